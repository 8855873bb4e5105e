import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth/use-session';

/** A reading of the account by the feature that needs it (features keep their data access in api/). */
export interface AccountReading<T> {
  status: 'loading' | 'error' | 'success';
  data: T | undefined;
}

export interface Agency<T> {
  accountId: string;
  role: 'owner' | 'staff' | 'client';
  isOwner: boolean;
  /** Set for a client-company user, whose invoices are that company's only. */
  clientCompanyId: string | undefined;
  account: T;
}

/** Texts the feature translates in its own namespace; loading falls back to the common one. */
export interface AgencyGateTexts {
  staffOnly?: string;
  loading?: string;
  loadFailed?: string;
  awaiting?: string;
}

interface AgencyGateProps<T extends object> {
  /** Owner and staff only: client-company users get `texts.staffOnly` instead. */
  staffOnly?: boolean;
  /** An account awaiting approval (or suspended) gets `texts.awaiting` instead. */
  requireActive?: boolean;
  /** The feature's hook reading the account; the same function on every render. */
  useAccount: (accountId: string) => AccountReading<T>;
  texts?: AgencyGateTexts;
  children: (agency: Agency<T>) => ReactNode;
}

/**
 * The one gate before the agency's screens: who may see them (from the session's claims) and
 * the account they work in, read once, with one loading, error and awaiting state for all.
 */
export function AgencyGate<T extends object>({ staffOnly, requireActive, useAccount, texts = {}, children }: AgencyGateProps<T>) {
  const { claims } = useSession();
  const accountId = claims.accountId;
  const role = claims.role;
  if (!accountId || !role) return staffOnly && texts.staffOnly ? <p className="notice">{texts.staffOnly}</p> : null;
  if (staffOnly && role === 'client') return texts.staffOnly ? <p className="notice">{texts.staffOnly}</p> : null;
  const member = { accountId, role, isOwner: role === 'owner', clientCompanyId: role === 'client' ? claims.companyId : undefined };
  return (
    <AccountGate member={member} requireActive={requireActive} useAccount={useAccount} texts={texts}>
      {children}
    </AccountGate>
  );
}

interface AccountGateProps<T extends object> extends Omit<AgencyGateProps<T>, 'staffOnly'> {
  member: Omit<Agency<T>, 'account'>;
}

function AccountGate<T extends object>({ member, requireActive, useAccount, texts = {}, children }: AccountGateProps<T>) {
  const { t } = useTranslation('common');
  const { status, data } = useAccount(member.accountId);
  if (status === 'loading') return <p className="muted" role="status">{texts.loading ?? t('loading')}</p>;
  if (status === 'error' || !data) {
    return (
      <p className="form-error" role="alert">
        {texts.loadFailed ?? t('loadFailed')}
      </p>
    );
  }
  if (requireActive && (data as { status?: unknown }).status !== 'active') {
    return (
      <p className="notice" role="status">
        {texts.awaiting}
      </p>
    );
  }
  return <>{children({ ...member, account: data })}</>;
}
