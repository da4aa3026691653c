// en-us's words and their shape, apart from scan-button-messages.ts so that another locale's
// catalogue can name the shape without importing the module that loads it (no import cycle,
// not even through types).
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
  scan: 'Scan a barcode',
  needsConnection: 'The barcode scanner needs a connection the first time it is used.',
  dismiss: 'OK',
};

export type ScanButtonMessages = Widen<typeof enUs>;
