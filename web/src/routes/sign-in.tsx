import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInScreen } from '../features/auth/screens/SignInScreen';

const SearchSchema = v.object({ redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))) });

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search) => v.parse(SearchSchema, { redirect: search.redirect }),
  beforeLoad: ({ context, search }) => {
    if (context.session.user) throw redirect({ to: search.redirect ?? '/' });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const router = useRouter();
  // The session listener invalidates the router; beforeLoad then sends the user on.
  return <SignInScreen onSignedIn={() => void router.invalidate()} />;
}
