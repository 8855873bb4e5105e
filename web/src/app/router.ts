import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { ErrorFallback } from '../features/shell/components/ErrorFallback';
import { signedOut } from '../lib/auth/session';
import { routeTree } from '../routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { session: signedOut },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A screen that fails shows the translated fallback inside the layout, not a blank page.
  defaultErrorComponent: ({ error, info, reset }) =>
    createElement(ErrorFallback, { error, componentStack: info?.componentStack ?? null, onRetry: reset }),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
