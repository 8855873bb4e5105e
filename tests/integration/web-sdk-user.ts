/**
 * A signed-in user of the web app in Node: the Firebase Web SDK (Auth, Firestore, Storage,
 * Functions) against the test stack's emulators, with the security rules applied, as a probe
 * running in a browser would be. One app per user so sessions never mix.
 */
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { connectClient } from '../support/callables.ts';
import { bucket, host, ports } from '../support/stack.ts';

export interface WebUser {
  uid: string;
  firestore: Firestore;
  storage: FirebaseStorage;
  call: <T = unknown>(name: string, data: unknown) => Promise<T>;
  close: () => Promise<void>;
}

export async function signInWebUser(email: string, password: string): Promise<WebUser> {
  const { app, auth, functions } = connectClient('web-user');
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, host, ports.firestore);
  const storage = getStorage(app, `gs://${bucket}`);
  connectStorageEmulator(storage, host, ports.storage);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  return {
    uid: user.uid,
    firestore,
    storage,
    call: async <T,>(name: string, data: unknown) => (await httpsCallable<unknown, T>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}
