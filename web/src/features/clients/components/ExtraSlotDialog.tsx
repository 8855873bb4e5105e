import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { buyCompanySlot, CompanyCallFailure, newRequestId } from '../api/company-callables';
import { errorKey } from '../forms/error-text';
import { slotPrice } from '../model/format';
import { Dialog } from '../../../components/ui/Dialog';

interface ExtraSlotDialogProps {
  open: boolean;
  limit: number;
  isOwner: boolean;
  onClose: () => void;
  onBought: () => void;
}

/** The spec's confirmation before charging an extra company slot. */
export function ExtraSlotDialog({ open, limit, isOwner, onClose, onBought }: ExtraSlotDialogProps) {
  const titleId = useId();
  return (
    <Dialog className="clients-dialog" open={open} onClose={onClose} labelledBy={titleId}>
      <SlotOffer titleId={titleId} limit={limit} isOwner={isOwner} onClose={onClose} onBought={onBought} />
    </Dialog>
  );
}

function SlotOffer({ titleId, limit, isOwner, onClose, onBought }: Omit<ExtraSlotDialogProps, 'open'> & { titleId: string }) {
  const { t, i18n } = useTranslation('clients');
  // One id per opening of the offer: a double click or a retry is charged once.
  const [requestId] = useState(newRequestId);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const price = slotPrice(i18n.language);
  const errorText = errorKey(failure ?? undefined);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await buyCompanySlot(requestId);
      onBought();
    } catch (error) {
      setFailure(error instanceof CompanyCallFailure ? error.code : 'companies/unknown');
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h2 id={titleId}>{t('slot.title')}</h2>
      <p>{t('slot.body', { count: limit, price })}</p>
      {!isOwner && <p className="muted">{t('slot.ownerOnly')}</p>}
      {errorText && (
        <p className="form-error" role="alert">
          {t(errorText)}
        </p>
      )}
      <div className="row clients-form-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('form.cancel')}
        </Button>
        <Button onClick={() => void confirm()} busy={busy} disabled={!isOwner}>
          {t('slot.confirm', { price })}
        </Button>
      </div>
    </div>
  );
}
