/**
 * The messages received at the company's intake address and what became of each (issue 17);
 * a held one (sender not allowed) can be released or discarded from its row.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../model/format';
import { useCompanyInbox } from '../api/use-company-inbox';
import { HeldMessageActions } from './HeldMessageActions';

export function CompanyInbox({ accountId, companyId }: { accountId: string; companyId: string }) {
  const { t, i18n } = useTranslation('clients');
  const { status, data: entries = [] } = useCompanyInbox(accountId, companyId);
  return (
    <section className="clients-card" aria-labelledby="client-inbox">
      <h2 id="client-inbox">{t('intake.inbox')}</h2>
      {status === 'loading' && <p className="muted">{t('loading')}</p>}
      {status === 'error' && <p className="form-error" role="alert">{t('loadFailed')}</p>}
      {status === 'success' && entries.length === 0 && <p className="muted">{t('intake.noMessages')}</p>}
      {entries.length > 0 && (
        <table className="table" aria-labelledby="client-inbox">
          <thead>
            <tr>
              <th scope="col">{t('intake.received')}</th>
              <th scope="col">{t('intake.from')}</th>
              <th scope="col">{t('intake.subject')}</th>
              <th scope="col">{t('intake.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDate(entry.receivedAt, i18n.language)}</td>
                <td>{entry.from}</td>
                <td>{entry.subject}</td>
                <td>
                  {t(`intake.outcomes.${entry.outcome}`, { count: entry.files.length })}
                  {entry.reason && ` · ${t(`intake.reasons.${entry.reason}`)}`}
                  {entry.review?.action === 'released' && ` · ${t('intake.released')}`}
                  {entry.outcome === 'held' && <HeldMessageActions inboxId={entry.id} subject={entry.subject} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
