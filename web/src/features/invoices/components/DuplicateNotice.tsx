import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { resolveDuplicate, resolveErrorKey, type ResolveErrorKey } from '../api/resolve-duplicate';

interface DuplicateNoticeProps {
  invoiceId: string;
  companyId: string;
  /** The earlier invoice this one may duplicate. */
  originalId: string;
  invoiceLabel: string;
  /** Client-company users see the notice; resolving it is the agency's. */
  canResolve: boolean;
  onDeleted: () => void;
}

/**
 * A possible duplicate, said on the invoice screen with a link to the original, and resolved
 * there: "Keep both" clears the flag for good (the notice goes when the invoice updates),
 * "Delete this copy" moves it to the storage trash after a confirmation.
 */
export function DuplicateNotice({ invoiceId, companyId, originalId, invoiceLabel, canResolve, onDeleted }: DuplicateNoticeProps) {
  const { t } = useTranslation('invoices');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'keep' | 'delete' | null>(null);
  const [failure, setFailure] = useState<ResolveErrorKey | null>(null);

  async function resolve(action: 'keep' | 'delete') {
    setBusy(action);
    setFailure(null);
    try {
      await resolveDuplicate({ invoiceId, action });
      setConfirming(false);
      if (action === 'delete') onDeleted();
    } catch (error) {
      setFailure(resolveErrorKey(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="notice-inline duplicate-notice" role="note">
      <p>
        {t('workspace.duplicate')}{' '}
        <Link to="/invoices/$companyId/$invoiceId" params={{ companyId, invoiceId: originalId }}>
          {t('duplicate.original')}
        </Link>
      </p>
      {canResolve && (
        <div className="row">
          <button type="button" className="button button-secondary" disabled={busy !== null} aria-busy={busy === 'keep' || undefined} onClick={() => void resolve('keep')}>
            {t('duplicate.keep')}
          </button>
          <button type="button" className="button button-danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t('duplicate.delete')}
          </button>
        </div>
      )}
      {failure && !confirming && (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('duplicate.deleteTitle', { invoice: invoiceLabel })}
        onClose={() => setConfirming(false)}
        onSubmit={() => void resolve('delete')}
      >
        <p>{t('duplicate.deleteBody')}</p>
        {failure && <p className="form-error" role="alert">{t(failure)}</p>}
        <div className="row">
          <button type="submit" className="button button-danger" disabled={busy !== null} aria-busy={busy === 'delete' || undefined}>
            {t('duplicate.deleteConfirm')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </button>
        </div>
      </ConfirmDialog>
    </div>
  );
}
