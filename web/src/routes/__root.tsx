import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Session } from '../lib/auth/session';
import { NotFoundScreen } from '../features/shell/screens/NotFoundScreen';

export interface RouterContext {
  session: Session;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundScreen,
});
