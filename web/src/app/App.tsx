import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { watchSession, type Session } from '../lib/auth/session';
import { router } from './router';

/** Mounts the router once Firebase Auth has resolved, and re-runs guards on every change. */
export function App() {
  const [session, setSession] = useState<Session | null>(null);

  useEffect(() => watchSession(setSession), []);
  useEffect(() => {
    if (session) void router.invalidate();
  }, [session]);

  if (!session) return null;
  return <RouterProvider router={router} context={{ session }} />;
}
