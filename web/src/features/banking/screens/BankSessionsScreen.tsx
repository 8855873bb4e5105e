import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBankCompanies } from '../api/use-bank-companies';
import { useBankSessions } from '../api/use-bank-sessions';
import { useBankUser } from '../api/use-bank-user';
import { matchedShare } from '../components/matched-share';
import '../banking.css';

/** banking/view: every session of the agency, newest first, live. */
export function BankSessionsScreen() {
  const me = useBankUser();
  return me ? <SessionList accountId={me.accountId} /> : null;
}

function SessionList({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('banking');
  const sessions = useBankSessions(accountId);
  const companies = useBankCompanies(accountId);
  const names = new Map(companies.data.map((company) => [company.id, company.name]));
  const created = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <div className="page stack">
      <div className="page-head">
        <h1>{t('list.title')}</h1>
        <Link to="/banking/add" className="button button-primary">
          {t('list.new')}
        </Link>
      </div>
      {sessions.status === 'success' && sessions.data.length === 0 ? (
        <p className="muted">{t('list.empty')}</p>
      ) : (
        <table className="table" aria-label={t('list.title')}>
          <thead>
            <tr>
              <th>{t('list.company')}</th>
              <th>{t('list.period')}</th>
              <th>{t('list.bank')}</th>
              <th>{t('list.status')}</th>
              <th className="numeric">{t('list.matched')}</th>
              <th>{t('list.created')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => {
              const share = matchedShare(session.summary ?? null);
              return (
                <tr key={session.id}>
                  <td>
                    <Link to="/banking/view/$id" params={{ id: session.id }}>
                      {names.get(session.companyId) ?? session.companyName ?? session.companyId}
                    </Link>
                  </td>
                  <td>{session.period ? t('session.period', { from: session.period.from, to: session.period.to }) : '—'}</td>
                  <td>{session.bank ?? '—'}</td>
                  <td>
                    <span className={`badge bank-status-${session.status}`}>{t(`status.${session.status}`)}</span>
                  </td>
                  <td className="numeric">{share === null ? '—' : percent.format(share)}</td>
                  <td className="muted">{created.format(session.createdAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
