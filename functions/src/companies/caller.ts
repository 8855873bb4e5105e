/**
 * Who calls a company callable, from the ID token's custom claims (set only by functions).
 * Only verified owners and staff of an agency manage its companies; client users and the
 * administrator do not (the administrator activates companies through its own callables).
 */
import { CompanyError } from './company-error';

export interface Caller {
  uid: string;
  accountId: string;
  role: 'owner' | 'staff';
}

interface AuthLike {
  uid: string;
  token: Record<string, unknown>;
}

export function agencyCaller(auth: AuthLike | undefined): Caller {
  if (!auth) throw new CompanyError('companies/unauthenticated');
  const { accountId, role, email_verified: verified } = auth.token;
  if (verified !== true || typeof accountId !== 'string' || (role !== 'owner' && role !== 'staff')) {
    throw new CompanyError('companies/permission-denied');
  }
  return { uid: auth.uid, accountId, role };
}
