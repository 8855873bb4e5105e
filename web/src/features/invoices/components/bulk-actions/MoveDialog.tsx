import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';

interface MoveDialogProps {
  open: boolean;
  count: number;
  /** The companies the selection can move to (the agency's others). */
  companies: { id: string; name: string }[];
  onClose: () => void;
  onMove: (companyId: string, companyName: string) => void;
}

/** Moving invoices to another company is confirmed here first: it changes both companies' books. */
export function MoveDialog({ open, count, companies, onClose, onMove }: MoveDialogProps) {
  const { t } = useTranslation('invoices');
  const id = useId();
  const [companyId, setCompanyId] = useState('');
  const chosen = companies.find((company) => company.id === companyId);
  const close = () => {
    setCompanyId('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('bulk.moveTitle', { count })}
      onClose={close}
      onSubmit={() => {
        if (!chosen) return;
        onMove(chosen.id, chosen.name);
        close();
      }}
    >
      <div className="field">
        <label htmlFor={id}>{t('bulk.moveTo')}</label>
        <select id={id} value={companyId} required onChange={(event) => setCompanyId(event.target.value)}>
          <option value="">{t('bulk.chooseCompany')}</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </div>
      <p className="muted">{t('bulk.moveHint')}</p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={close}>
          {t('cancel', { ns: 'common' })}
        </Button>
        <Button type="submit" disabled={!chosen}>
          {t('bulk.moveConfirm', { count })}
        </Button>
      </div>
    </ConfirmDialog>
  );
}
