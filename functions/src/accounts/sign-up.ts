/**
 * Sign-up on the server (docs/decisions/1311-password-policy.md): the password is checked
 * against the spec's minimum here, where the browser cannot skip it, and the Auth user is
 * created with the Admin SDK. The browser then signs in with the same password and sends the
 * verification email, as before.
 */
import { PASSWORD_MIN_LENGTH, type SignUpErrorCode, type SignUpInput } from '@factoria/domain/records/account-requests.schema';
import type { Auth } from 'firebase-admin/auth';

export class SignUpError extends Error {
  constructor(readonly code: SignUpErrorCode) {
    super(code);
    this.name = 'SignUpError';
  }
}

/** Characters as a person counts them (an emoji is one), as Firebase's password policy does. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** `existing`: the address already had an account; nothing was created. */
export async function signUp(auth: Auth, input: SignUpInput): Promise<{ created: boolean }> {
  if (passwordLength(input.password) < PASSWORD_MIN_LENGTH) throw new SignUpError('auth/weak-password');
  try {
    await auth.createUser({ email: input.email, password: input.password, emailVerified: false });
    return { created: true };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/email-already-exists') return { created: false };
    if (code === 'auth/invalid-email') throw new SignUpError('auth/invalid-email');
    if (code === 'auth/invalid-password') throw new SignUpError('auth/weak-password');
    throw error;
  }
}
