import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { UploadQuota } from '../api/use-upload-quota';
import { checkFiles, type FileRejection } from '../file-checks';
import { CaptureDialog } from './CaptureDialog';

interface CameraCaptureProps {
  quota: UploadQuota;
  /** The same outbox path chosen files take: stored on the device, uploaded online or later. */
  onAccept: (files: File[]) => Promise<void>;
}

/**
 * "Take photos": the pages of a paper invoice photographed into one PDF on the device. Shown
 * only where the browser offers cameras at all (navigator.mediaDevices needs a secure page).
 */
export function CameraCapture({ quota, onAccept }: CameraCaptureProps) {
  const { t } = useTranslation('upload');
  const [open, setOpen] = useState(false);
  const [rejection, setRejection] = useState<FileRejection | null>(null);
  if (typeof navigator === 'undefined' || !navigator.mediaDevices) return null;

  async function accept(file: File) {
    // The PDF passes the drop zone's checks like any chosen file (size, the month's quota).
    const problem = checkFiles([file], quota.remaining);
    setRejection(problem);
    if (problem) return;
    await onAccept([file]);
  }

  return (
    <div className="stack capture">
      <div className="row">
        <Button variant="secondary" disabled={quota.remaining === 0} onClick={() => setOpen(true)}>
          {t('capture.open')}
        </Button>
      </div>
      {rejection && (
        <p className="form-error" role="alert">
          {rejection.code === 'over-quota' ? t('rejected.over-quota', { count: rejection.remaining }) : t('capture.tooLarge')}
        </p>
      )}
      <CaptureDialog open={open} onClose={() => setOpen(false)} onDone={accept} />
    </div>
  );
}
