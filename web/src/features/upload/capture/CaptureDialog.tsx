import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { captureFile, photosToPdf } from './photo-pdf';
import { grabFrame, processFrame, type CapturedPage } from './process-photo';
import { useCamera } from './use-camera';
import './capture.css';

/** Pages per capture: a long invoice, not a ledger (each page up to 600 KB). */
export const MAX_CAPTURE_PAGES = 20;

interface CaptureDialogProps {
  open: boolean;
  onClose: () => void;
  /** Receives the finished PDF; the dialog closes once it resolves. */
  onDone: (file: File) => Promise<void>;
}

export function CaptureDialog({ open, onClose, onDone }: CaptureDialogProps) {
  const { t } = useTranslation('upload');
  const titleId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const camera = useCamera(video, open, attempt);
  const online = useOnlineStatus();
  const [pages, setPages] = useState<CapturedPage[]>([]);
  const [retaking, setRetaking] = useState<number | null>(null);
  const [busy, setBusy] = useState<'page' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);

  function close() {
    pages.forEach((page) => URL.revokeObjectURL(page.url));
    setPages([]);
    setRetaking(null);
    setFailed(false);
    onClose();
  }

  async function takePage() {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    setBusy('page');
    setFailed(false);
    try {
      const page = await processFrame(grabFrame(element));
      setPages((current) => {
        if (retaking === null) return [...current, page];
        URL.revokeObjectURL(current[retaking]!.url);
        return current.map((existing, index) => (index === retaking ? page : existing));
      });
      setRetaking(null);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  function removePage(index: number) {
    URL.revokeObjectURL(pages[index]!.url);
    setPages(pages.filter((_, at) => at !== index));
    setRetaking(null);
  }

  async function makePdf() {
    setBusy('pdf');
    setFailed(false);
    try {
      const createdAt = new Date();
      await onDone(captureFile(await photosToPdf(pages, createdAt), createdAt));
      close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  const cameraProblem = camera === 'denied' || camera === 'no-camera' || camera === 'failed';
  const full = pages.length >= MAX_CAPTURE_PAGES && retaking === null;
  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} className="capture-dialog">
      <div className="stack">
        <h2 id={titleId}>{t('capture.title')}</h2>
        {cameraProblem ? (
          <div className="stack">
            <p role="alert" className="form-error">
              {t(`capture.camera.${camera}`)}
            </p>
            <div className="row">
              <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
                {t('capture.tryAgain')}
              </Button>
            </div>
          </div>
        ) : (
          <>
            <p className="muted">{t('capture.hint')}</p>
            <div className="capture-preview">
              <video ref={video} muted playsInline aria-label={t('capture.preview')} />
              {camera === 'starting' && <p className="capture-preview-status">{t('capture.camera.starting')}</p>}
            </div>
            <div className="row">
              <Button onClick={() => void takePage()} disabled={camera !== 'ready' || full} busy={busy === 'page'}>
                {retaking === null ? t('capture.take', { number: pages.length + 1 }) : t('capture.retake', { number: retaking + 1 })}
              </Button>
              {retaking !== null && (
                <Button variant="ghost" onClick={() => setRetaking(null)}>
                  {t('capture.keep')}
                </Button>
              )}
              {busy === 'page' && <span role="status">{t('capture.processing')}</span>}
              {full && <span className="muted">{t('capture.full', { max: MAX_CAPTURE_PAGES })}</span>}
            </div>
          </>
        )}
        {pages.length > 0 && (
          <ol className="capture-pages" aria-label={t('capture.pages', { count: pages.length })}>
            {pages.map((page, index) => (
              <li key={page.id} className={retaking === index ? 'capture-page capture-page-retaking' : 'capture-page'}>
                <img src={page.url} alt={t('capture.page', { number: index + 1 })} />
                <Button variant="secondary" onClick={() => setRetaking(index)} aria-label={t('capture.retakeLabel', { number: index + 1 })}>
                  {t('capture.retakeShort')}
                </Button>
                <Button variant="ghost" onClick={() => removePage(index)} aria-label={t('capture.removeLabel', { number: index + 1 })}>
                  {t('capture.remove')}
                </Button>
              </li>
            ))}
          </ol>
        )}
        {failed && (
          <p role="alert" className="form-error">
            {t('capture.failed')}
          </p>
        )}
        {!online && pages.length > 0 && <p className="notice">{t('capture.offline')}</p>}
        <div className="dialog-actions">
          <Button variant="ghost" onClick={close}>
            {t('capture.cancel')}
          </Button>
          <Button onClick={() => void makePdf()} disabled={pages.length === 0 || busy === 'page'} busy={busy === 'pdf'}>
            {busy === 'pdf' ? t('capture.making') : t('capture.make', { count: pages.length })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
