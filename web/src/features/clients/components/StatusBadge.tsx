import type { CompanyStatus } from '@factoria/domain/records/company.schema';
import { useTranslation } from 'react-i18next';

export function StatusBadge({ status }: { status: CompanyStatus }) {
  const { t } = useTranslation('clients');
  return <span className={`clients-badge clients-badge-${status}`}>{t(`status.${status}`)}</span>;
}
