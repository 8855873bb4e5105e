import type { Company } from '@factoria/domain/records/company.schema';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';

interface CompanyPickerProps {
  companies: WithId<Company>[];
  value: string | null;
  onChange: (companyId: string | null) => void;
}

/** Every company, inactive ones disabled with the reason, so nobody wonders where one went. */
export function CompanyPicker({ companies, value, onChange }: CompanyPickerProps) {
  const { t } = useTranslation('upload');
  return (
    <div className="field upload-company">
      <label htmlFor="company-picker">{t('company')}</label>
      <select id="company-picker" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('chooseCompany')}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id} disabled={company.status !== 'active'}>
            {company.status === 'active' ? company.name : t('companyNotActive', { name: company.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
