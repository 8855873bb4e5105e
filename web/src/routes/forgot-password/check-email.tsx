import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ForgotPasswordCheckEmailScreen } from '../../features/auth/screens/ForgotPasswordCheckEmailScreen';

const SearchSchema = v.object({ email: v.optional(v.string()) });

export const Route = createFileRoute('/forgot-password/check-email')({
  validateSearch: (search) => v.parse(SearchSchema, { email: typeof search.email === 'string' ? search.email : undefined }),
  component: ForgotPasswordCheckEmailRoute,
});

function ForgotPasswordCheckEmailRoute() {
  const { email } = Route.useSearch();
  return <ForgotPasswordCheckEmailScreen email={email} />;
}
