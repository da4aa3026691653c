// The scan dialog's words (ours). Kept beside the dialog, not in
// src/lib/messages/messages.ts, so they load with its chunk rather than with the entry every page
// downloads; another locale's are a chunk of their own (catalogue-scan-*.ts, not precached), which
// the dialog waits for before it draws (`use(scanTextPending)`), so it never shows two languages.
// British English writes these as en-us does: en-gb and the other English locales inherit them.
import { localised, type Widen } from '../../lib/messages/messages';
import { appLocale } from '../../lib/locale/locale';

const enUs = {
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

let active: ScanMessages = enUs;

/** The page's scanner strings, read when used (messages.ts `localised`). */
export const scanMessages: ScanMessages = localised(() => active);

/** en-us's scanner strings, whatever the page's locale (tests). */
export const enUsScanMessages: ScanMessages = enUs;

/**
 * The page's locale's scanner strings loading; null where en-us's serve. One that cannot be
 * fetched leaves en-us's words rather than no dialog.
 */
export const scanTextPending: Promise<void> | null =
  appLocale === 'tr-tr'
    ? import('./catalogue-scan-tr-tr').then(
        (module: ScanCatalogueModule) => {
          active = module.catalogue(enUs);
        },
        () => {},
      )
    : null;
