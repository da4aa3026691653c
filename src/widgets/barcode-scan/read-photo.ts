// 'Choose a photo': the way in without a camera or when access is refused. Reads the barcodes
// of one picture file, or says why it could not.
import { readBarcodes, type BarcodeReading } from '../../domain/search/barcode';
import type { BarcodeReader } from './barcode-reader';
import { scanMessages as t } from './scan-messages';

export type PhotoResult = { reading: BarcodeReading } | { problem: string };

export async function readPhoto(file: Blob, reader: () => Promise<BarcodeReader>): Promise<PhotoResult> {
  let decoder: BarcodeReader;
  try {
    decoder = await reader();
  } catch {
    return { problem: t.readerUnavailable };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { problem: t.notAnImage };
  }
  try {
    return { reading: readBarcodes(await decoder.detect(bitmap)) };
  } catch {
    return { problem: t.noBarcodeInPhoto };
  } finally {
    bitmap.close();
  }
}
