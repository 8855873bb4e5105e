import { createFileRoute } from '@tanstack/react-router';
import { FilesScreen } from '../../../../features/storage/screens/FilesScreen';
import { LIVE_SORT, parseStorageSearch, toFileQuery, toStorageSearch } from '../../../../features/storage/model/storage-search';

export const Route = createFileRoute('/_authed/_dashboard/storage/')({
  validateSearch: parseStorageSearch,
  component: function StorageFilesRoute() {
    const query = toFileQuery(Route.useSearch(), LIVE_SORT);
    const navigate = Route.useNavigate();
    return (
      <FilesScreen
        scope="all"
        query={query}
        onQueryChange={(change) => void navigate({ search: toStorageSearch({ ...query, ...change }, LIVE_SORT), replace: true })}
      />
    );
  },
});
