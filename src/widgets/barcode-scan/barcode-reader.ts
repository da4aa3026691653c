// The decoder: the browser's own BarcodeDetector where it reads EAN-13, else the
// `barcode-detector` ponyfill (ZXing-C++ compiled to WebAssembly). Both take a video frame or
// an image and answer { format, rawValue }. Loaded with the scan dialog, never in the entry.
//
// The ponyfill would fetch its .wasm from a public CDN; we point it at our own copy, which
// Vite emits into dist/assets (the `?url` import) and the service worker keeps after the first
// use (sw/sw.ts), so no request leaves our origin and a scanner used once works offline.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { SCAN_FORMATS, type DecodedBarcode } from '../../domain/search/barcode';

export interface BarcodeReader {
  detect(source: ImageBitmapSource): Promise<DecodedBarcode[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): BarcodeReader;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<BarcodeReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    // Chromium on desktop Linux and Windows names the class but supports no format.
    if (!supported.includes('ean_13')) return null;
    return new Native({ formats: SCAN_FORMATS.filter((format) => supported.includes(format)) });
  } catch {
    return null;
  }
}

async function zxingReader(): Promise<BarcodeReader> {
  const { BarcodeDetector, prepareZXingModule, purgeZXingModule } = await import('barcode-detector/ponyfill');
  try {
    // Instantiate now (fireImmediately), so a missing .wasm shows when the dialog opens,
    // not as a silent failure of every frame.
    await prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
      fireImmediately: true,
    });
  } catch (error) {
    purgeZXingModule(); // a later opening tries again instead of reusing the failed load
    throw error;
  }
  return new BarcodeDetector({ formats: [...SCAN_FORMATS] });
}

/** A reader for this browser; rejects when the polyfill cannot load (offline before first use). */
export async function createBarcodeReader(): Promise<BarcodeReader> {
  return (await nativeReader()) ?? zxingReader();
}
