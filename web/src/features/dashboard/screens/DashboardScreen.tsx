import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AccountState } from '../../../lib/auth/session';
import { useSession } from '../../../lib/auth/use-session';
import { dayKeyIn, resolveRange, type DateRangePreset, type DayRange } from '../../../lib/dates/date-range';
import { LaterRender } from '../../../lib/scheduling/later-render';
import { useAccount } from '../api/use-account';
import { CompaniesPanel } from '../components/CompaniesPanel';
import { InvoicesPanel } from '../components/InvoicesPanel';

export interface DashboardScreenProps {
  preset: DateRangePreset;
  custom: Partial<DayRange>;
  onRangeChange: (preset: DateRangePreset, custom: Partial<DayRange>) => void;
}

export function DashboardScreen(props: DashboardScreenProps) {
  const { claims, account } = useSession();
  if (!claims.accountId) return <AwaitingNotice />;
  // The session watches the account already (its state guards every screen): the greeting and
  // the period draw from it at once instead of waiting for a second listener's first snapshot.
  if (account) return <AccountDashboard accountId={claims.accountId} account={account} {...props} />;
  return <LiveAccountDashboard accountId={claims.accountId} {...props} />;
}

/** Without the session's account (its first snapshot did not come in time): the account, read here. */
function LiveAccountDashboard(props: DashboardScreenProps & { accountId: string }) {
  const { t: common } = useTranslation('common');
  const { status, data: account } = useAccount(props.accountId);
  if (status === 'loading') return <p className="page muted">{common('loading')}</p>;
  if (!account) return <AwaitingNotice />;
  return <AccountDashboard account={account} {...props} />;
}

interface AccountDashboardProps extends DashboardScreenProps {
  accountId: string;
  account: Pick<AccountState, 'status' | 'name' | 'timeZone'>;
}

function AccountDashboard({ accountId, account, preset, custom, onRangeChange }: AccountDashboardProps) {
  const { t } = useTranslation('dashboard');
  if (account.status !== 'active') return <AwaitingNotice />;
  const range = resolveRange(preset, dayKeyIn(new Date(), account.timeZone), custom);
  return (
    <div className="page stack">
      <div className="page-head">
        <h1>{t('title', { name: account.name })}</h1>
        <Link to="/upload" search={{}} className="button button-primary">
          {t('uploadInvoices')}
        </Link>
      </div>
      {/* The panels render after the heading, in slices: see LaterRender. */}
      <LaterRender>
        <div className="dashboard-grid">
          <CompaniesPanel accountId={accountId} />
          <InvoicesPanel accountId={accountId} preset={preset} custom={custom} range={range} onRangeChange={onRangeChange} />
        </div>
      </LaterRender>
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
