/**
 * Turns what Firebase Auth and our callables throw into keys of the `account` namespace
 * (`errors.*`), which every form of the account area shows translated.
 */
import { isAccountErrorCode, type AccountErrorCode } from '@factoria/domain/records/account-requests.schema';

export type AuthErrorKey =
  | 'errors.auth.invalidCredentials'
  | 'errors.auth.wrongPassword'
  | 'errors.auth.emailInUse'
  | 'errors.auth.weakPassword'
  | 'errors.auth.invalidCode'
  | 'errors.auth.expiredCode'
  | 'errors.auth.recentLogin'
  | 'errors.auth.userDisabled'
  | 'errors.auth.tooManyRequests'
  | 'errors.network'
  | 'errors.unknown';

export type ErrorKey = AuthErrorKey | `errors.server.${AccountErrorCode}`;

const AUTH_CODES: Record<string, AuthErrorKey> = {
  'auth/invalid-credential': 'errors.auth.invalidCredentials',
  'auth/user-not-found': 'errors.auth.invalidCredentials',
  'auth/invalid-email': 'errors.auth.invalidCredentials',
  'auth/wrong-password': 'errors.auth.invalidCredentials',
  'auth/invalid-login-credentials': 'errors.auth.invalidCredentials',
  'auth/email-already-in-use': 'errors.auth.emailInUse',
  'auth/weak-password': 'errors.auth.weakPassword',
  'auth/invalid-action-code': 'errors.auth.invalidCode',
  'auth/expired-action-code': 'errors.auth.expiredCode',
  'auth/requires-recent-login': 'errors.auth.recentLogin',
  'auth/user-disabled': 'errors.auth.userDisabled',
  'auth/too-many-requests': 'errors.auth.tooManyRequests',
  'auth/network-request-failed': 'errors.network',
  'functions/unavailable': 'errors.network',
  'functions/deadline-exceeded': 'errors.network',
};

export function errorKey(error: unknown): ErrorKey {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { code?: unknown } };
  if (isAccountErrorCode(details?.code)) return `errors.server.${details.code}`;
  // The signUp callable refuses with Firebase Auth's own codes (auth/weak-password, ...).
  const serverAuthKey = typeof details?.code === 'string' ? AUTH_CODES[details.code] : undefined;
  if (serverAuthKey) return serverAuthKey;
  if (typeof code === 'string' && AUTH_CODES[code]) return AUTH_CODES[code];
  return 'errors.unknown';
}

/** When the current password is the one at fault (change password, change email). */
export function passwordErrorKey(error: unknown): ErrorKey {
  const key = errorKey(error);
  return key === 'errors.auth.invalidCredentials' ? 'errors.auth.wrongPassword' : key;
}
