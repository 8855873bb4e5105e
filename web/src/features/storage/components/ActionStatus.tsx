import { TRASH_RETENTION_DAYS } from '@factoria/domain/records/storage-file.schema';
import { useTranslation } from 'react-i18next';
import type { ActionMessage } from './use-file-actions';

/** The outcome of the last action: a status region that is always there, or an alert. */
export function ActionStatus({ message }: { message: ActionMessage | null }) {
  const { t } = useTranslation('storage');
  return (
    <>
      <p className="storage-success" role="status">
        {message?.tone === 'success' ? t(message.key) : ''}
      </p>
      {message?.tone === 'error' && (
        <p className="form-error" role="alert">
          {t(message.key, { days: TRASH_RETENTION_DAYS })}
        </p>
      )}
    </>
  );
}
