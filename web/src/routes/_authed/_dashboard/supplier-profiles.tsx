import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SupplierProfilesScreen } from '../../../features/supplier-profiles/screens/SupplierProfilesScreen';

const SearchSchema = v.object({ q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined) });

export const Route = createFileRoute('/_authed/_dashboard/supplier-profiles')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: SupplierProfilesRoute,
});

function SupplierProfilesRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SupplierProfilesScreen search={q ?? ''} onSearchChange={(value) => void navigate({ search: { q: value || undefined }, replace: true })} />;
}
