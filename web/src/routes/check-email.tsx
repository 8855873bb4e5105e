import { createFileRoute, redirect } from '@tanstack/react-router';
import { CheckEmailScreen } from '../features/auth/screens/CheckEmailScreen';
import { homePath } from '../lib/auth/landing';

export const Route = createFileRoute('/check-email')({
  beforeLoad: ({ context: { session } }) => {
    if (!session.user) return;
    const home = homePath(session);
    if (home !== '/check-email') throw redirect({ href: home });
  },
  component: CheckEmailScreen,
});
