/**
 * Starts the upload outbox for the signed-in member of an agency and stops it on sign-out.
 * The runner (Firestore, Storage, Functions, IndexedDB) is imported on demand.
 */
import { useEffect } from 'react';
import type { Session } from '../auth/session';

export function useOutboxRunner(session: Session | null): void {
  const uid = session?.user?.uid;
  const accountId = session?.claims.accountId;
  const verified = session?.emailVerified ?? false;
  useEffect(() => {
    if (!uid || !accountId || !verified) return;
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('./outbox-runner').then(({ runOutbox }) => {
      if (!unmounted) stop = runOutbox({ uid, accountId });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [uid, accountId, verified]);
}
