import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorFallback } from '../features/shell/components/ErrorFallback';
import { DeferredUpdatePrompt } from '../features/shell/components/DeferredUpdatePrompt';
import { NotFoundScreen } from '../features/shell/screens/NotFoundScreen';
import type { Session } from '../lib/auth/session';

export interface RouterContext {
  session: Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ({ error, info, reset }) => <ErrorFallback error={error} componentStack={info?.componentStack} onRetry={reset} />,
  notFoundComponent: NotFoundScreen,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <DeferredUpdatePrompt />
    </>
  );
}
