import { InvoiceStatusSchema } from '@factoria/domain/invoice/invoice.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCustomRange, DATE_RANGE_PRESETS, type DateRangePreset } from '../../../lib/dates/date-range';
import { DEFAULT_RANGE, type ListFilters } from '../list/list-filters';

interface ListFiltersBarProps {
  filters: ListFilters;
  /** Null for a client-company user: their list is their company's. */
  companies: { id: string; name: string }[] | null;
  query: string;
  onQuery: (query: string) => void;
  onChange: (filters: ListFilters) => void;
}

export function ListFiltersBar({ filters, companies, query, onQuery, onChange }: ListFiltersBarProps) {
  const { t } = useTranslation('invoices');
  const id = useId();
  const range = filters.range ?? DEFAULT_RANGE;
  const problem = range === 'custom' && filters.from && filters.to ? checkCustomRange({ from: filters.from, to: filters.to }) : null;
  const set = (changes: Partial<ListFilters>) => onChange({ ...filters, ...changes });

  return (
    <form className="invoice-filters" role="search" aria-label={t('filters.label')} onSubmit={(event) => event.preventDefault()}>
      {companies && (
        <div className="field">
          <label htmlFor={`${id}-company`}>{t('filters.company')}</label>
          <select id={`${id}-company`} value={filters.company ?? ''} onChange={(event) => set({ company: event.target.value || undefined })}>
            <option value="">{t('filters.allCompanies')}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('filters.status')}</label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: (event.target.value || undefined) as ListFilters['status'] })}
        >
          <option value="">{t('filters.allStatuses')}</option>
          {InvoiceStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-range`}>{t('filters.range')}</label>
        <select id={`${id}-range`} value={range} onChange={(event) => set({ range: event.target.value as DateRangePreset })}>
          {DATE_RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`filters.ranges.${preset}`)}
            </option>
          ))}
        </select>
      </div>
      {range === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{t('filters.from')}</label>
            <input id={`${id}-from`} type="date" value={filters.from ?? ''} aria-invalid={problem ? true : undefined} onChange={(event) => set({ from: event.target.value || undefined })} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{t('filters.to')}</label>
            <input id={`${id}-to`} type="date" value={filters.to ?? ''} aria-invalid={problem ? true : undefined} onChange={(event) => set({ to: event.target.value || undefined })} />
          </div>
        </>
      )}
      <div className="field duplicates-filter">
        <input
          id={`${id}-duplicates`}
          type="checkbox"
          checked={filters.duplicates === true}
          onChange={(event) => set({ duplicates: event.target.checked || undefined })}
        />
        <label htmlFor={`${id}-duplicates`}>{t('filters.duplicates')}</label>
      </div>
      <div className="field invoice-search">
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          maxLength={200}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {t(`filters.problem.${problem}`)}
        </p>
      )}
    </form>
  );
}
