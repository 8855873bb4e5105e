import type { Company } from '@factoria/domain/records/company.schema';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';

interface CompanyPickerProps {
  companies: WithId<Company>[];
  value: string | null;
  onChange: (companyId: string | null) => void;
}

export function CompanyPicker({ companies, value, onChange }: CompanyPickerProps) {
  const { t } = useTranslation('invoices');
  return (
    <div className="field">
      <label htmlFor="company-picker">{t('upload.company')}</label>
      <select id="company-picker" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('upload.chooseCompany')}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id} disabled={company.status !== 'active'}>
            {company.status === 'active' ? company.name : t('upload.companyNotActive', { name: company.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
