import { useSession } from '../../../lib/auth/use-session';

export interface BankUser {
  uid: string;
  accountId: string;
}

/** The agency member reconciling (owner or staff); null for anyone else. */
export function useBankUser(): BankUser | null {
  const { user, claims } = useSession();
  if (!user || !claims.accountId || (claims.role !== 'owner' && claims.role !== 'staff')) return null;
  return { uid: user.uid, accountId: claims.accountId };
}
