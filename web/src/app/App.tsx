import { RouterProvider } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import type { Session } from '../lib/auth/session';
import { useOutboxRunner } from '../lib/outbox/use-outbox-runner';
import { nextTask } from '../lib/scheduling/next-task';
import { onFirstInteraction } from './on-first-interaction';
import { hasPersistedUser } from './persisted-user';
import { noSession, router } from './router';
import { Splash } from './Splash';

/**
 * Mounts the router once the session is known, and re-runs guards on every change. With no
 * user stored on this device the session is known at once (signed out): the sign-in page then
 * needs no Auth SDK to appear. With a stored user the app waits for Firebase Auth to resolve it.
 */
export function App() {
  const [session, setSession] = useState<Session | null>(() => (hasPersistedUser() ? null : noSession));

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    // Signed out stays the same session: re-running the guards then would reset the screen.
    // A transition: the screens the new session opens render in slices, not in one long task.
    const update = (next: Session) =>
      startTransition(() => setSession((previous) => (!previous?.user && !next.user && previous ? previous : next)));
    const watch = () =>
      void import('../lib/auth/session').then(({ watchSession }) => {
        if (cancelled) return;
        stop = watchSession(update);
        // A stored user is most likely an agency member, whose session waits for the account's
        // state: fetch that module while Auth restores the user, and run it in a task of its
        // own rather than in the Auth SDK's.
        if (hasPersistedUser()) void nextTask().then(() => import('../lib/auth/account-watch').catch(() => undefined));
      });
    let cancelWatch = () => {};
    // Signed out: the Auth SDK is needed only once someone starts using the page (or to hear of
    // a sign-in in another tab), so it loads then, never delaying the first screen.
    if (hasPersistedUser()) watch();
    else cancelWatch = onFirstInteraction(watch, 5000);
    return () => {
      cancelled = true;
      cancelWatch();
      stop?.();
    };
  }, []);
  useOutboxRunner(session);
  useEffect(() => {
    if (session) void router.invalidate();
  }, [session]);

  if (!session) return <Splash />;
  return <RouterProvider router={router} context={{ session }} />;
}
