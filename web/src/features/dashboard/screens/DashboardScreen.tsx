import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAccount } from '../api/use-account';

export function DashboardScreen() {
  const { claims } = useSession();
  if (!claims.accountId) return <AwaitingNotice />;
  return <AccountDashboard accountId={claims.accountId} />;
}

function AccountDashboard({ accountId }: { accountId: string }) {
  const { t } = useTranslation('dashboard');
  const { data: account } = useAccount(accountId);
  if (!account || account.status !== 'active') return <AwaitingNotice />;
  return (
    <div className="page stack">
      <h1>{t('title', { name: account.name })}</h1>
      <p className="muted">{t('intro')}</p>
      <Link to="/invoices" className="button button-primary">
        {t('uploadInvoices')}
      </Link>
    </div>
  );
}

function AwaitingNotice() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="page">
      <section className="notice" role="status">
        <h1>{t('awaiting.title')}</h1>
        <p>{t('awaiting.body')}</p>
      </section>
    </div>
  );
}
