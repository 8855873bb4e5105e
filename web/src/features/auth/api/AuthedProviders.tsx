import { Outlet } from '@tanstack/react-router';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from '../../../lib/firebase/app';
import { firestore } from '../../../lib/firebase/firestore';

/**
 * Signed-in screens read Firestore through reactfire, kept behind features' api/. Storage is
 * imported by the few screens that read or write files (lib/firebase/storage), so its SDK is
 * not part of every signed-in page's first load.
 */
export function AuthedProviders() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={firestore}>
        <Outlet />
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
