import { Outlet } from '@tanstack/react-router';
import { onSnapshotsInSync } from 'firebase/firestore';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from '../../../lib/firebase/app';
import { firestore } from '../../../lib/firebase/firestore';
import { nextTask } from '../../../lib/scheduling/next-task';

let clientStarted: Promise<void> | null = null;

/**
 * Starts Firestore's client (its persistence, the tabs' lease, the local store) in a task of its
 * own, after the task that evaluated the SDK and before the one that renders the screen: the
 * screen's first listener would otherwise start it inside that render, and on a slow phone the
 * three make one long task. Any call that needs the client starts it; an in-sync listener,
 * removed at once, does nothing else. The signed-in routes' loader awaits it: suspending the
 * screen for it instead would show an empty fallback first, and React holds back what replaces a
 * fallback for 300 ms (its throttle on reveals), so the first screen would paint that much later.
 */
export function startFirestoreClient(): Promise<void> {
  clientStarted ??= (async () => {
    await nextTask();
    onSnapshotsInSync(firestore, () => undefined)();
    await nextTask();
  })();
  return clientStarted;
}

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
