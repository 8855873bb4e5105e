import { getApps, initializeApp, type AppOptions } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { getStorage } from 'firebase-admin/storage';

/**
 * On the emulators there is no metadata server: without a named service account, every
 * function process asks 169.254.169.254 for one (and waits) before its first task enqueue.
 * Options replace FIREBASE_CONFIG (project, bucket), so it is read here too. Deployed
 * functions keep the defaults and find their account on the metadata server.
 */
function options(): AppOptions | undefined {
  const config = process.env.FIREBASE_CONFIG?.trim();
  if (process.env.FUNCTIONS_EMULATOR !== 'true' || !config?.startsWith('{')) return undefined;
  const firebaseConfig = JSON.parse(config) as AppOptions;
  return { ...firebaseConfig, serviceAccountId: `${firebaseConfig.projectId ?? 'demo-factoria'}@appspot.gserviceaccount.com` };
}

function app() {
  return getApps()[0] ?? initializeApp(options());
}

export const db = () => getFirestore(app());
export const adminAuth = () => getAuth(app());
export const storage = () => getStorage(app());
export const adminFunctions = () => getFunctions(app());
