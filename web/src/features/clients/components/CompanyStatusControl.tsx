import type { Company } from '@factoria/domain/records/company.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CompanyCallFailure, setCompanyStatus } from '../api/company-callables';
import { errorKey } from '../forms/error-text';

interface CompanyStatusControlProps {
  companyId: string;
  status: Company['status'];
  onChanged: (status: 'inactive') => void;
}

/**
 * Deactivate an active company. Activating is the administrator's (the spec; the
 * setCompanyStatus callable refuses it): an inactive company says so, a pending one shows nothing.
 */
export function CompanyStatusControl({ companyId, status, onChanged }: CompanyStatusControlProps) {
  const { t } = useTranslation('clients');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (status === 'pending') return null;
  if (status === 'inactive') return <p className="muted">{t('client.activationByAdmin')}</p>;
  const errorText = errorKey(failure ?? undefined);

  async function deactivate() {
    setBusy(true);
    setFailure(null);
    try {
      await setCompanyStatus(companyId, 'inactive');
      onChanged('inactive');
    } catch (error) {
      setFailure(error instanceof CompanyCallFailure ? error.code : 'companies/unknown');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="danger" busy={busy} onClick={() => void deactivate()}>
        {t('client.deactivate')}
      </Button>
      {errorText && (
        <p className="form-error" role="alert">
          {t(errorText)}
        </p>
      )}
    </>
  );
}
