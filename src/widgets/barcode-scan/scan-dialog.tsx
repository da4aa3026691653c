// The scan dialog: the camera view with a framing guide, a torch where the camera
// has one, 'Choose a photo' (the way in without a camera or when access is refused), Cancel.
// A decoded ISBN goes where typed text goes: the search bar's onSearch (spec §5 text rules, the
// results address), after the same search request (IsbnSearchContext) found whether exactly
// one product answers, whose page then opens. The camera stops
// (every track) when the dialog closes, whichever way.
import { use, useRef, useState, type ChangeEvent } from 'react';
import { createPortal } from 'react-dom';
import type { BarcodeReading } from '../../domain/search/barcode';
import { Dialog } from '../../ui/dialog';
import { createBarcodeReader, type BarcodeReader } from './barcode-reader';
import { useCameraScan } from './use-camera-scan';
import { useOpenIsbn } from './use-open-isbn';
import { readPhoto } from './read-photo';
import { scanMessages as t, scanTextPending } from './scan-messages';
import './scan-dialog.css';

export interface ScanDialogProps {
  /** The search bar's own submit path (useTextSearch): the results page for the ISBN. */
  onSearch: (text: string) => void;
  /** A product page is opening (the mobile search view closes). */
  onProductChosen?: () => void;
  onClose: () => void;
}

export default function ScanDialog({ onSearch, onProductChosen, onClose }: ScanDialogProps) {
  // The page's language first (the button's Suspense shows nothing meanwhile).
  if (scanTextPending) use(scanTextPending);
  const videoRef = useRef<HTMLVideoElement>(null);
  const readerRef = useRef<Promise<BarcodeReader> | null>(null);
  const foundRef = useRef(false);
  // Once a photo is chosen, its reading is what the status says: the camera's own news (no
  // camera, found late on a slow phone) must not replace it.
  const photoRef = useRef(false);
  const [message, setMessage] = useState(t.starting);
  const openIsbn = useOpenIsbn({ onSearch, onProductChosen, onClose });

  /** One reader per opening, shared by the camera loop and the photo path. */
  function reader(): Promise<BarcodeReader> {
    readerRef.current ??= createBarcodeReader();
    return readerRef.current;
  }

  /** What a reading means here; true when the scan is over. */
  function onReading(reading: BarcodeReading, fromPhoto: boolean): boolean {
    if (reading.kind === 'isbn') {
      foundRef.current = true;
      scan.stop();
      setMessage(t.searching(reading.isbn13));
      void openIsbn(reading.isbn13);
      return true;
    }
    if (reading.kind === 'not-isbn') setMessage(t.notIsbn);
    else if (fromPhoto) setMessage(t.noBarcodeInPhoto);
    return false;
  }

  const scan = useCameraScan({
    videoRef,
    reader,
    onReading: (reading) => onReading(reading, false),
    found: foundRef,
    setMessage: (text) => {
      if (!photoRef.current) setMessage(text);
    },
  });

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same photo can be chosen again
    if (!file || foundRef.current) return;
    photoRef.current = true;
    setMessage(t.readingPhoto);
    const result = await readPhoto(file, reader);
    if ('problem' in result) setMessage(result.problem);
    else onReading(result.reading, true);
  }

  const cameraShown = scan.camera === 'starting' || scan.camera === 'on';

  // A portal: the dialog may open from inside another (the mobile search view) and from a
  // <form role="search">; at the end of <body> it is neither nested nor clipped.
  return createPortal(
    <Dialog open title={t.title} closeLabel={t.close} onClose={onClose} className="scan-dialog">
      {cameraShown && (
        <div className="scan-dialog__camera">
          <video ref={videoRef} className="scan-dialog__video" aria-label={t.cameraView} muted playsInline autoPlay />
          {/* the framing guide: where to hold the barcode */}
          <div className="scan-dialog__guide" aria-hidden="true" />
        </div>
      )}
      <p className="scan-dialog__status" role="status" aria-live="polite">
        {message}
      </p>
      <ScanActions
        torch={scan.torch}
        onTorch={() => void scan.toggleTorch()}
        photoFirst={!cameraShown}
        onPhoto={(event) => void onPhoto(event)}
        onCancel={onClose}
      />
    </Dialog>,
    document.body,
  );
}

interface ScanActionsProps {
  torch: 'none' | 'off' | 'on';
  onTorch: () => void;
  /** No camera view: the photo is the way in, drawn as the main button. */
  photoFirst: boolean;
  onPhoto: (event: ChangeEvent<HTMLInputElement>) => void;
  onCancel: () => void;
}

/** The torch (where the camera has one), 'Choose a photo' and Cancel. */
function ScanActions({ torch, onTorch, photoFirst, onPhoto, onCancel }: ScanActionsProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="scan-dialog__actions">
      {torch !== 'none' && (
        <button type="button" className="button button--secondary" aria-pressed={torch === 'on'} onClick={onTorch}>
          {t.torch}
        </button>
      )}
      <button
        type="button"
        className={`button ${photoFirst ? 'button--primary' : 'button--secondary'}`}
        onClick={() => fileRef.current?.click()}
      >
        {t.choosePhoto}
      </button>
      <input
        ref={fileRef}
        // pressed through the button above (a file input can't be styled as one)
        hidden
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t.choosePhoto}
        onChange={onPhoto}
      />
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
