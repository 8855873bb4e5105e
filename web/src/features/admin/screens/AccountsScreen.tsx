import type { AccountStatus } from '@factoria/domain/records/account.schema';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import type { Account } from '@factoria/domain/records/account.schema';
import { setAccountStatus } from '../api/admin-actions';
import { useAdminAccounts, useOwnerProfile } from '../api/use-admin-accounts';
import { ActionButton } from '../components/ActionButton';
import { formatDateTime } from '../../../lib/format/format';
import { StatusFilter } from '../components/StatusFilter';

import { ACCOUNT_FILTERS, type AccountFilter } from '../filters';

export function AccountsScreen({ filter, onFilterChange }: { filter: AccountFilter; onFilterChange: (filter: AccountFilter) => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1>{t('accounts.title')}</h1>
      <StatusFilter
        label={t('accounts.filterLabel')}
        options={ACCOUNT_FILTERS.map((value) => ({ value, label: t(`accounts.filters.${value}`) }))}
        current={filter}
        onChange={onFilterChange}
      />
      <Suspense fallback={<p className="muted">{t('loading', { ns: 'common' })}</p>}>
        <AccountsTable status={filter === 'all' ? null : filter} />
      </Suspense>
    </>
  );
}

function AccountsTable({ status }: { status: AccountStatus | null }) {
  const { t } = useTranslation('admin');
  const { status: loadState, data: accounts = [] } = useAdminAccounts(status);
  // Until the first snapshot, an empty list would read as "none in this state".
  if (loadState === 'loading') return <p className="muted" role="status">{t('loading', { ns: 'common' })}</p>;
  if (accounts.length === 0) return <p className="muted">{t('accounts.empty')}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{t('accounts.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('accounts.columns.agency')}</th>
          <th scope="col">{t('accounts.columns.owner')}</th>
          <th scope="col">{t('accounts.columns.status')}</th>
          <th scope="col" className="numeric">{t('accounts.columns.clients')}</th>
          <th scope="col">{t('accounts.columns.created')}</th>
          <th scope="col">{t('accounts.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} />
        ))}
      </tbody>
    </table>
  );
}

function AccountRow({ account }: { account: WithId<Account> }) {
  const { t, i18n } = useTranslation('admin');
  const { id, status } = account;
  return (
    <tr>
      <th scope="row">
        <Link to="/admin/accounts/$accountId" params={{ accountId: id }}>
          {account.name}
        </Link>
      </th>
      <td>
        <Suspense fallback="…">
          <OwnerEmail uid={account.ownerUid} />
        </Suspense>
      </td>
      <td>
        <span className={`badge badge-status-${status}`}>{t(`status.${status}`)}</span>
      </td>
      <td className="numeric">{account.clientCount ?? '—'}</td>
      <td>{formatDateTime(account.createdAt, i18n.language)}</td>
      <td>
        <AccountActions accountId={id} status={status} name={account.name} />
      </td>
    </tr>
  );
}

function OwnerEmail({ uid }: { uid: string }) {
  const { data: owner } = useOwnerProfile(uid);
  return <>{owner ? `${owner.username} · ${owner.email}` : '—'}</>;
}

export function AccountActions({ accountId, status, name }: { accountId: string; status: AccountStatus; name: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-actions">
      {(status === 'pending-approval' || status === 'suspended') && (
        <ActionButton label={t('accounts.approveLabel', { name })} action={() => setAccountStatus({ accountId, status: 'active' })}>
          {t('accounts.approve')}
        </ActionButton>
      )}
      {(status === 'pending-approval' || status === 'active') && (
        <ActionButton
          variant="danger"
          label={t('accounts.suspendLabel', { name })}
          action={() => setAccountStatus({ accountId, status: 'suspended' })}
        >
          {t('accounts.suspend')}
        </ActionButton>
      )}
    </div>
  );
}
