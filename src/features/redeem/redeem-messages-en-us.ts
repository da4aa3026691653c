// The redeem-code page's words, kept with its chunk. spec §2 "Redeem-code": the title is the
// spec's; the rest says what the spec describes, in our words. Another locale's are a chunk of
// their own (catalogue-redeem-*.ts, not precached) that the page waits for before it draws; British
// English writes these as en-us does. Apart from redeem-messages.ts so that another locale's
// catalogue can name the shape without importing the module that loads it (no import cycle, not
// even through types).
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
  title: 'This page is no longer active.',
  useInvite: 'To join your course, use the course invite link your instructor gave you.',
  refundBefore: 'If you already bought access here, you can request a refund and buy instant access from the',
  usStore: 'US store',
  or: 'or the',
  canadaStore: 'Canada store',
  supportBefore: 'Need help? Contact',
  techSupport: 'tech support',
};

export type RedeemMessages = Widen<typeof enUs>;
