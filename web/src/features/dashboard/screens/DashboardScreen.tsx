import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { dayKeyIn, resolveRange, type DateRangePreset, type DayRange } from '../../../lib/dates/date-range';
import { useAccount } from '../api/use-account';
import { CompaniesPanel } from '../components/CompaniesPanel';
import { InvoicesPanel } from '../components/InvoicesPanel';

export interface DashboardScreenProps {
  preset: DateRangePreset;
  custom: Partial<DayRange>;
  onRangeChange: (preset: DateRangePreset, custom: Partial<DayRange>) => void;
}

export function DashboardScreen(props: DashboardScreenProps) {
  const { claims } = useSession();
  if (!claims.accountId) return <AwaitingNotice />;
  return <AccountDashboard accountId={claims.accountId} {...props} />;
}

function AccountDashboard({ accountId, preset, custom, onRangeChange }: DashboardScreenProps & { accountId: string }) {
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation('common');
  const { status, data: account } = useAccount(accountId);
  if (status === 'loading') return <p className="page muted">{common('loading')}</p>;
  if (!account || account.status !== 'active') return <AwaitingNotice />;
  const range = resolveRange(preset, dayKeyIn(new Date(), account.timeZone), custom);
  return (
    <div className="page stack">
      <div className="page-head">
        <h1>{t('title', { name: account.name })}</h1>
        <Link to="/upload" search={{}} className="button button-primary">
          {t('uploadInvoices')}
        </Link>
      </div>
      <div className="dashboard-grid">
        <CompaniesPanel accountId={accountId} />
        <InvoicesPanel accountId={accountId} preset={preset} custom={custom} range={range} onRangeChange={onRangeChange} />
      </div>
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
