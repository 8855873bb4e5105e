import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthedProviders, startFirestoreClient } from '../features/auth/api/AuthedProviders';
import { redirectFor } from '../lib/auth/landing';

// The one auth guard of the app.
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.user) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
    // Role and account state decide the rest (lib/auth/landing.ts): setup steps, awaiting
    // approval, client users limited to their company, the administrator's views.
    const target = redirectFor(context.session, location.pathname);
    if (target) throw redirect({ href: target, replace: true });
  },
  loader: startFirestoreClient,
  component: AuthedProviders,
});
