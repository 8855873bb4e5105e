import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { InvoicesScreen } from '../../../../features/invoices/screens/InvoicesScreen';

const SearchSchema = v.object({ company: v.optional(v.string()) });

export const Route = createFileRoute('/_authed/_dashboard/invoices/')({
  validateSearch: (search) => v.parse(SearchSchema, { company: search.company }),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const { company } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InvoicesScreen
      companyId={company ?? null}
      onCompanyChange={(id) => void navigate({ search: { company: id ?? undefined }, replace: true })}
    />
  );
}
