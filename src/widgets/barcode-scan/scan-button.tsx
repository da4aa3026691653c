// The search bar's 'Scan a barcode' button. Shown where the browser can reach a
// camera (navigator.mediaDevices) or has its own BarcodeDetector; the dialog itself (camera,
// decoder, the ZXing polyfill) loads only when pressed; the button itself loads lazily too.
import { lazy, Suspense, use, useState, type ComponentType } from 'react';
import { Icon } from '../../ui/icons';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import type { ScanDialogProps } from './scan-dialog';
import { scanButtonText as t, scanButtonTextPending } from './scan-button-messages';
import './scan-button.css';

// The dialog is kept by the service worker on first use, not precached (sw/sw.ts): offline
// before that, its chunk cannot load, and the button says so instead of breaking the page.
// A failed load is not kept: the next opening tries again.
function loadDialog(): Promise<{ default: ComponentType<ScanDialogProps> }> {
  return import('./scan-dialog').catch(() => {
    ScanDialog = lazy(loadDialog);
    return { default: Unavailable };
  });
}
let ScanDialog = lazy(loadDialog);

function Unavailable({ onClose }: { onClose: () => void }) {
  return (
    <span className="scan-button__note" role="alert">
      {t.needsConnection}{' '}
      <button type="button" className="scan-button__dismiss" onClick={onClose}>
        {t.dismiss}
      </button>
    </span>
  );
}

function canScan(): boolean {
  return typeof navigator !== 'undefined' && (!!navigator.mediaDevices?.getUserMedia || 'BarcodeDetector' in window);
}

export default function ScanButton(props: Pick<ScanDialogProps, 'onSearch' | 'onProductChosen'>) {
  if (scanButtonTextPending) use(scanButtonTextPending);
  const [open, setOpen] = useState(false);
  // The device's camera is the device's to know: the server's page has no button, and the
  // browser's first render of it must not either (React would find the pages differ).
  const hydrated = useHydrated();
  if (!hydrated || !canScan()) return null;
  return (
    <>
      <button type="button" className="scan-button" title={t.scan} aria-label={t.scan} onClick={() => setOpen(true)}>
        <Icon>
          <path d="M3 7V4h3M18 4h3v3M21 17v3h-3M6 20H3v-3M7 8v8M10 8v8M13 8v8M16 8v8" />
        </Icon>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
