import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmedEmailScreen } from '../features/auth/screens/ConfirmedEmailScreen';

const SearchSchema = v.object({
  reason: v.fallback(v.picklist(['verified', 'changed', 'recovered']), 'verified'),
  email: v.optional(v.string()),
});

export const Route = createFileRoute('/confirmed-email')({
  validateSearch: (search) => v.parse(SearchSchema, { reason: search.reason, email: search.email }),
  component: ConfirmedEmailRoute,
});

function ConfirmedEmailRoute() {
  const { reason, email } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Verified: on to the dashboard (the guard sends an account in setup to its next step).
  // Changed or recovered: the old session is over, so to sign-in.
  return (
    <ConfirmedEmailScreen
      reason={reason}
      email={email}
      onContinue={() => void navigate({ to: reason === 'verified' ? '/' : '/sign-in', replace: true })}
    />
  );
}
