import type { Company } from '@factoria/domain/records/company.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { CompanyCallFailure, setCompanyStatus } from '../api/company-callables';
import { errorKey } from '../forms/error-text';

interface CompanyStatusControlProps {
  companyId: string;
  companyName: string;
  status: Company['status'];
  onChanged: (status: 'inactive') => void;
}

/**
 * Deactivate an active company. Activating is the administrator's (the spec; the
 * setCompanyStatus callable refuses it): an inactive company says so, a pending one shows nothing.
 */
export function CompanyStatusControl({ companyId, companyName, status, onChanged }: CompanyStatusControlProps) {
  const { t } = useTranslation('clients');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (status === 'pending') return null;
  if (status === 'inactive') return <p className="muted">{t('client.activationByAdmin')}</p>;
  const errorText = errorKey(failure ?? undefined);

  async function deactivate() {
    setConfirming(false);
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
      <Button variant="danger" busy={busy} onClick={() => setConfirming(true)}>
        {t('client.deactivate')}
      </Button>
      {/* Deactivating stops the company's uploads until the administrator activates it again. */}
      <ConfirmDialog open={confirming} title={t('client.deactivateConfirm.title', { company: companyName })} onClose={() => setConfirming(false)} onSubmit={() => void deactivate()}>
        <p>{t('client.deactivateConfirm.body')}</p>
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('client.deactivateConfirm.cancel')}
          </Button>
          <Button type="submit" variant="danger">
            {t('client.deactivateConfirm.confirm')}
          </Button>
        </div>
      </ConfirmDialog>
      {errorText && (
        <p className="form-error" role="alert">
          {t(errorText)}
        </p>
      )}
    </>
  );
}
