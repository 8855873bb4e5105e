import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { markNoticeRead, useUnreadNotices } from '../api/use-bank-notices';

/**
 * The in-app notice that a bank session finished, wherever the person is in the app: mounted
 * by the dashboard layout's route, listening to their unread notifications. Opening or
 * dismissing it marks it read, so it shows once.
 */
export function BankNotices({ accountId, uid }: { accountId: string; uid: string }) {
  const { t } = useTranslation('banking');
  const notices = useUnreadNotices(accountId, uid);
  const notice = notices.data[0];
  if (!notice) return null;
  const read = () => void markNoticeRead(accountId, notice.id);
  const done = notice.kind === 'bank-session-done';
  return (
    <div className="toast" role="status" aria-label={t('notice.label')} data-testid="bank-notice">
      <p className="toast-title">{t(done ? 'notice.done' : 'notice.failed', { company: notice.companyName })}</p>
      <div className="row">
        <Link to="/banking/view/$id" params={{ id: notice.sessionId }} className="button button-primary" onClick={read}>
          {t('notice.open')}
        </Link>
        <button type="button" className="button button-ghost" onClick={read}>
          {t('notice.dismiss')}
        </button>
      </div>
    </div>
  );
}
