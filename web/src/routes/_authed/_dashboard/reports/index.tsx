import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ReportsScreen } from '../../../../features/reports/screens/ReportsScreen';

const SearchSchema = v.object({ company: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/))), undefined) });

export const Route = createFileRoute('/_authed/_dashboard/reports/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: ReportsRoute,
});

function ReportsRoute() {
  const { company } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportsScreen
      companyId={company ?? null}
      onCompanyChange={(id) => void navigate({ search: { company: id ?? undefined }, replace: true })}
    />
  );
}
