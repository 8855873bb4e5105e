import { createFileRoute } from '@tanstack/react-router';
import { ErrorFixScreen } from '../../../../../features/invoices/screens/ErrorFixScreen';

/** Error fix, type group: the invoices with errors of one upload batch. */
export const Route = createFileRoute('/_authed/_dashboard/reports/$id/$invoiceId')({
  component: GroupErrorFixRoute,
});

function GroupErrorFixRoute() {
  const { id, invoiceId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ErrorFixScreen
      scope={{ kind: 'group', batchId: id }}
      invoiceId={invoiceId}
      onOpen={(next, options) => void navigate({ params: { id, invoiceId: next }, replace: options?.replace })}
      onBack={() => void navigate({ to: '/reports' })}
    />
  );
}
