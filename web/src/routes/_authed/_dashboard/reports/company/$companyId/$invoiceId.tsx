import { createFileRoute } from '@tanstack/react-router';
import { ErrorFixScreen } from '../../../../../../features/invoices/screens/ErrorFixScreen';

/** Error fix, type company: the invoices with errors of one client company. */
export const Route = createFileRoute('/_authed/_dashboard/reports/company/$companyId/$invoiceId')({
  component: CompanyErrorsRoute,
});

function CompanyErrorsRoute() {
  const { companyId, invoiceId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ErrorFixScreen
      scope={{ kind: 'company', companyId }}
      invoiceId={invoiceId}
      onOpen={(next, options) => void navigate({ params: { companyId, invoiceId: next }, replace: options?.replace })}
      onBack={() => void navigate({ to: '/reports' })}
    />
  );
}
