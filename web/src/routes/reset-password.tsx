import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordScreen } from '../features/auth/screens/ResetPasswordScreen';

const code = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));
const SearchSchema = v.object({
  mode: code,
  oobCode: code,
  invited: v.optional(v.pipe(v.unknown(), v.transform((value) => value === 1 || value === '1' || value === true))),
});

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search) => v.parse(SearchSchema, { mode: search.mode, oobCode: search.oobCode, invited: search.invited }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { oobCode, invited } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Signed in with the new password: the guard takes the user to their first screen.
  return <ResetPasswordScreen oobCode={oobCode} invited={invited === true} onReset={() => void navigate({ to: '/', replace: true })} />;
}
