import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ACCOUNT_FILTERS } from '../../../../features/admin/filters';
import { AccountsScreen } from '../../../../features/admin/screens/AccountsScreen';

const SearchSchema = v.object({ status: v.optional(v.picklist(ACCOUNT_FILTERS)) });

export const Route = createFileRoute('/_authed/admin/accounts/')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, { status: search.status });
    return parsed.success ? parsed.output : {};
  },
  component: AccountsRoute,
});

function AccountsRoute() {
  const status = Route.useSearch().status ?? 'pending-approval';
  const navigate = Route.useNavigate();
  return <AccountsScreen filter={status} onFilterChange={(next) => void navigate({ search: { status: next }, replace: true })} />;
}
