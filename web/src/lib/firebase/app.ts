/**
 * The Firebase app and Auth, needed before the router mounts. Firestore, Storage and Functions
 * are in their own modules so the public routes never download them.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { emulators, firebaseOptions } from './config';

export const firebaseApp = initializeApp(firebaseOptions);

export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });
if (emulators) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
