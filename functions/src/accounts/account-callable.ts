/**
 * The shape every callable of the account area shares (accounts, admin, notes): read who
 * calls from the verified ID token, parse the input with its domain schema, run the service,
 * and turn a refusal into an HttpsError whose details carry the code the web app translates.
 */
import type { AccountErrorCode } from '@factoria/domain/records/account-requests.schema';
import type { FactoriaClaims } from '@factoria/domain/records/account.schema';
import { HttpsError, onCall, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { REGION } from '../lib/config';
import { AccountError, type Caller } from './account-error';

const HTTPS_CODES: Record<AccountErrorCode, FunctionsErrorCode> = {
  'auth/unauthenticated': 'unauthenticated',
  'auth/forbidden': 'permission-denied',
  'auth/email-not-verified': 'permission-denied',
  'input/invalid': 'invalid-argument',
  'account/already-exists': 'already-exists',
  'account/not-found': 'not-found',
  'account/wrong-status': 'failed-precondition',
  'account/setup-incomplete': 'failed-precondition',
  'company/not-found': 'not-found',
  'company/not-activatable': 'failed-precondition',
  'note/invoice-not-found': 'not-found',
  'note/not-found': 'not-found',
};

interface AuthLike {
  uid: string;
  token: Record<string, unknown>;
}

export function callerOf(auth: AuthLike | undefined): Caller {
  if (!auth) throw new AccountError('auth/unauthenticated');
  const { token } = auth;
  const claims: FactoriaClaims = {};
  if (typeof token.accountId === 'string') claims.accountId = token.accountId;
  if (token.role === 'owner' || token.role === 'staff' || token.role === 'client') claims.role = token.role;
  if (typeof token.companyId === 'string') claims.companyId = token.companyId;
  if (token.admin === true) claims.admin = true;
  return {
    uid: auth.uid,
    email: typeof token.email === 'string' ? token.email : null,
    emailVerified: token.email_verified === true,
    claims,
  };
}

export function accountCallable<TSchema extends v.GenericSchema, TResult>(
  schema: TSchema,
  handler: (caller: Caller, input: v.InferOutput<TSchema>) => Promise<TResult>,
) {
  return onCall({ region: REGION, timeoutSeconds: 30 }, async (request) => {
    try {
      const caller = callerOf(request.auth);
      const parsed = v.safeParse(schema, request.data ?? {});
      if (!parsed.success) throw new AccountError('input/invalid');
      return await handler(caller, parsed.output);
    } catch (error) {
      if (!(error instanceof AccountError)) throw error;
      throw new HttpsError(HTTPS_CODES[error.code], error.code, { code: error.code });
    }
  });
}

/** For callables without input: anything but an empty object is refused. */
export const NoInputSchema = v.strictObject({});
