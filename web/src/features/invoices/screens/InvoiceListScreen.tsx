import { Link } from '@tanstack/react-router';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAgencyTimeZone, useFilterCompanies } from '../api/use-invoice-company';
import { LIST_LIMIT, useInvoiceRows } from '../api/use-invoice-rows';
import { BulkActions } from '../components/bulk-actions/BulkActions';
import type { SelectionExport } from '../components/bulk-actions/selection-export';
import { InvoiceList } from '../components/InvoiceList';
import { ListFiltersBar } from '../components/ListFiltersBar';
import { dayOf, type InvoiceRow } from '../list/invoice-row';
import { createdBounds, filterDays, type ListFilters } from '../list/list-filters';
import { listRows, sortOf } from '../list/list-view';
import { nextSort, type SortKey } from '../list/sort-invoices';
import { useSelection } from '../list/use-selection';
import '../invoices.css';

export interface InvoiceListScreenProps {
  filters: ListFilters;
  onFiltersChange: (filters: ListFilters) => void;
  /** Shown under the title: the way to upload more. */
  upload?: ReactNode;
  /** The export dialog for the selected invoices (staff only); without it there is no bulk export. */
  renderExport?: (selection: SelectionExport, onClose: () => void) => ReactNode;
}

/** The invoices list (`/invoices`): every invoice of the agency, or a client user's company. */
export function InvoiceListScreen(props: InvoiceListScreenProps) {
  const { t } = useTranslation('invoices');
  const { claims } = useSession();
  const accountId = claims.accountId;
  return (
    <div className="page stack invoices-page">
      <h1>{t('title')}</h1>
      {props.upload}
      {accountId && (claims.role === 'client' ? (
        <ZonedList {...props} accountId={accountId} clientCompanyId={claims.companyId ?? '-'} companies={null} />
      ) : (
        <StaffList {...props} accountId={accountId} />
      ))}
    </div>
  );
}

function StaffList(props: InvoiceListScreenProps & { accountId: string }) {
  const { data: companies = [] } = useFilterCompanies(props.accountId);
  return <ZonedList {...props} clientCompanyId={undefined} companies={companies} />;
}

interface ZonedListProps extends InvoiceListScreenProps {
  accountId: string;
  clientCompanyId: string | undefined;
  companies: { id: string; name: string }[] | null;
}

function ZonedList(props: ZonedListProps) {
  const { t } = useTranslation('common');
  const timeZone = useAgencyTimeZone(props.accountId);
  if (!timeZone) return <p className="muted">{t('loading')}</p>;
  return <ListBody {...props} timeZone={timeZone} />;
}

function ListBody({ accountId, timeZone, clientCompanyId, companies, filters, onFiltersChange, renderExport }: ZonedListProps & { timeZone: string }) {
  const { t } = useTranslation('invoices');
  const [today] = useState(() => dayOf(Date.now(), timeZone));
  const days = filterDays(filters, today);
  const bounds = useMemo(() => createdBounds({ from: days.from, to: days.to }), [days.from, days.to]);
  const companyId = clientCompanyId ?? filters.company;
  const { status, data: rows = [] } = useInvoiceRows({ accountId, timeZone, companyId, ...bounds });
  const [query, setQuery] = useState(filters.q ?? '');
  const deferredQuery = useDeferredValue(query);

  // The URL follows the search box once typing pauses, so history is not one entry per key.
  const latest = useRef({ filters, onFiltersChange });
  useEffect(() => {
    latest.current = { filters, onFiltersChange };
  });
  useEffect(() => {
    if ((latest.current.filters.q ?? '') === query) return;
    const timer = setTimeout(() => latest.current.onFiltersChange({ ...latest.current.filters, q: query || undefined }), 400);
    return () => clearTimeout(timer);
  }, [query]);

  const sort = sortOf(filters);
  const visible = useMemo(
    () => listRows(rows, { status: filters.status, duplicates: filters.duplicates, sort: sort.key, dir: sort.dir }, { from: days.from, to: days.to }, deferredQuery),
    [rows, filters.status, filters.duplicates, days.from, days.to, deferredQuery, sort.key, sort.dir],
  );
  const order = useMemo(() => visible.map((row) => row.id), [visible]);
  const selection = useSelection(order);
  const onSort = (key: SortKey) => {
    const next = nextSort(sort, key);
    onFiltersChange({ ...filters, q: query || undefined, sort: next.key, dir: next.dir });
  };
  const companyNames = useMemo(
    () => (companies && !companyId ? new Map(companies.map((company) => [company.id, company.name])) : null),
    [companies, companyId],
  );
  const linkSearch = { ...filters, q: query || undefined };
  const renderLink = (row: InvoiceRow, children: ReactNode) =>
    companyId ? (
      <Link to="/invoices/$companyId/$invoiceId" params={{ companyId: row.companyId, invoiceId: row.id }} search={linkSearch}>
        {children}
      </Link>
    ) : (
      <Link to="/invoices/all/$invoiceId" params={{ invoiceId: row.id }} search={linkSearch}>
        {children}
      </Link>
    );

  return (
    <>
      <ListFiltersBar filters={filters} companies={companies} query={query} onQuery={setQuery} onChange={onFiltersChange} />
      {status === 'error' && (
        <p className="form-error" role="alert">
          {t('list.error')}
        </p>
      )}
      <p className="muted" role="status">
        {status === 'loading' ? t('list.loading') : t('list.count', { count: visible.length })}
      </p>
      {rows.length >= LIST_LIMIT && <p className="notice-inline">{t('list.limit', { limit: LIST_LIMIT.toLocaleString() })}</p>}
      {companies && (
        <BulkActions
          ids={selection.ids}
          rows={visible}
          companies={companies}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
          renderExport={renderExport}
        />
      )}
      {status === 'success' && visible.length === 0 ? (
        <p className="muted">{rows.length === 0 ? t('list.emptyRange') : t('list.noMatch')}</p>
      ) : (
        <InvoiceList
          rows={visible}
          companyNames={companyNames}
          renderLink={renderLink}
          sort={sort}
          onSort={onSort}
          selection={companies ? { selected: selection.selected, header: selection.header, onToggle: selection.toggle, onToggleAll: selection.toggleAll } : undefined}
        />
      )}
    </>
  );
}
