/**
 * The signed-in user and their custom claims (accountId, role, companyId, admin), which only
 * functions set. The router reads the session from its context; it refreshes on every ID token
 * change, so a claim granted by a function reaches the app without signing out.
 */
import type { FactoriaClaims } from '@factoria/domain/records/account.schema';
import { onIdTokenChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { auth } from '../firebase/app';

export interface Session {
  user: User | null;
  claims: FactoriaClaims;
}

export const signedOut: Session = { user: null, claims: {} };

export function watchSession(onChange: (session: Session) => void): () => void {
  return onIdTokenChanged(auth, async (user) => {
    if (!user) return onChange(signedOut);
    const token = await user.getIdTokenResult();
    const claims: FactoriaClaims = {};
    if (typeof token.claims.accountId === 'string') claims.accountId = token.claims.accountId;
    if (token.claims.role === 'owner' || token.claims.role === 'staff' || token.claims.role === 'client') {
      claims.role = token.claims.role;
    }
    if (typeof token.claims.companyId === 'string') claims.companyId = token.claims.companyId;
    if (token.claims.admin === true) claims.admin = true;
    onChange({ user, claims });
  });
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}

/** Maps Firebase Auth error codes to translation keys of the auth namespace. */
export function authErrorKey(error: unknown): 'errors.invalidCredentials' | 'errors.tooManyRequests' | 'errors.network' | 'errors.unknown' {
  const code = (error as { code?: string }).code ?? '';
  if (['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'].includes(code)) {
    return 'errors.invalidCredentials';
  }
  if (code === 'auth/too-many-requests') return 'errors.tooManyRequests';
  if (code === 'auth/network-request-failed') return 'errors.network';
  return 'errors.unknown';
}
