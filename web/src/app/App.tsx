import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { watchSession, type Session } from '../lib/auth/session';
import { useOutboxRunner } from '../lib/outbox/use-outbox-runner';
import { router } from './router';
import { Splash } from './Splash';

/** Mounts the router once Firebase Auth has resolved, and re-runs guards on every change. */
export function App() {
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => watchSession(setSession), []);
  useOutboxRunner(session);
  useEffect(() => {
    if (session) void router.invalidate();
  }, [session]);

  if (!session) return <Splash />;
  return <RouterProvider router={router} context={{ session }} />;
}
