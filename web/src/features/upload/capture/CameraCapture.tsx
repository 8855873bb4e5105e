import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { UploadQuota } from '../api/use-upload-quota';
import { checkFiles, type FileRejection } from '../file-checks';

type CaptureModule = typeof import('./CaptureDialog');

/**
 * The camera screen and pdf-lib load on their own, not with the upload screen everyone opens;
 * they are fetched as soon as the upload screen shows, so the service worker has them cached
 * before the user goes offline.
 */
const loadCapture = (): Promise<CaptureModule> => import('./CaptureDialog');

interface CameraCaptureProps {
  quota: UploadQuota;
  /** The same outbox path chosen files take: stored on the device, uploaded online or later. */
  onAccept: (files: File[]) => Promise<void>;
}

type Problem = FileRejection | { code: 'not-loaded' };

/**
 * "Take photos": the pages of a paper invoice photographed into one PDF on the device. Shown
 * only where the browser offers cameras at all (navigator.mediaDevices needs a secure page).
 */
export function CameraCapture({ quota, onAccept }: CameraCaptureProps) {
  const { t } = useTranslation('upload');
  const [capture, setCapture] = useState<CaptureModule | null>(null);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const available = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices);
  useEffect(() => {
    if (!available) return;
    let live = true;
    loadCapture().then(
      (module) => live && setCapture(module),
      () => undefined, // Offline before it was ever cached: the button tries again.
    );
    return () => {
      live = false;
    };
  }, [available]);
  if (!available) return null;

  async function start() {
    setProblem(null);
    try {
      setCapture(capture ?? (await loadCapture()));
      setOpen(true);
    } catch {
      setProblem({ code: 'not-loaded' });
    }
  }

  async function accept(file: File) {
    // The PDF passes the drop zone's checks like any chosen file (size, the month's quota).
    const rejection = checkFiles([file], quota.remaining);
    setProblem(rejection);
    if (rejection) return;
    await onAccept([file]);
  }

  const Dialog = capture?.CaptureDialog;
  return (
    <div className="stack capture">
      <div className="row">
        <Button variant="secondary" disabled={quota.remaining === 0} onClick={() => void start()}>
          {t('capture.open')}
        </Button>
      </div>
      {problem && (
        <p className="form-error" role="alert">
          {problem.code === 'over-quota'
            ? t('rejected.over-quota', { count: problem.remaining })
            : problem.code === 'not-loaded'
              ? t('capture.notLoaded')
              : t('capture.tooLarge')}
        </p>
      )}
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} onDone={accept} />}
    </div>
  );
}
