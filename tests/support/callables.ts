/**
 * Browser-like clients for the callables in tests: the Firebase Web SDK in Node against the
 * test stack's Auth and Functions emulators, one app per user so sessions never mix.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, type FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import { uniqueId } from './admin.ts';
import { host, ports, projectId } from './stack.ts';

/** A web app of its own, connected to the emulators and not signed in. */
export function connectClient(label: string) {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, uniqueId(label));
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, host, ports.functions);
  return { app, auth, functions };
}

export interface CallableClient {
  call: <T = unknown>(name: string, data: unknown) => Promise<T>;
  close: () => Promise<void>;
}

/** `email` null: a caller that is not signed in. */
export async function signedInClient(email: string | null, password = ''): Promise<CallableClient> {
  const { app, auth, functions } = connectClient('client');
  if (email) await signInWithEmailAndPassword(auth, email, password);
  return {
    call: async <T,>(name: string, data: unknown) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}

/** The status and the `code` a refused callable carries in its details (what the web app translates). */
export function refusal(error: unknown): { status: string; code: unknown } {
  const failure = error as FunctionsError;
  return { status: failure.code, code: (failure.details as { code?: unknown } | undefined)?.code };
}

/** The refusal of a call; fails the test when the call succeeds. */
export async function refusedWith(call: Promise<unknown>): Promise<{ status: string; code: unknown }> {
  try {
    await call;
  } catch (error) {
    return refusal(error);
  }
  throw new Error('the call was expected to be refused');
}
