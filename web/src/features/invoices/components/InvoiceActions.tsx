import { NOTE_MAX_LENGTH } from '@factoria/domain/records/note.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteInvoice, editErrorKey, sendInvoiceNote, type EditErrorKey } from '../api/invoice-edits';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';

interface InvoiceActionsProps {
  invoiceId: string;
  invoiceLabel: string;
  onDeleted: () => void;
  onNoteSent: () => void;
}

/** Delete the invoice (to the storage trash) and send a note about it to the administrator. */
export function InvoiceActions({ invoiceId, invoiceLabel, onDeleted, onNoteSent }: InvoiceActionsProps) {
  const { t } = useTranslation('invoices');
  const noteId = useId();
  const [open, setOpen] = useState<'delete' | 'note' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EditErrorKey | 'errors.note' | null>(null);
  const [note, setNote] = useState('');

  async function run(action: () => Promise<unknown>, done: () => void, failureKey?: 'errors.note') {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      setOpen(null);
      done();
    } catch (error) {
      const key = editErrorKey(error);
      setFailure(failureKey && key === 'errors.unknown' ? failureKey : key);
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    setOpen(null);
    setFailure(null);
  };

  return (
    <div className="row invoice-actions">
      <button type="button" className="button button-secondary" onClick={() => setOpen('note')}>
        {t('actions.note')}
      </button>
      <button type="button" className="button button-danger" onClick={() => setOpen('delete')}>
        {t('actions.delete')}
      </button>
      <ConfirmDialog
        open={open === 'delete'}
        title={t('actions.deleteTitle', { invoice: invoiceLabel })}
        onClose={close}
        onSubmit={() => void run(() => deleteInvoice({ invoiceId }), onDeleted)}
      >
        <p>{t('actions.deleteBody')}</p>
        {failure && open === 'delete' && <p className="form-error" role="alert">{t(failure)}</p>}
        <div className="row">
          <button type="submit" className="button button-danger" disabled={busy} aria-busy={busy || undefined}>
            {t('actions.deleteConfirm')}
          </button>
          <button type="button" className="button button-ghost" onClick={close}>
            {t('actions.cancel')}
          </button>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'note'}
        title={t('actions.noteTitle', { invoice: invoiceLabel })}
        onClose={close}
        onSubmit={() =>
          void run(
            () => sendInvoiceNote({ invoiceId, text: note.trim() }),
            () => {
              setNote('');
              onNoteSent();
            },
            'errors.note',
          )
        }
      >
        <div className="field">
          <label htmlFor={noteId}>{t('actions.noteLabel')}</label>
          <textarea id={noteId} rows={5} maxLength={NOTE_MAX_LENGTH} required value={note} onChange={(event) => setNote(event.target.value)} />
          <p className="muted">{t('actions.noteHint', { max: NOTE_MAX_LENGTH })}</p>
        </div>
        {failure && open === 'note' && <p className="form-error" role="alert">{t(failure)}</p>}
        <div className="row">
          <button type="submit" className="button button-primary" disabled={busy || !note.trim()} aria-busy={busy || undefined}>
            {t('actions.noteSend')}
          </button>
          <button type="button" className="button button-ghost" onClick={close}>
            {t('actions.cancel')}
          </button>
        </div>
      </ConfirmDialog>
    </div>
  );
}
