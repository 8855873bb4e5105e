import { COMPANY_STATUSES } from '@factoria/domain/records/company.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyQuery, StatusFilter } from '../model/filter-companies';

interface ClientsToolbarProps {
  query: CompanyQuery;
  counts: Record<StatusFilter, number>;
  shown: number;
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
              {t(`toolbar.${status}`, { count: counts[status] })}
            </option>
          ))}
        </select>
      </div>
      <p className="muted clients-shown" aria-live="polite">
        {t('toolbar.shown', { count: shown })}
      </p>
    </div>
  );
}
