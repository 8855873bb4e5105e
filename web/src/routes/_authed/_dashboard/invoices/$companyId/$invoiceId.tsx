import { createFileRoute } from '@tanstack/react-router';
import { parseListFilters } from '../../../../../features/invoices/list/list-filters';
import { InvoiceScreen } from '../../../../../features/invoices/screens/InvoiceScreen';

export const Route = createFileRoute('/_authed/_dashboard/invoices/$companyId/$invoiceId')({
  validateSearch: (search) => parseListFilters(search),
  component: CompanyInvoiceRoute,
});

function CompanyInvoiceRoute() {
  const { companyId, invoiceId } = Route.useParams();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const list = { ...filters, company: companyId };
  return (
    <InvoiceScreen
      invoiceId={invoiceId}
      filters={list}
      onOpen={(id) => void navigate({ params: { companyId, invoiceId: id }, search: filters })}
      onBackToList={() => void navigate({ to: '/invoices', search: list })}
    />
  );
}
