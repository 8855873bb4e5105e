import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { COMPANY_FILTERS } from '../../../features/admin/filters';
import { CompaniesScreen } from '../../../features/admin/screens/CompaniesScreen';

const SearchSchema = v.object({ status: v.optional(v.picklist(COMPANY_FILTERS)) });

export const Route = createFileRoute('/_authed/admin/companies')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, { status: search.status });
    return parsed.success ? parsed.output : {};
  },
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const status = Route.useSearch().status ?? 'pending';
  const navigate = Route.useNavigate();
  return <CompaniesScreen filter={status} onFilterChange={(next) => void navigate({ search: { status: next }, replace: true })} />;
}
