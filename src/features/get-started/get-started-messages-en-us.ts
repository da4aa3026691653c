// The get-started page's words, kept with its chunk. spec §2 "Get started", §5, §8: the spec's
// strings quoted exactly, typos included ('recieved'); the rest ours, marked. Another locale's are
// a chunk of their own (catalogue-get-started-*.ts, not precached) that the page waits for before
// it draws; British English writes these as en-us does. Apart from get-started-messages.ts so that
// another locale's catalogue can name the shape without importing the module that loads it (no
// import cycle, not even through types).
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
  // spec §2 "Get started", §5, §8
  back: 'Back to course detail',
  title: 'Here to join?',
  intro: 'To find and join your course, enter the invitation link that you recieved in your syllabus or email.',
  invalidLink: 'Sorry, course not found. Please check the link.',
  noLinkTitle: "Don't have your invitation link?",
  noLinkText: 'Sorry about that. You will need to contact your instructor.',
  // ours
  linkLabel: 'Invitation link',
  linkHint: 'It starts with the address of your course console.',
  join: 'Join',
  productBy: (authors: string) => `by ${authors}`,
  productEdition: (edition: string) => `Edition ${edition}`,
  productLoading: 'Loading course details',
  coverAlt: (productName: string) => `Cover of ${productName}`,
};

export type GetStartedMessages = Widen<typeof enUs>;
