import type { SaveCorrectionResult } from '@factoria/domain/records/invoice-edit.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useInvoice } from '../api/use-invoice';
import { InvoiceWorkspace, type WorkspaceNavigation } from '../components/InvoiceWorkspace';

/** The last thing that happened, announced on the screen (the spec's success messages). */
export type Flash = { kind: 'saved' | 'deleted' | 'note-sent'; invoiceId: string } | null;

interface InvoiceViewProps {
  accountId: string;
  invoiceId: string;
  today: string;
  mode: 'view' | 'fix';
  navigation: WorkspaceNavigation;
  flash: Flash;
  onFlash: (flash: Flash) => void;
  onSaved: (result: SaveCorrectionResult) => void;
  banner?: ReactNode;
  backLabel: string;
  onBack: () => void;
}

/** Loads one invoice live and shows it, or says why it cannot (deleted, not found). */
export function InvoiceView(props: InvoiceViewProps) {
  const { accountId, invoiceId, today, mode, navigation, flash, onFlash, onSaved, banner, backLabel, onBack } = props;
  const { t } = useTranslation('invoices');
  const { user, claims } = useSession();
  const { status, data: invoice } = useInvoice(accountId, invoiceId);
  const message = flash && (
    <p className="flash" role="status">
      {t(`flash.${flash.kind}`)}
    </p>
  );
  const next = navigation.next;
  const elsewhere = (
    <div className="row">
      {next && (
        <button type="button" className="button button-primary" onClick={() => navigation.onGo(next)}>
          {t('workspace.next')} →
        </button>
      )}
      <button type="button" className="button button-secondary" onClick={onBack}>
        {backLabel}
      </button>
    </div>
  );

  if (flash?.kind === 'deleted' && flash.invoiceId === invoiceId) {
    return (
      <div className="page stack">
        {message}
        <p>{t('workspace.deletedBody')}</p>
        {elsewhere}
      </div>
    );
  }
  if (status === 'loading') return <p className="page muted">{t('workspace.loading')}</p>;
  if (status === 'error' || !invoice) {
    return (
      <div className="page stack">
        <p className={status === 'error' ? 'form-error' : undefined} role={status === 'error' ? 'alert' : 'status'}>
          {status === 'error' ? t('workspace.loadError') : t('workspace.notFound')}
        </p>
        {banner}
        {elsewhere}
      </div>
    );
  }
  return (
    <InvoiceWorkspace
      accountId={accountId}
      invoice={invoice}
      today={today}
      mode={mode}
      canEdit={claims.role === 'owner' || claims.role === 'staff'}
      currentUid={user?.uid}
      navigation={navigation}
      banner={
        <>
          {banner}
          {message}
          <button type="button" className="link-button" onClick={onBack}>
            {backLabel}
          </button>
        </>
      }
      onSaved={onSaved}
      onDeleted={() => onFlash({ kind: 'deleted', invoiceId })}
      onNoteSent={() => onFlash({ kind: 'note-sent', invoiceId })}
    />
  );
}
