import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useModule } from '../../../lib/lazy/use-module';
import { whenIdle } from '../../../lib/scheduling/when-idle';

const loadUpdatePrompt = () => import('./UpdatePrompt');

/**
 * The service worker is registered once the first screen has settled (the usual advice:
 * registering fetches and precaches the shell, which must not compete with the first screen).
 */
export function DeferredUpdatePrompt() {
  const settled = useRouterState({ select: (state) => state.status === 'idle' && !state.isLoading });
  const [ready, setReady] = useState(false);
  useEffect(() => (settled && !ready ? whenIdle(() => setReady(true)) : undefined), [settled, ready]);
  return ready ? <LoadedUpdatePrompt /> : null;
}

function LoadedUpdatePrompt() {
  const { module } = useModule(loadUpdatePrompt);
  return module ? <module.UpdatePrompt /> : null;
}
