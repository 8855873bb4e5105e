/**
 * A browser-like client for the account callables: the Firebase Web SDK in Node against the
 * test stack's Auth and Functions emulators, one app per user so sessions never mix.
 */
import { deleteApp } from 'firebase/app';
import {
  confirmPasswordReset,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { connectClient } from '../support/callables.ts';

export interface AccountClient {
  auth: Auth;
  uid: string;
  call: <T = unknown>(name: string, data?: unknown) => Promise<T>;
  /** A new ID token, so claims and email_verified set on the server reach the next call. */
  refresh: () => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}

async function client(mode: 'sign-up' | 'sign-in', email: string, password: string): Promise<AccountClient> {
  const { app, auth, functions } = connectClient('accounts');
  // As the web app signs up: the signUp callable creates the user (docs/decisions/1311), then it signs in.
  if (mode === 'sign-up') await httpsCallable(functions, 'signUp')({ email, password });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return {
    auth,
    uid: user.uid,
    call: async <T,>(name: string, data: unknown = {}) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    refresh: async () => (await user.getIdTokenResult(true)).claims,
    close: () => deleteApp(app),
  };
}

export const signUpClient = (email: string, password: string) => client('sign-up', email, password);
export const signInClient = (email: string, password: string) => client('sign-in', email, password);

/** What the reset-password route does with the code of an invitation link. */
export async function setPasswordWithCode(code: string, password: string): Promise<void> {
  const { app, auth } = connectClient('accounts');
  try {
    await confirmPasswordReset(auth, code, password);
  } finally {
    await deleteApp(app);
  }
}
