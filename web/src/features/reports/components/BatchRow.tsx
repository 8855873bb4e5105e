import type { Batch } from '@factoria/domain/records/batch.schema';
import { useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { formatDate, formatDateTime } from '../../../lib/format/format';
import { firstInvoiceWithErrors } from '../api/first-invoice-with-errors';
import { failureReason } from './failure-reason';

interface BatchRowProps {
  accountId: string;
  batch: WithId<Batch>;
  companyName: string;
  canExport: boolean;
  onExport: () => void;
}

function ExportState({ batch }: { batch: Batch }) {
  const { t, i18n } = useTranslation('reports');
  if (batch.exported && batch.exportedAt) {
    const date = formatDate(batch.exportedAt, i18n.language);
    return <span className="badge badge-successful">{t('state.exported', { date })}</span>;
  }
  if (batch.exportedCount) return <span className="badge badge-partial">{t('state.partly', { count: batch.exportedCount, total: batch.succeeded })}</span>;
  return <span className="badge badge-pending">{t('state.notExported')}</span>;
}

export function BatchRow({ accountId, batch, companyName, canExport, onExport }: BatchRowProps) {
  const { t, i18n } = useTranslation(['reports', 'issues']);
  const router = useRouter();
  const failuresId = useId();
  const [showFailures, setShowFailures] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const failures = Object.entries(batch.failures ?? {});
  const date = formatDateTime(batch.createdAt, i18n.language);

  async function fixErrors() {
    setNote(null);
    const invoiceId = await firstInvoiceWithErrors(accountId, batch.companyId, batch.id);
    if (invoiceId) void router.navigate({ to: '/reports/$id/$invoiceId', params: { id: batch.id, invoiceId } });
    else setNote(t('noErrors'));
  }

  return (
    <>
      {/* data-label: on a phone each row is a card whose cells name their column (reports.css). */}
      <tr data-batch-id={batch.id}>
        <td data-label={t('columns.uploaded')}>{date}</td>
        <td data-label={t('columns.company')}>{companyName}</td>
        <td className="numeric" data-label={t('columns.files')}>{batch.fileCount}</td>
        <td className="numeric" data-label={t('columns.succeeded')} data-testid="batch-processed">{batch.succeeded}</td>
        <td className="numeric" data-label={t('columns.withErrors')} data-testid="batch-with-errors">{batch.withErrors}</td>
        <td className="numeric" data-label={t('columns.duplicates')} data-testid="batch-duplicates">{batch.duplicates}</td>
        <td className="numeric" data-label={t('columns.failed')}>{batch.failed}</td>
        <td className="numeric" data-label={t('columns.pending')}>{batch.pending}</td>
        <td data-label={t('columns.export')}><ExportState batch={batch} /></td>
        <td className="reports-actions-cell">
          <div className="row reports-actions">
            {failures.length > 0 && (
              <button type="button" className="button button-ghost" aria-expanded={showFailures} aria-controls={failuresId} onClick={() => setShowFailures(!showFailures)}>
                {t('failures.toggle', { count: failures.length })}
              </button>
            )}
            {batch.succeeded > 0 && (
              <button type="button" className="button button-ghost" onClick={() => void fixErrors()}>
                {t('fixErrors')}
              </button>
            )}
            {canExport && batch.succeeded > 0 && (
              <button type="button" className="button button-secondary" onClick={onExport}>
                {t('export.open')}
              </button>
            )}
          </div>
          {note && <p role="status" className="muted">{note}</p>}
        </td>
      </tr>
      {showFailures && (
        <tr id={failuresId} className="reports-failures">
          <td colSpan={10}>
            <ul aria-label={t('failures.title', { date })}>
              {failures.map(([fileId, failure]) => (
                <li key={fileId}>
                  <strong>{failure.fileName}</strong>: {failureReason(t, failure.code)}
                </li>
              ))}
            </ul>
          </td>
        </tr>
      )}
    </>
  );
}
