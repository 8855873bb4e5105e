import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import type { ActionOutcome } from '../features/auth/api/handle-action-code';
import { ConfirmingEmailScreen } from '../features/auth/screens/ConfirmingEmailScreen';

// The action URL of Firebase Auth's email templates (docs/accounts.md): every link lands here.
const code = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));
const SearchSchema = v.object({ mode: code, oobCode: code });

export const Route = createFileRoute('/confirming-email')({
  validateSearch: (search) => v.parse(SearchSchema, { mode: search.mode, oobCode: search.oobCode }),
  component: ConfirmingEmailRoute,
});

function ConfirmingEmailRoute() {
  const { mode, oobCode } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onOutcome = useCallback(
    (outcome: ActionOutcome) => {
      if (outcome.kind === 'reset-password') {
        void navigate({ to: '/reset-password', search: { mode: 'resetPassword', oobCode }, replace: true });
      } else {
        void navigate({ to: '/confirmed-email', search: { reason: outcome.kind, email: outcome.email ?? undefined }, replace: true });
      }
    },
    [navigate, oobCode],
  );
  return <ConfirmingEmailScreen mode={mode} oobCode={oobCode} onOutcome={onOutcome} />;
}
