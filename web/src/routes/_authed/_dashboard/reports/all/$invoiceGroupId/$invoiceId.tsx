import { createFileRoute } from '@tanstack/react-router';
import { ErrorFixScreen } from '../../../../../../features/invoices/screens/ErrorFixScreen';

/** Error fix, type all: every invoice of one upload batch, with errors or not. */
export const Route = createFileRoute('/_authed/_dashboard/reports/all/$invoiceGroupId/$invoiceId')({
  component: AllOfGroupRoute,
});

function AllOfGroupRoute() {
  const { invoiceGroupId, invoiceId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ErrorFixScreen
      scope={{ kind: 'all', batchId: invoiceGroupId }}
      invoiceId={invoiceId}
      onOpen={(next, options) => void navigate({ params: { invoiceGroupId, invoiceId: next }, replace: options?.replace })}
      onBack={() => void navigate({ to: '/reports' })}
    />
  );
}
