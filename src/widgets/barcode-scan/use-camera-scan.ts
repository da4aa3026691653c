// The camera side of the scan dialog: opens the camera once per opening, shows it in the video,
// looks at a frame every 200 ms until a reading ends the scan, and stops every track when the
// dialog closes, whichever way. Refused or absent, it says so once and nothing asks again.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { readBarcodes, type BarcodeReading } from '../../domain/search/barcode';
import type { BarcodeReader } from './barcode-reader';
import { CameraError, hasTorch, openCamera, setTorch, stopCamera } from './camera';
import { scanMessages as t } from './scan-messages';

/** Time between two looks at the camera: enough for a phone, light on a kiosk's CPU. */
const FRAME_INTERVAL_MS = 200;

export type CameraState = 'starting' | 'on' | 'denied' | 'none';

interface CameraScanOptions {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The opening's one reader, shared with the photo path. */
  reader: () => Promise<BarcodeReader>;
  /** What a reading means; true when the scan is over. */
  onReading: (reading: BarcodeReading) => boolean;
  /** Set once a reading ended the scan: no further frame is looked at. */
  found: RefObject<boolean>;
  setMessage: (message: string) => void;
}

export function useCameraScan({ videoRef, reader, onReading, found, setMessage }: CameraScanOptions) {
  const streamRef = useRef<MediaStream | null>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  const [torch, setTorchState] = useState<'none' | 'off' | 'on'>('none');

  function stop() {
    stopCamera(streamRef.current);
    streamRef.current = null;
  }

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const scanFrames = () =>
      lookAtFrames({
        reader,
        video: () => videoRef.current,
        over: () => cancelled || found.current,
        onReading,
        onTimer: (handle) => (timer = handle),
        onNoReader: () => {
          if (cancelled) return;
          stop(); // nothing can read its pictures: the camera goes off
          setCamera('none');
          setMessage(t.readerUnavailable);
        },
      });

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

  return { camera, torch, toggleTorch, stop };
}

interface FrameLoop {
  reader: () => Promise<BarcodeReader>;
  video: () => HTMLVideoElement | null;
  /** The dialog closed or a reading ended the scan. */
  over: () => boolean;
  onReading: (reading: BarcodeReading) => boolean;
  onTimer: (handle: ReturnType<typeof setTimeout>) => void;
  onNoReader: () => void;
}

/** Looks at the video every FRAME_INTERVAL_MS until a reading ends the scan. */
async function lookAtFrames({ reader, video: videoOf, over, onReading, onTimer, onNoReader }: FrameLoop) {
  let decoder: BarcodeReader;
  try {
    decoder = await reader();
  } catch {
    onNoReader();
    return;
  }
  const look = async () => {
    const video = videoOf();
    if (over() || !video) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      try {
        const readings = await decoder.detect(video);
        if (over()) return;
        if (onReading(readBarcodes(readings))) return;
      } catch {
        // A frame the decoder could not take (mid-resize): the next one will do.
      }
    }
    onTimer(setTimeout(() => void look(), FRAME_INTERVAL_MS));
  };
  void look();
}
