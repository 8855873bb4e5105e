import { createRouter } from '@tanstack/react-router';
import { signedOut } from '../lib/auth/session';
import { routeTree } from '../routeTree.gen';

export const router = createRouter({
  routeTree,
  context: { session: signedOut },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
