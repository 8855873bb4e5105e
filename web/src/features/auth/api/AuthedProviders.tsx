import { Outlet } from '@tanstack/react-router';
import { FirebaseAppProvider, FirestoreProvider, StorageProvider } from 'reactfire';
import { firebaseApp } from '../../../lib/firebase/app';
import { firestore } from '../../../lib/firebase/firestore';
import { storage } from '../../../lib/firebase/storage';

/** Signed-in screens read Firestore and Storage through reactfire, kept behind features' api/. */
export function AuthedProviders() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>
        <StorageProvider sdk={storage}>
          <Outlet />
        </StorageProvider>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
