import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { UploadScreen } from '../../../features/upload/screens/UploadScreen';

const SearchSchema = v.object({ company: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/))), undefined) });

export const Route = createFileRoute('/_authed/_dashboard/upload')({
  validateSearch: (search) => v.parse(SearchSchema, search),
  component: UploadRoute,
});

function UploadRoute() {
  const { company } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UploadScreen
      companyId={company ?? null}
      onCompanyChange={(id) => void navigate({ search: { company: id ?? undefined }, replace: true })}
    />
  );
}
