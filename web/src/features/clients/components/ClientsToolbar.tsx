import { COMPANY_STATUSES } from '@factoria/domain/records/company.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyQuery, StatusFilter } from '../model/filter-companies';

interface ClientsToolbarProps {
  query: CompanyQuery;
  /** Null until the companies have arrived: no count rather than a zero that is not true. */
  counts: Record<StatusFilter, number> | null;
  shown: number | null;
  onChange: (query: Partial<CompanyQuery>) => void;
}

export function ClientsToolbar({ query, counts, shown, onChange }: ClientsToolbarProps) {
  const { t } = useTranslation('clients');
  const id = useId();
  return (
    <div className="row clients-toolbar">
      <div className="field clients-search">
        <label htmlFor={`${id}-search`}>{t('toolbar.search')}</label>
        <input id={`${id}-search`} type="search" value={query.search} onChange={(event) => onChange({ search: event.target.value })} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('toolbar.status')}</label>
        <select id={`${id}-status`} value={query.status} onChange={(event) => onChange({ status: event.target.value as StatusFilter })}>
          {(['all', ...COMPANY_STATUSES] as const).map((status) => (
            <option key={status} value={status}>
              {counts ? t(`toolbar.${status}`, { count: counts[status] }) : t(`toolbar.names.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="muted clients-shown" aria-live="polite">
        {shown !== null && t('toolbar.shown', { count: shown })}
      </p>
    </div>
  );
}
