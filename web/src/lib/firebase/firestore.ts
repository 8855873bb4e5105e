import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulators } from './config';

/** Documents stay readable offline: Firestore's persistent cache, shared across tabs. */
export const firestore = initializeFirestore(firebaseApp, {
  localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
});
if (emulators) connectFirestoreEmulator(firestore, emulators.firestore.host, emulators.firestore.port);
