/**
 * A browser-like client for the account callables: the Firebase Web SDK in Node against the
 * test stack's Auth and Functions emulators, one app per user so sessions never mix.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, type FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import { host, ports, projectId } from '../support/stack.ts';

export interface AccountClient {
  auth: Auth;
  uid: string;
  call: <T = unknown>(name: string, data?: unknown) => Promise<T>;
  /** A new ID token, so claims and email_verified set on the server reach the next call. */
  refresh: () => Promise<Record<string, unknown>>;
  close: () => Promise<void>;
}

function connect() {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `accounts-${Math.random().toString(36).slice(2)}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, host, ports.functions);
  return { app, auth, functions };
}

async function client(mode: 'sign-up' | 'sign-in', email: string, password: string): Promise<AccountClient> {
  const { app, auth, functions } = connect();
  const { user } =
    mode === 'sign-up' ? await createUserWithEmailAndPassword(auth, email, password) : await signInWithEmailAndPassword(auth, email, password);
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
  const { app, auth } = connect();
  try {
    await confirmPasswordReset(auth, code, password);
  } finally {
    await deleteApp(app);
  }
}

/** The `code` a refused callable carries in its details (what the web app translates). */
export async function refusal(promise: Promise<unknown>): Promise<{ status: string; code: unknown }> {
  try {
    await promise;
  } catch (error) {
    const failure = error as FunctionsError;
    return { status: failure.code, code: (failure.details as { code?: unknown } | undefined)?.code };
  }
  throw new Error('expected the call to be refused');
}
