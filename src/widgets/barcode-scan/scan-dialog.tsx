// The scan dialog (issue 14): the camera view with a framing guide, a torch where the camera
// has one, 'Choose a photo' (the way in without a camera or when access is refused), Cancel.
// A decoded ISBN goes where typed text goes: the search bar's onSearch (spec §5 text rules, the
// results address), after the same search request (IsbnSearchContext) found whether exactly
// one product answers, whose page then opens. The camera stops
// (every track) when the dialog closes, whichever way.
import { useContext, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { readBarcodes, type BarcodeReading } from '../../domain/search/barcode';
import { Dialog } from '../../ui/dialog';
import { createBarcodeReader, type BarcodeReader } from './barcode-reader';
import { CameraError, hasTorch, openCamera, setTorch, stopCamera } from './camera';
import { IsbnSearchContext } from './isbn-search-context';
import { scanMessages as t } from './scan-messages';
import './scan-dialog.css';

/** Time between two looks at the camera: enough for a phone, light on a kiosk's CPU. */
const FRAME_INTERVAL_MS = 200;

/** How long the one-product lookup may take before the results page opens instead. */
const LOOKUP_LIMIT_MS = 8000;

type CameraState = 'starting' | 'on' | 'denied' | 'none';

export interface ScanDialogProps {
  /** The search bar's own submit path (useTextSearch): the results page for the ISBN. */
  onSearch: (text: string) => void;
  /** A product page is opening (the mobile search view closes). */
  onProductChosen?: () => void;
  onClose: () => void;
}

export default function ScanDialog({ onSearch, onProductChosen, onClose }: ScanDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const readerRef = useRef<Promise<BarcodeReader> | null>(null);
  const foundRef = useRef(false);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [torch, setTorchState] = useState<'none' | 'off' | 'on'>('none');
  const [message, setMessage] = useState(t.starting);
  const isbnSearch = useContext(IsbnSearchContext);
  const navigate = useNavigate();
  const { search } = useLocation();

  /** One reader per opening, shared by the camera loop and the photo path. */
  function reader(): Promise<BarcodeReader> {
    readerRef.current ??= createBarcodeReader();
    return readerRef.current;
  }

  function stop() {
    stopCamera(streamRef.current);
    streamRef.current = null;
  }

  async function openIsbn(isbn13: string) {
    foundRef.current = true;
    stop();
    setMessage(t.searching(isbn13));
    let productHref: string | null = null;
    if (isbnSearch) {
      try {
        // A slow network does not hold the user: past the limit the results page takes over.
        productHref = await Promise.race([
          isbnSearch(isbn13, search),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), LOOKUP_LIMIT_MS)),
        ]);
      } catch {
        // Offline or the lookup failed: the results page answers (from the local index offline).
      }
    }
    onClose();
    if (productHref) {
      onProductChosen?.();
      void navigate(productHref);
    } else {
      // Exactly what a typed ISBN does: spec §5 text rules, the results address with q encoded.
      onSearch(isbn13);
    }
  }

  /** What a reading means here; true when the scan is over. */
  function onReading(reading: BarcodeReading, fromPhoto: boolean): boolean {
    if (reading.kind === 'isbn') {
      void openIsbn(reading.isbn13);
      return true;
    }
    if (reading.kind === 'not-isbn') setMessage(t.notIsbn);
    else if (fromPhoto) setMessage(t.noBarcodeInPhoto);
    return false;
  }

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function scanFrames() {
      let decoder: BarcodeReader;
      try {
        decoder = await reader();
      } catch {
        if (cancelled) return;
        stop(); // nothing can read its pictures: the camera goes off
        setCamera('none');
        setMessage(t.readerUnavailable);
        return;
      }
      const look = async () => {
        const video = videoRef.current;
        if (cancelled || foundRef.current || !video) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          try {
            const found = await decoder.detect(video);
            if (cancelled || foundRef.current) return;
            if (onReading(readBarcodes(found), false)) return;
          } catch {
            // A frame the decoder could not take (mid-resize): the next one will do.
          }
        }
        timer = setTimeout(() => void look(), FRAME_INTERVAL_MS);
      };
      void look();
    }

    openCamera().then(
      (stream) => {
        if (cancelled) {
          stopCamera(stream);
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          void video.play().catch(() => undefined);
        }
        setCamera('on');
        setTorchState(hasTorch(stream) ? 'off' : 'none');
        setMessage(t.aim);
        void scanFrames();
      },
      (error: unknown) => {
        if (cancelled) return;
        // Refused or absent: say so once and offer the photo; nothing asks again by itself.
        const denied = error instanceof CameraError && error.failure === 'denied';
        setCamera(denied ? 'denied' : 'none');
        setMessage(denied ? t.denied : t.noCamera);
      },
    );

    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop();
    };
    // Once per opening: the handlers read refs and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function toggleTorch() {
    const stream = streamRef.current;
    if (!stream || torch === 'none') return;
    const on = torch === 'off';
    try {
      await setTorch(stream, on);
      setTorchState(on ? 'on' : 'off');
    } catch {
      setTorchState('none'); // the camera turned it down after all
    }
  }

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same photo can be chosen again
    if (!file || foundRef.current) return;
    setMessage(t.readingPhoto);
    let decoder: BarcodeReader;
    try {
      decoder = await reader();
    } catch {
      setMessage(t.readerUnavailable);
      return;
    }
    let bitmap: ImageBitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      setMessage(t.notAnImage);
      return;
    }
    try {
      onReading(readBarcodes(await decoder.detect(bitmap)), true);
    } catch {
      setMessage(t.noBarcodeInPhoto);
    } finally {
      bitmap.close();
    }
  }

  const cameraShown = camera === 'starting' || camera === 'on';

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
      <div className="scan-dialog__actions">
        {torch !== 'none' && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={torch === 'on'}
            onClick={() => void toggleTorch()}
          >
            {t.torch}
          </button>
        )}
        <button
          type="button"
          className={`button ${cameraShown ? 'button--secondary' : 'button--primary'}`}
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
          onChange={(event) => void onPhoto(event)}
        />
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </Dialog>,
    document.body,
  );
}
