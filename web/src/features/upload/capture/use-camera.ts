/** The rear camera's stream in a <video>, while `active`; stopped when inactive or unmounted. */
import { useEffect, useState, type RefObject } from 'react';

export type CameraState = 'starting' | 'ready' | 'denied' | 'no-camera' | 'failed';

function stateOf(error: unknown): CameraState {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'no-camera';
  return 'failed';
}

export function useCamera(video: RefObject<HTMLVideoElement | null>, active: boolean, attempt: number): CameraState {
  const [state, setState] = useState<CameraState>('starting');
  useEffect(() => {
    if (!active) return;
    // The effect may be cleaned up (StrictMode, closing) before the camera answers.
    let cancelled = false;
    let stream: MediaStream | null = null;
    setState('starting');
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('no-camera');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        // The rear camera where there is one; a high resolution if it offers one (small print).
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 2560 }, height: { ideal: 1920 } },
      })
      .then(async (opened) => {
        if (cancelled) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = opened;
        const element = video.current;
        if (!element) return;
        element.srcObject = opened;
        await element.play().catch(() => undefined);
        if (!cancelled) setState('ready');
      })
      .catch((error: unknown) => {
        if (!cancelled) setState(stateOf(error));
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [active, attempt, video]);
  return state;
}
