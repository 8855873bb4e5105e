import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInScreen } from '../features/auth/screens/SignInScreen';
import { homePath } from '../lib/auth/landing';

// Only paths of this app: "//host" would leave it.
const SearchSchema = v.object({ redirect: v.optional(v.pipe(v.string(), v.regex(/^\/(?!\/)/))) });

export const Route = createFileRoute('/sign-in')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, { redirect: search.redirect });
    return parsed.success ? parsed.output : {};
  },
  beforeLoad: ({ context: { session }, search }) => {
    if (session.user) throw redirect({ href: search.redirect ?? homePath(session), replace: true });
  },
  component: SignInRoute,
});

function SignInRoute() {
  const router = useRouter();
  // The session listener invalidates the router; beforeLoad then sends the user on.
  return <SignInScreen onSignedIn={() => void router.invalidate()} />;
}
