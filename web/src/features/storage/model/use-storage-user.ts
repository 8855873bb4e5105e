import { useSession } from '../../../lib/auth/use-session';

export interface StorageUser {
  uid: string;
  accountId: string;
  /** The company of a client-company user; null for the agency's staff. */
  clientCompanyId: string | null;
  /** Owner or staff: may delete and restore, and sees the trash. */
  canManage: boolean;
}

export function useStorageUser(): StorageUser | null {
  const { user, claims } = useSession();
  if (!user || !claims.accountId) return null;
  const isClient = claims.role === 'client';
  return {
    uid: user.uid,
    accountId: claims.accountId,
    clientCompanyId: isClient ? (claims.companyId ?? null) : null,
    canManage: claims.role === 'owner' || claims.role === 'staff',
  };
}
