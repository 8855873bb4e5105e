/**
 * Firebase web configuration from Vite variables. Locally `npm start` and the tests point them
 * at the emulators (scripts/lib/emulator-ports.ts); a deployment sets them in web/.env.production.
 */
interface EmulatorTargets {
  auth: string;
  firestore: { host: string; port: number };
  storage: { host: string; port: number };
  functions: { host: string; port: number };
}

export const firebaseOptions = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-factoria',
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-factoria.appspot.com',
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

export const functionsRegion = 'europe-west1';

export const emulators: EmulatorTargets | null = import.meta.env.VITE_EMULATORS
  ? (JSON.parse(import.meta.env.VITE_EMULATORS) as EmulatorTargets)
  : null;
