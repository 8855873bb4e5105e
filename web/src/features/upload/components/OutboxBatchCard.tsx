import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { formatDateTime } from '../../../lib/format/format';
import { outboxActions, type OutboxBatchView } from '../api/outbox';
import { useBatchResults, type FileResult } from '../api/use-batch-results';
import { fileState, finishedCount, isSettled } from './file-state';
import { FileRow } from './FileRow';

interface OutboxBatchCardProps {
  view: OutboxBatchView;
  companyName: string;
  /** The reports list is the agency's; client-company users do not get the link. */
  withReportLink: boolean;
}

/** One upload: overall and per-file progress, then what the pipeline made of each file. */
export function OutboxBatchCard({ view, companyName, withReportLink }: OutboxBatchCardProps) {
  if (view.batch.committedAt === null) return <BatchBody view={view} companyName={companyName} withReportLink={withReportLink} results={new Map()} />;
  return <CommittedBatch view={view} companyName={companyName} withReportLink={withReportLink} />;
}

function CommittedBatch(props: OutboxBatchCardProps) {
  const { batch } = props.view;
  const { results } = useBatchResults(batch.accountId, batch.companyId, batch.batchId);
  return <BatchBody {...props} results={results} />;
}

function BatchBody({ view, companyName, withReportLink, results }: OutboxBatchCardProps & { results: Map<string, FileResult> }) {
  const { t, i18n } = useTranslation('upload');
  const online = useOnlineStatus();
  const { batch, files } = view;
  const states = files.map((file) => fileState(file, results.get(file.fileId), online));
  const sent = files.filter((file, index) => states[index]!.kind !== 'cancelled');
  const uploaded = sent.filter((file) => file.status === 'uploaded').length;
  const settled = states.filter((state) => state.kind !== 'cancelled' && isSettled(state)).length;
  const bytes = sent.reduce((sum, file) => sum + (file.status === 'uploaded' ? file.size : file.bytesTransferred), 0);
  const totalBytes = sent.reduce((sum, file) => sum + file.size, 0);
  const date = formatDateTime(batch.createdAt, i18n.language);
  const allUploaded = sent.length > 0 && uploaded === sent.length;
  const dismissable = files.every((file) => file.status === 'uploaded' || file.status === 'cancelled');
  const failed = files.filter((file) => file.status === 'failed');
  const finished = batch.committedAt !== null ? finishedCount(states) : null;
  return (
    <article className="upload-batch" aria-label={t('batch.title', { company: companyName, date })}>
      <header className="row upload-batch-header">
        <h3>{t('batch.title', { company: companyName, date })}</h3>
        <span className="muted">{t('batch.uploaded', { done: uploaded, count: sent.length })}</span>
        <span className="muted">{t('batch.processed', { done: settled, count: sent.length })}</span>
        {/* A live region present from the start (so it is announced), not a second role="status". */}
        <strong className="upload-batch-finished" aria-live="polite">
          {finished !== null && t('batch.allProcessed', { count: finished })}
        </strong>
      </header>
      <progress max={Math.max(totalBytes, 1)} value={bytes} aria-label={t('batch.progress', { company: companyName, date })} />
      {allUploaded && (
        <p role="status" className="upload-done">
          {t('batch.done')}
        </p>
      )}
      <ul className="upload-files">
        {files.map((file, index) => (
          <FileRow
            key={file.fileId}
            file={file}
            state={states[index]!}
            onCancel={() => void outboxActions.cancel(file.fileId)}
            onRetry={() => void outboxActions.retry(file.fileId)}
          />
        ))}
      </ul>
      <footer className="row">
        {withReportLink && batch.committedAt !== null && (
          <Link to="/reports" search={{ company: batch.companyId }} className="button button-secondary">
            {t('batch.report')}
          </Link>
        )}
        {failed.length > 1 && (
          <button type="button" className="button button-secondary" onClick={() => failed.forEach((file) => void outboxActions.retry(file.fileId))}>
            {t('batch.retryAll')}
          </button>
        )}
        {dismissable && (
          <button type="button" className="button button-ghost" onClick={() => void outboxActions.dismiss(batch.batchId)}>
            {t('batch.dismiss')}
          </button>
        )}
      </footer>
    </article>
  );
}
