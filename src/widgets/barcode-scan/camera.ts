// The camera for the scan dialog: the back camera where there is one, the torch
// where the track offers it, and a stop that releases the device (the light goes out).

export type CameraFailure = 'unsupported' | 'denied' | 'unavailable';

export class CameraError extends Error {
  override readonly name = 'CameraError';
  constructor(readonly failure: CameraFailure) {
    super(failure);
  }
}

export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
  } catch (error) {
    // A DOMException; read its name without relying on it inheriting from Error.
    const name = typeof error === 'object' && error !== null ? String((error as { name?: unknown }).name) : '';
    // Refused by the user or by the page's permissions policy: asked once, never again in a loop.
    if (name === 'NotAllowedError' || name === 'SecurityError') throw new CameraError('denied');
    throw new CameraError('unavailable'); // none, busy (NotReadableError), or over-constrained
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function videoTrack(stream: MediaStream): MediaStreamTrack | undefined {
  return stream.getVideoTracks()[0];
}

/** Whether the camera has a torch it lets us switch (Chrome on Android, mostly). */
export function hasTorch(stream: MediaStream): boolean {
  const track = videoTrack(stream);
  const capabilities = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
  return capabilities?.torch === true;
}

export async function setTorch(stream: MediaStream, on: boolean): Promise<void> {
  await videoTrack(stream)?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}
