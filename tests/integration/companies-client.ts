/**
 * Signed-in web clients for the company callables: the Firebase Web SDK in Node against the
 * test stack's Auth and Functions emulators, one app per user so sessions never mix.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, type FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import { host, ports, projectId } from '../support/stack.ts';

export interface WebClient {
  call: <T = unknown>(name: string, data: unknown) => Promise<T>;
  close: () => Promise<void>;
}

export async function signedInClient(email: string, password: string): Promise<WebClient> {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `client-${email}-${Math.random()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${host}:${ports.auth}`, { disableWarnings: true });
  const functions = getFunctions(app, 'europe-west1');
  connectFunctionsEmulator(functions, host, ports.functions);
  await signInWithEmailAndPassword(auth, email, password);
  return {
    call: async <T,>(name: string, data: unknown) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}

/** The `code` a refused callable carries in its details (what the web app translates). */
export function refusal(error: unknown): { status: string; code: unknown } {
  const failure = error as FunctionsError;
  const details = failure.details as { code?: unknown } | undefined;
  return { status: failure.code, code: details?.code };
}

/**
 * Calls until the callable itself answers. Under load the Functions emulator can fail to start
 * a worker for one of several concurrent requests (an error without our code); like the app,
 * this sends the same request again, which the callables recognise by its request id.
 */
export async function callAnswered<T = unknown>(client: WebClient, name: string, data: unknown, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await client.call<T>(name, data);
    } catch (error) {
      if (refusal(error).code !== undefined || attempt >= attempts) throw error;
    }
  }
}
