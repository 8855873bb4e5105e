import type { Correction } from '@factoria/domain/records/invoice-record.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';

const show = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).join(' / ');
  return String(value);
};

/** Who changed what and when, newest first. */
export function CorrectionHistory({ corrections, currentUid }: { corrections: readonly Correction[]; currentUid: string | undefined }) {
  const { t, i18n } = useTranslation('invoices');
  if (corrections.length === 0) return null;
  return (
    <details className="correction-history">
      <summary>{t('history.title', { count: corrections.length })}</summary>
      <ol reversed>
        {[...corrections].reverse().map((correction) => (
          <li key={`${correction.at}-${correction.requestId ?? ''}`}>
            <p className="muted">
              {t('history.by', {
                who: correction.by === currentUid ? t('history.you') : (correction.byName ?? t('history.someone')),
                when: formatDateTime(correction.at, i18n.language),
              })}
            </p>
            <ul>
              {Object.entries(correction.changes).map(([field, [before, after]]) => (
                <li key={field}>
                  <code>{field}</code>: {show(before)} → {show(after)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}
