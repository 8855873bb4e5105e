import { createFileRoute } from '@tanstack/react-router';
import { DeletedFilesScreen } from '../../../../features/storage/screens/DeletedFilesScreen';
import { DELETED_SORT, parseStorageSearch, toFileQuery, toStorageSearch } from '../../../../features/storage/model/storage-search';

export const Route = createFileRoute('/_authed/_dashboard/storage/deleted')({
  validateSearch: parseStorageSearch,
  component: function StorageDeletedRoute() {
    const query = toFileQuery(Route.useSearch(), DELETED_SORT);
    const navigate = Route.useNavigate();
    return (
      <DeletedFilesScreen
        query={query}
        onQueryChange={(change) => void navigate({ search: toStorageSearch({ ...query, ...change }, DELETED_SORT), replace: true })}
      />
    );
  },
});
