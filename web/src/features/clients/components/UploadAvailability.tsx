import type { CompanyStatus } from '@factoria/domain/records/company.schema';
import { useTranslation } from 'react-i18next';
import { uploadPath } from '../model/paths';
import { PathLink } from './PathLink';

/** Uploads are open only for an active company (storage.rules and the pipeline refuse the rest). */
export function UploadAvailability({ companyId, status }: { companyId: string; status: CompanyStatus }) {
  const { t } = useTranslation('clients');
  if (status === 'active') {
    return (
      <PathLink path={uploadPath(companyId)} className="button button-secondary">
        {t('client.upload')}
      </PathLink>
    );
  }
  return (
    <p className="clients-refusal" data-testid="upload-refused">
      {t(status === 'inactive' ? 'client.uploadInactive' : 'client.uploadPending')}
    </p>
  );
}
