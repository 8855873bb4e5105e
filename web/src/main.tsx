import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppErrorBoundary } from './app/AppErrorBoundary';
import { router } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { startSentry } from './lib/sentry/sentry';
import './styles.css';

async function start() {
  await initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <Suspense fallback={null}>
          <App />
        </Suspense>
      </AppErrorBoundary>
    </StrictMode>,
  );
  // Error reporting loads after the first screen, in its own chunk, and only with a DSN.
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  idle(() => void startSentry({ router }));
}

void start();
