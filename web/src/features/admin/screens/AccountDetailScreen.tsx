import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAccount, useOwnerProfile } from '../api/use-admin-accounts';
import { formatDateTime } from '../../../lib/format/format';
import { PlanLimitsForm } from '../forms/PlanLimitsForm';
import { AccountActions } from './AccountsScreen';

export function AccountDetailScreen({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('admin');
  const { data: account } = useAdminAccount(accountId);
  if (!account) {
    return (
      <>
        <h1>{t('account.notFound')}</h1>
        <Link to="/admin/accounts">{t('account.back')}</Link>
      </>
    );
  }
  return (
    <>
      <Link to="/admin/accounts">{t('account.back')}</Link>
      <h1>{account.name}</h1>
      <section className="admin-card stack" aria-labelledby="account-facts">
        <h2 id="account-facts">{t('account.details')}</h2>
        <dl className="admin-details">
          <dt>{t('accounts.columns.status')}</dt>
          <dd>
            <span className={`badge badge-status-${account.status}`}>{t(`status.${account.status}`)}</span>
          </dd>
          <dt>{t('accounts.columns.owner')}</dt>
          <dd>
            <Suspense fallback="…">
              <Owner uid={account.ownerUid} />
            </Suspense>
          </dd>
          <dt>{t('accounts.columns.clients')}</dt>
          <dd>{account.clientCount ?? '—'}</dd>
          <dt>{t('account.reportTime')}</dt>
          <dd>{account.reportTime ? `${account.reportTime} (${account.timeZone})` : '—'}</dd>
          <dt>{t('account.usage')}</dt>
          <dd>{t('account.usageValue', { companies: account.usage.companies, invoices: account.usage.invoicesThisMonth })}</dd>
          <dt>{t('accounts.columns.created')}</dt>
          <dd>{formatDateTime(account.createdAt, i18n.language)}</dd>
          <dt>{t('account.approved')}</dt>
          <dd>{account.approvedAt ? formatDateTime(account.approvedAt, i18n.language) : '—'}</dd>
        </dl>
        <AccountActions accountId={accountId} status={account.status} name={account.name} />
      </section>
      <section className="admin-card stack" aria-labelledby="plan-title">
        <h2 id="plan-title">{t('plan.title')}</h2>
        <PlanLimitsForm accountId={accountId} plan={account.plan} />
      </section>
    </>
  );
}

function Owner({ uid }: { uid: string }) {
  const { data: owner } = useOwnerProfile(uid);
  return <>{owner ? `${owner.username} · ${owner.email}` : '—'}</>;
}
