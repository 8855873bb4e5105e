import type { AccountErrorCode } from '@factoria/domain/records/account-requests.schema';
import type { FactoriaClaims } from '@factoria/domain/records/account.schema';

/** A refusal the caller can act on; callables turn it into an HttpsError with `details.code`. */
export class AccountError extends Error {
  constructor(readonly code: AccountErrorCode) {
    super(code);
    this.name = 'AccountError';
  }
}

/** Who calls, as the verified ID token says. */
export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  claims: FactoriaClaims;
}

/** An owner or staff member of an account, with a verified address. */
export function requireAgencyMember(caller: Caller): { accountId: string } {
  if (!caller.emailVerified) throw new AccountError('auth/email-not-verified');
  const { accountId, role } = caller.claims;
  if (!accountId || (role !== 'owner' && role !== 'staff')) throw new AccountError('auth/forbidden');
  return { accountId };
}

export function requireOwner(caller: Caller): { accountId: string } {
  const member = requireAgencyMember(caller);
  if (caller.claims.role !== 'owner') throw new AccountError('auth/forbidden');
  return member;
}

/** Only the super administrator (custom claim `admin`, granted by `npm run grant-admin`). */
export function requireAdmin(caller: Caller): void {
  if (!caller.emailVerified || caller.claims.admin !== true) throw new AccountError('auth/forbidden');
}
