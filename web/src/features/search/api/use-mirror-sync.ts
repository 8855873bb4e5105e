import { onSnapshot, onSnapshotsInSync } from 'firebase/firestore';
import { useEffect } from 'react';
import { localDb } from '../../../lib/db/local-db';
import { accountSummaryRef } from '../../../lib/firebase/account-summary';
import { firestore } from '../../../lib/firebase/firestore';
import { afterQuiet } from '../../../lib/scheduling/after-quiet';
import { captureError } from '../../../lib/sentry/sentry';
import { onMirrorAsked } from './mirror-start';
import { clearMirror } from './mirror-store';
import { startMirrorSync } from './mirror-sync';

/** Mirrors the account's companies and invoices while it is active (before, the rules say no). */
export function useMirrorSync(accountId: string | undefined, companyId: string | null): void {
  useEffect(() => {
    if (!accountId) return;
    let stopSync: (() => void) | null = null;
    let stopAccount = () => {};
    let started = false;
    let stopAsked = () => {};
    // The mirror serves the next search and the next offline visit, not the first screen: its
    // listeners (every company and invoice, their IndexedDB and Dexie writes) start once the
    // screen's own snapshots have stopped arriving for a while, or at once when the search is
    // opened. Started in the middle of the first load, they lengthened its tasks on a slow phone.
    const start = () => {
      if (started) return;
      started = true;
      cancelStart();
      stopAsked();
      stopAccount = onSnapshot(
        accountSummaryRef(firestore, accountId).withConverter(null),
        (snapshot) => {
          const active = snapshot.get('status') === 'active';
          if (active && !stopSync) stopSync = startMirrorSync(firestore, localDb, { accountId, companyId });
          if (!active && stopSync) {
            stopSync();
            stopSync = null;
          }
        },
        captureError,
      );
    };
    const cancelStart = afterQuiet(start, { activity: (onActivity) => onSnapshotsInSync(firestore, onActivity) });
    stopAsked = onMirrorAsked(start);
    return () => {
      cancelStart();
      stopAsked();
      stopAccount();
      stopSync?.();
    };
  }, [accountId, companyId]);
}

/** Forgets the mirror on this device, so the next person on it finds nothing of this agency. */
export function forgetMirror(): Promise<void> {
  return clearMirror(localDb);
}
