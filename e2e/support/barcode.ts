import bwipjs from 'bwip-js/node';

/** A printed book's EAN-13 barcode as a PNG, with its digits below, as a camera or a photo sees it. */
export function ean13Png(code: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'ean13',
    text: code,
    scale: 3,
    height: 22,
    includetext: true,
    paddingwidth: 12,
    paddingheight: 8,
    backgroundcolor: 'FFFFFF',
  });
}
