import { onSnapshot } from 'firebase/firestore';
import { useEffect } from 'react';
import { localDb } from '../../../lib/db/local-db';
import { accountSummaryRef } from '../../../lib/firebase/account-summary';
import { firestore } from '../../../lib/firebase/firestore';
import { whenIdle } from '../../../lib/scheduling/when-idle';
import { captureError } from '../../../lib/sentry/sentry';
import { clearMirror } from './mirror-store';
import { startMirrorSync } from './mirror-sync';

/** Mirrors the account's companies and invoices while it is active (before, the rules say no). */
export function useMirrorSync(accountId: string | undefined, companyId: string | null): void {
  useEffect(() => {
    if (!accountId) return;
    let stopSync: (() => void) | null = null;
    let stopAccount = () => {};
    // Listeners start once the screen has settled: the mirror serves the next search or the
    // next offline visit, not the first paint.
    const cancelStart = whenIdle(() => {
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
    });
    return () => {
      cancelStart();
      stopAccount();
      stopSync?.();
    };
  }, [accountId, companyId]);
}

/** Forgets the mirror on this device, so the next person on it finds nothing of this agency. */
export function forgetMirror(): Promise<void> {
  return clearMirror(localDb);
}
