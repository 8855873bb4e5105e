import { createFileRoute, redirect } from '@tanstack/react-router';
import { AuthedProviders } from '../features/auth/api/AuthedProviders';

// The one auth guard of the app.
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.user) {
      throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    }
  },
  component: AuthedProviders,
});
