import { createRouter } from '@tanstack/react-router';
import { createElement } from 'react';
import { ErrorFallback } from '../features/shell/components/ErrorFallback';
import type { Session } from '../lib/auth/session';
import { routeTree } from '../routeTree.gen';

/**
 * Signed out, before the session watcher has said otherwise. Declared here rather than imported
 * from lib/auth/session, whose import would put the Auth SDK into every page's first load.
 */
export const noSession: Session = { user: null, claims: {}, emailVerified: false, account: null };

export const router = createRouter({
  routeTree,
  context: { session: noSession },
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
