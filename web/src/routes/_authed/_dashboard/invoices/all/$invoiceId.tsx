import { createFileRoute } from '@tanstack/react-router';
import { parseListFilters } from '../../../../../features/invoices/list/list-filters';
import { InvoiceScreen } from '../../../../../features/invoices/screens/InvoiceScreen';

export const Route = createFileRoute('/_authed/_dashboard/invoices/all/$invoiceId')({
  validateSearch: (search) => parseListFilters(search),
  component: AllInvoiceRoute,
});

function AllInvoiceRoute() {
  const { invoiceId } = Route.useParams();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InvoiceScreen
      invoiceId={invoiceId}
      filters={filters}
      onOpen={(id) => void navigate({ params: { invoiceId: id }, search: filters })}
      onBackToList={() => void navigate({ to: '/invoices', search: filters })}
    />
  );
}
