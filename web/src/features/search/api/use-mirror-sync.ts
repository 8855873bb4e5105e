import { onSnapshot } from 'firebase/firestore';
import { useEffect } from 'react';
import { localDb } from '../../../lib/db/local-db';
import { accountSummaryRef } from '../../../lib/firebase/account-summary';
import { firestore } from '../../../lib/firebase/firestore';
import { afterFirstScreen } from '../../../lib/scheduling/first-screen';
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
    // Listeners start once the first screen's figures are drawn and the browser has settled (their
    // IndexedDB work made the dashboard's long tasks longer on a slow phone), or at once when the
    // header search is focused: the mirror serves the next search and the next offline visit.
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
    let stopAsked: () => void = () => {};
    const cancelStart = afterFirstScreen(start);
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
