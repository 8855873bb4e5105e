import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { type CompanyQuery, SORT_KEYS } from '../../../../features/clients/model/filter-companies';
import { ClientsScreen } from '../../../../features/clients/screens/ClientsScreen';

// The list's search, filter and sort live in the URL: shareable, and kept on back/forward.
const SearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  status: v.fallback(v.optional(v.picklist(['all', 'active', 'inactive', 'pending'])), undefined),
  sort: v.fallback(v.optional(v.picklist(SORT_KEYS)), undefined),
  dir: v.fallback(v.optional(v.picklist(['asc', 'desc'])), undefined),
});

export const Route = createFileRoute('/_authed/_dashboard/clients/')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: ClientsRoute,
});

function ClientsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query: CompanyQuery = {
    search: search.q ?? '',
    status: search.status ?? 'all',
    sort: search.sort ?? 'name',
    direction: search.dir ?? 'asc',
  };
  return (
    <ClientsScreen
      query={query}
      onQueryChange={(change) => {
        const next = { ...query, ...change };
        void navigate({
          search: {
            q: next.search || undefined,
            status: next.status === 'all' ? undefined : next.status,
            sort: next.sort === 'name' ? undefined : next.sort,
            dir: next.direction === 'asc' ? undefined : next.direction,
          },
          replace: true,
        });
      }}
    />
  );
}
