import { createFileRoute } from '@tanstack/react-router';
import { parseListFilters, type ListFilters } from '../../../../features/invoices/list/list-filters';
import { InvoiceListScreen } from '../../../../features/invoices/screens/InvoiceListScreen';
import { ExportDialog } from '../../../../features/reports/components/ExportDialog';
import { UploadShortcut } from '../../../../features/upload/components/UploadShortcut';

export const Route = createFileRoute('/_authed/_dashboard/invoices/')({
  validateSearch: (search) => parseListFilters(search),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: ListFilters) => void navigate({ search: next, replace: true });
  return (
    <InvoiceListScreen
      filters={filters}
      onFiltersChange={change}
      upload={<UploadShortcut companyId={filters.company ?? null} />}
      renderExport={(selection, onClose) => <ExportDialog scope={{ kind: 'selection', ...selection }} companies={[]} onClose={onClose} />}
    />
  );
}
