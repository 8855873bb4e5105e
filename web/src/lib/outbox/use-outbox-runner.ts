/**
 * Starts the upload outbox for the signed-in member of an agency and stops it on sign-out.
 * The runner (Firestore, Storage, Functions, IndexedDB) is imported on demand, once the first
 * screen is drawn: files left waiting by an earlier visit resume a moment later, not before
 * the screen appears (files chosen now are queued in IndexedDB either way).
 */
import { useEffect } from 'react';
import type { Session } from '../auth/session';
import { whenIdle } from '../scheduling/when-idle';

export function useOutboxRunner(session: Session | null): void {
  const uid = session?.user?.uid;
  const accountId = session?.claims.accountId;
  const verified = session?.emailVerified ?? false;
  useEffect(() => {
    if (!uid || !accountId || !verified) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    const cancelStart = whenIdle(
      () =>
        void import('./outbox-runner').then(({ runOutbox }) => {
          if (!unmounted) stop = runOutbox({ uid, accountId });
        }),
    );
    return () => {
      unmounted = true;
      cancelStart();
      stop?.();
    };
  }, [uid, accountId, verified]);
}
