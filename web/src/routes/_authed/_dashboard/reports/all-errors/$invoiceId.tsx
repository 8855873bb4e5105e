import { createFileRoute } from '@tanstack/react-router';
import { ErrorFixScreen } from '../../../../../features/invoices/screens/ErrorFixScreen';

/** Error fix, type all-errors: every invoice with errors of the agency. */
export const Route = createFileRoute('/_authed/_dashboard/reports/all-errors/$invoiceId')({
  component: AllErrorsRoute,
});

function AllErrorsRoute() {
  const { invoiceId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ErrorFixScreen
      scope={{ kind: 'all-errors' }}
      invoiceId={invoiceId}
      onOpen={(next, options) => void navigate({ params: { invoiceId: next }, replace: options?.replace })}
      onBack={() => void navigate({ to: '/reports' })}
    />
  );
}
