// en-us's words and their shape, apart from scan-messages.ts so that another locale's
// catalogue can name the shape without importing the module that loads it (no import cycle,
// not even through types).
import type { Widen } from '../../lib/messages/messages';

export const enUs = {
  title: 'Scan a book’s barcode',
  close: 'Close the scanner',
  cancel: 'Cancel',
  cameraView: 'Camera view',
  torch: 'Torch',
  choosePhoto: 'Choose a photo',
  starting: 'Starting the camera…',
  aim: 'Hold the barcode inside the frame. Scanning…',
  denied:
    'Camera access was refused, so the camera can’t scan. Choose a photo of the barcode instead, or allow the camera in your browser’s settings and open the scanner again.',
  noCamera: 'No camera is available. Choose a photo of the barcode instead.',
  readerUnavailable:
    'The barcode reader could not be loaded. It needs a connection the first time it is used; until then, type the ISBN in the search field.',
  notIsbn: 'That barcode is not a book’s ISBN. Scan the barcode whose number starts with 978 or 979, or type the ISBN.',
  readingPhoto: 'Reading the photo…',
  noBarcodeInPhoto: 'No barcode was found in that photo. Try again closer to the barcode, in good light.',
  notAnImage: 'That file could not be read as a picture. Choose a photo of the barcode.',
  searching: (isbn: string) => `Found ISBN ${isbn}. Searching…`,
};

export type ScanMessages = Widen<typeof enUs>;

/** A locale's scanner strings, given en-us's. */
export interface ScanCatalogueModule {
  catalogue(en: ScanMessages): ScanMessages;
}
