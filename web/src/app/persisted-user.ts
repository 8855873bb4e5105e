/**
 * Whether Firebase Auth has a signed-in user stored on this device. Auth keeps it in
 * localStorage (browserLocalPersistence, lib/firebase/app.ts) under this key. Without one the
 * app is signed out for certain and can show the sign-in page before the Auth SDK has loaded;
 * the session watcher still starts soon after and corrects any surprise.
 */
import { firebaseOptions } from '../lib/firebase/config';

export function hasPersistedUser(): boolean {
  try {
    return localStorage.getItem(`firebase:authUser:${firebaseOptions.apiKey}:[DEFAULT]`) !== null;
  } catch {
    // No storage to read: assume a user may exist and wait for Auth, as before.
    return true;
  }
}
