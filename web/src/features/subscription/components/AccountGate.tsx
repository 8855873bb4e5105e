import type { Account } from '@factoria/domain/records/account.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAccount } from '../api/use-account';

/** Renders its children with the signed-in user's account once it has loaded. */
export function AccountGate({ children }: { children: (account: Account, accountId: string) => ReactNode }) {
  const { claims } = useSession();
  const { t } = useTranslation('subscription');
  if (!claims.accountId) return <p className="page muted">{t('noAccount')}</p>;
  return <LoadedAccount accountId={claims.accountId}>{children}</LoadedAccount>;
}

function LoadedAccount({ accountId, children }: { accountId: string; children: (account: Account, accountId: string) => ReactNode }) {
  const { t } = useTranslation('common');
  const { status, data } = useAccount(accountId);
  if (status === 'loading') return <p className="page muted">{t('loading')}</p>;
  if (!data) return null;
  return <>{children(data, accountId)}</>;
}
