import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NOTE_FILTERS } from '../../../features/admin/filters';
import { NotesScreen } from '../../../features/admin/screens/NotesScreen';

const SearchSchema = v.object({ status: v.optional(v.picklist(NOTE_FILTERS)) });

export const Route = createFileRoute('/_authed/admin/notes')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, { status: search.status });
    return parsed.success ? parsed.output : {};
  },
  component: NotesRoute,
});

function NotesRoute() {
  const status = Route.useSearch().status ?? 'open';
  const navigate = Route.useNavigate();
  return <NotesScreen filter={status} onFilterChange={(next) => void navigate({ search: { status: next }, replace: true })} />;
}
