import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignUpScreen } from '../features/auth/screens/SignUpScreen';
import { homePath } from '../lib/auth/landing';

export const Route = createFileRoute('/sign-up')({
  beforeLoad: ({ context: { session } }) => {
    // Signed in without an account (sign-up stopped half-way) stays to finish it.
    if (session.user && (session.claims.accountId || session.claims.admin)) throw redirect({ href: homePath(session) });
  },
  component: SignUpRoute,
});

function SignUpRoute() {
  const { session } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return <SignUpScreen completing={session.user !== null} onSignedUp={() => void navigate({ to: '/check-email' })} />;
}
