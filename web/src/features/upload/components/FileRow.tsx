import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OutboxFile } from '../../../lib/db/local-db';
import { failureReason } from './failure-reason';
import { isLocked, type FileState } from './file-state';
import { UnlockFile } from './UnlockFile';

interface FileRowProps {
  file: OutboxFile;
  state: FileState;
  onCancel: () => void;
  onRetry: () => void;
}

const OUTBOX_ERRORS = ['company-not-active', 'monthly-limit', 'no-subscription', 'denied', 'unknown'] as const;

export function FileRow({ file, state, onCancel, onRetry }: FileRowProps) {
  const { t } = useTranslation(['upload', 'issues']);
  const label = (() => {
    switch (state.kind) {
      case 'queued':
        return state.offline ? t('file.waitingOffline') : t('file.queued');
      case 'uploading':
        return state.offline ? t('file.waitingOffline') : t('file.uploading', { percent: state.percent });
      case 'upload-failed': {
        const error = OUTBOX_ERRORS.find((code) => code === state.error) ?? 'unknown';
        return t('file.uploadFailed', { reason: t(`errors.${error}`) });
      }
      case 'cancelled':
        return t('file.cancelled');
      case 'processing':
        return t('file.processing');
      case 'processed':
        return {
          successful: t('file.processed'),
          'has-errors': t('file.processedErrors'),
          'not-in-euro': t('file.notInEuro'),
          albaran: t('file.albaran'),
        }[state.status];
      case 'failed':
        return t('file.failed', { reason: failureReason(t, state.code) });
    }
  })();
  const tone = state.kind === 'processed' ? (state.status === 'successful' ? 'ok' : 'warn')
    : state.kind === 'failed' || state.kind === 'upload-failed' ? 'bad' : 'neutral';
  const percent = state.kind === 'uploading' ? state.percent : state.kind === 'queued' ? 0 : 100;
  return (
    <li className="upload-file" data-file-id={file.fileId}>
      <span className="upload-file-name">{file.name}</span>
      <progress max={100} value={percent} aria-label={t('file.progress', { name: file.name })} />
      <span className={`upload-file-state tone-${tone}`}>{label}</span>
      <span className="row">
        {state.kind === 'processed' && (
          <Link
            to="/invoices/$companyId/$invoiceId"
            params={{ companyId: file.companyId, invoiceId: file.fileId }}
            className="button button-ghost"
            aria-label={t('file.openLabel', { name: file.name })}
          >
            {t('file.open')}
          </Link>
        )}
        {(state.kind === 'queued' || state.kind === 'uploading') && (
          <button type="button" className="button button-ghost" aria-label={t('file.cancelLabel', { name: file.name })} onClick={onCancel}>
            {t('file.cancel')}
          </button>
        )}
        {state.kind === 'upload-failed' && (
          <>
            <button type="button" className="button button-secondary" aria-label={t('file.retryLabel', { name: file.name })} onClick={onRetry}>
              {t('file.retry')}
            </button>
            <button type="button" className="button button-ghost" aria-label={t('file.discardLabel', { name: file.name })} onClick={onCancel}>
              {t('file.discard')}
            </button>
          </>
        )}
      </span>
      {state.kind === 'processed' && state.duplicateOf && (
        <p className="upload-file-note notice-inline" role="note">
          {t('file.duplicate')}{' '}
          <Link
            to="/invoices/$companyId/$invoiceId"
            params={{ companyId: file.companyId, invoiceId: state.duplicateOf }}
            aria-label={t('file.originalLabel', { name: file.name })}
          >
            {t('file.original')}
          </Link>
        </p>
      )}
      {isLocked(state) && (
        <div className="upload-file-note">
          <UnlockFile batchId={file.batchId} fileId={file.fileId} name={file.name} />
        </div>
      )}
    </li>
  );
}
