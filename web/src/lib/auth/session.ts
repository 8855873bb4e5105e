/**
 * The signed-in user, their custom claims (accountId, role, companyId, admin; set only by
 * functions) and, for agency members, their account's state, live. The router reads the
 * session from its context and re-runs its guards on every change: a claim granted by a
 * function (after `getIdToken(true)`) or the administrator's approval reaches the app without
 * signing out. Firestore is loaded only once someone with an account is signed in.
 */
import type { AccountStatus, FactoriaClaims } from '@factoria/domain/records/account.schema';
import { onIdTokenChanged, signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { auth } from '../firebase/app';

export interface AccountState {
  status: AccountStatus;
  clientCount: number | null;
  reportTime: string | null;
  /** The agency's name and time zone: the dashboard draws its greeting and period from them. */
  name: string;
  timeZone: string;
}

export interface Session {
  user: User | null;
  claims: FactoriaClaims;
  /** From the ID token, as the security rules see it (not `user.emailVerified`). */
  emailVerified: boolean;
  /** Null when signed out, without an account, not yet readable, or for a client user. */
  account: AccountState | null;
}

export const signedOut: Session = { user: null, claims: {}, emailVerified: false, account: null };

/** How long the first account snapshot may take (offline without a cache) before the app goes on. */
const ACCOUNT_WAIT_MS = 4000;

export function claimsOf(token: Record<string, unknown>): FactoriaClaims {
  const claims: FactoriaClaims = {};
  if (typeof token.accountId === 'string') claims.accountId = token.accountId;
  if (token.role === 'owner' || token.role === 'staff' || token.role === 'client') claims.role = token.role;
  if (typeof token.companyId === 'string') claims.companyId = token.companyId;
  if (token.admin === true) claims.admin = true;
  return claims;
}

function sameAccount(a: AccountState | null, b: AccountState | null): boolean {
  return (
    a?.status === b?.status &&
    a?.clientCount === b?.clientCount &&
    a?.reportTime === b?.reportTime &&
    a?.name === b?.name &&
    a?.timeZone === b?.timeZone
  );
}

export function watchSession(onChange: (session: Session) => void): () => void {
  let base: Omit<Session, 'account'> = signedOut;
  let account: AccountState | null = null;
  let watched: { key: string; stop: () => void } | null = null;
  let waiting = false;

  const emit = () => {
    if (!waiting) onChange({ ...base, account });
  };

  const watchAccount = (key: string, accountId: string, user: User) => {
    watched?.stop();
    account = null;
    waiting = true;
    let stopped = false;
    let stopSnapshot = () => {};
    const release = () => {
      if (!waiting) return;
      waiting = false;
      emit();
    };
    const timer = setTimeout(release, ACCOUNT_WAIT_MS);
    watched = {
      key,
      stop: () => {
        stopped = true;
        clearTimeout(timer);
        stopSnapshot();
      },
    };
    void import('./account-watch').then(({ watchAccountState, syncProfileEmail }) => {
      if (stopped) return;
      // Best effort: offline it fails and the next session tries again.
      if (user.email) syncProfileEmail(user.uid, user.email).catch(() => undefined);
      stopSnapshot = watchAccountState(accountId, (next) => {
        if (!waiting && sameAccount(next, account)) return;
        account = next;
        clearTimeout(timer);
        if (waiting) release();
        else emit();
      });
    }, release);
  };

  const stopAuth = onIdTokenChanged(auth, async (user) => {
    if (!user) {
      watched?.stop();
      watched = null;
      waiting = false;
      base = signedOut;
      account = null;
      return emit();
    }
    const token = await user.getIdTokenResult();
    if (auth.currentUser?.uid !== user.uid) return;
    const claims = claimsOf(token.claims);
    base = { user, claims, emailVerified: token.claims.email_verified === true };
    const member = claims.accountId && base.emailVerified && claims.role !== 'client';
    const key = member ? `${user.uid}/${claims.accountId}` : null;
    if (key && claims.accountId && watched?.key !== key) return watchAccount(key, claims.accountId, user);
    if (!key && watched) {
      watched.stop();
      watched = null;
      waiting = false;
      account = null;
    }
    emit();
  });

  return () => {
    stopAuth();
    watched?.stop();
  };
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}

export async function signOut(): Promise<void> {
  await firebaseSignOut(auth);
}

/** Reloads the user and forces a new ID token: after a verification or a claim change. */
export async function refreshSession(): Promise<void> {
  const user = auth.currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
}
