import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { router } from './app/router';
import { Splash } from './app/Splash';
import { offlineReadiness } from './features/shell/warm-asset-cache';
import { initI18n } from './lib/i18n/i18n';
import { nextTask } from './lib/scheduling/next-task';
import { whenIdle } from './lib/scheduling/when-idle';
import { startSentry } from './lib/sentry/sentry';
import './styles.css';

/**
 * Fetches the chunks of the page being opened while the languages and the session load, one
 * route per task: the browser compiles each file as it is handed over.
 */
async function preloadCurrentPage() {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) {
    // Offline before a chunk was ever cached, this fails; the page then shows its own error.
    void router.loadRouteChunk(route)?.catch(() => undefined);
    await nextTask();
  }
}

async function start() {
  // Before anything renders: the worker is registered while a component renders (useRegisterSW)
  // and may take the page over before that component's effects run, or while it is unmounted.
  offlineReadiness.start();
  // Each route's preload, then i18n, then the first render, each in a task of its own.
  await preloadCurrentPage();
  await initI18n();
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  // A transition renders in slices of a few milliseconds, yielding to the browser between them,
  // instead of one long task: on a slow phone the page stays responsive while it first renders.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppErrorBoundary>
          <Suspense fallback={<Splash />}>
            <App />
          </Suspense>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
  // Error reporting loads after the first screen, in its own chunk, and only with a DSN.
  whenIdle(() => void startSentry({ router }));
}

void start();
