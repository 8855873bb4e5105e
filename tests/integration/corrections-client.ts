/**
 * Signed-in web clients for the invoice-edit callables: the Firebase Web SDK in Node against
 * the test stack's Auth and Functions emulators, one app per user so sessions never mix.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, type FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import { host, ports, projectId } from '../support/stack.ts';

export interface Caller {
  call: <T = unknown>(name: string, data: unknown) => Promise<T>;
  close: () => Promise<void>;
}

/** `email` null: a caller that is not signed in. */
export async function caller(email: string | null, password = ''): Promise<Caller> {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `corrections-${email}-${Math.random()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, host, ports.functions);
  if (email) await signInWithEmailAndPassword(auth, email, password);
  return {
    call: async <T,>(name: string, data: unknown) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}

/** The status and translated-code of a refused call; fails the test when the call succeeds. */
export async function refused(call: Promise<unknown>): Promise<{ status: string; code: unknown }> {
  try {
    await call;
  } catch (error) {
    const failure = error as FunctionsError;
    return { status: failure.code, code: (failure.details as { code?: unknown } | undefined)?.code };
  }
  throw new Error('the call was expected to be refused');
}
