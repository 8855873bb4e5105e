import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyOption } from '../api/use-storage-companies';
import { AGENCY_FILTER, type FileQuery } from '../model/file-query';

interface FileFiltersProps {
  query: FileQuery;
  onQueryChange: (change: Partial<FileQuery>) => void;
  /** Empty for a client-company user, who sees only its company. */
  companies: CompanyOption[];
  showCompanyFilter: boolean;
}

export function FileFilters({ query, onQueryChange, companies, showCompanyFilter }: FileFiltersProps) {
  const { t } = useTranslation('storage');
  const id = useId();
  return (
    <div className="storage-toolbar">
      {showCompanyFilter && (
        <div className="field">
          <label htmlFor={`${id}-company`}>{t('filters.company')}</label>
          <select id={`${id}-company`} value={query.company} onChange={(event) => onQueryChange({ company: event.target.value })}>
            <option value="">{t('filters.allCompanies')}</option>
            <option value={AGENCY_FILTER}>{t('filters.agency')}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field storage-search">
        <label htmlFor={`${id}-search`}>{t('filters.search')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query.search}
          maxLength={200}
          onChange={(event) => onQueryChange({ search: event.target.value })}
        />
      </div>
    </div>
  );
}
