import type { Company } from '@factoria/domain/records/company.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CompanyCallFailure, setCompanyStatus } from '../api/company-callables';
import { errorKey } from '../forms/error-text';

interface CompanyStatusControlProps {
  companyId: string;
  status: Company['status'];
  onChanged: (status: 'active' | 'inactive') => void;
}

/** Activate or deactivate; a pending company waits for the administrator, so no control. */
export function CompanyStatusControl({ companyId, status, onChanged }: CompanyStatusControlProps) {
  const { t } = useTranslation('clients');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (status === 'pending') return null;
  const next = status === 'active' ? 'inactive' : 'active';
  const errorText = errorKey(failure ?? undefined);

  async function change() {
    setBusy(true);
    setFailure(null);
    try {
      await setCompanyStatus(companyId, next);
      onChanged(next);
    } catch (error) {
      setFailure(error instanceof CompanyCallFailure ? error.code : 'companies/unknown');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant={next === 'inactive' ? 'danger' : 'primary'} busy={busy} onClick={() => void change()}>
        {t(next === 'inactive' ? 'client.deactivate' : 'client.activate')}
      </Button>
      {errorText && (
        <p className="form-error" role="alert">
          {t(errorText)}
        </p>
      )}
    </>
  );
}
