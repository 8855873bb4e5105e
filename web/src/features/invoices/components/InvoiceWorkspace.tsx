import type { SaveCorrectionResult } from '@factoria/domain/records/invoice-edit.schema';
import type { InvoiceRecord } from '@factoria/domain/records/invoice-record.schema';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyCounters } from '../../../components/ui/CompanyCounters';
import type { WithId } from '../../../lib/firebase/converter';
import { useInvoiceCompany } from '../api/use-invoice-company';
import { InvoiceForm } from '../forms/InvoiceForm';
import { CorrectionHistory } from './CorrectionHistory';
import { DuplicateNotice } from './DuplicateNotice';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useInvoiceShortcuts } from './use-invoice-shortcuts';
import { ViewerPane } from './ViewerPane';

export interface WorkspaceNavigation {
  previous: string | null;
  next: string | null;
  /** 1-based place of this invoice in the walk, and how many it has. */
  position: number | null;
  count: number;
  onGo: (invoiceId: string) => void;
  /** In the error-fix flow, where saving goes next (null: it stays, so the button says "Save"). */
  nextAfterSave?: string | null;
}

export interface InvoiceWorkspaceProps {
  accountId: string;
  invoice: WithId<InvoiceRecord>;
  today: string;
  /** `fix`: the error-fix flow (focus on the first error, save and go to the next). */
  mode: 'view' | 'fix';
  canEdit: boolean;
  currentUid: string | undefined;
  navigation: WorkspaceNavigation;
  /** Above the invoice: the flow's progress, the last action's message. */
  banner?: ReactNode;
  onSaved: (result: SaveCorrectionResult) => void;
  onDeleted: () => void;
  onNoteSent: () => void;
}

/** One invoice: its PDF beside its editable data, with the way to the previous and next one. */
export function InvoiceWorkspace(props: InvoiceWorkspaceProps) {
  const { accountId, invoice, today, mode, canEdit, currentUid, navigation, banner, onSaved, onDeleted, onNoteSent } = props;
  const { t } = useTranslation('invoices');
  const formRef = useRef<HTMLFormElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const { status: companyStatus, data: company } = useInvoiceCompany(accountId, invoice.companyId);
  const go = (id: string | null) => (id ? () => navigation.onGo(id) : null);
  useInvoiceShortcuts({ form: formRef, next: go(navigation.next), previous: go(navigation.previous) });
  const label = invoice.number ?? invoice.fileName;
  const savesToNext = mode === 'fix' && Boolean(navigation.nextAfterSave);

  return (
    <div className="invoice-workspace">
      <header className="workspace-head">
        <nav className="row workspace-nav" aria-label={t('workspace.navigation')}>
          <button type="button" className="button button-secondary" disabled={!navigation.previous} onClick={go(navigation.previous) ?? undefined}>
            ← {t('workspace.previous')}
          </button>
          {navigation.position !== null && (
            <span className="muted">{t('workspace.position', { position: navigation.position, count: navigation.count })}</span>
          )}
          <button type="button" className="button button-secondary" disabled={!navigation.next} onClick={go(navigation.next) ?? undefined}>
            {t('workspace.next')} →
          </button>
        </nav>
        <div className="row">
          <h1>{t('workspace.title', { number: label })}</h1>
          <InvoiceStatusBadge status={invoice.status} />
        </div>
        <p className="muted">
          {t('workspace.meta', { file: invoice.fileName, company: company?.name ?? '…' })}
        </p>
        {invoice.duplicateOf && (
          <DuplicateNotice
            key={invoice.id}
            invoiceId={invoice.id}
            companyId={invoice.companyId}
            originalId={invoice.duplicateOf}
            invoiceLabel={label}
            canResolve={canEdit}
            onDeleted={onDeleted}
          />
        )}
        {mode === 'fix' && company && <CompanyCounters compact stats={company.stats} heading={t('counters.label', { company: company.name })} />}
        {banner}
      </header>
      <div className="workspace-body">
        <ViewerPane storagePath={invoice.storagePath} title={t('workspace.pdfTitle', { number: label })} source={focused ? invoice.sources[focused] : undefined} />
        <div className="workspace-side stack">
          {companyStatus === 'loading' ? (
            <p className="muted">{t('workspace.loading')}</p>
          ) : (
          <InvoiceForm
            key={invoice.id}
            accountId={accountId}
            invoice={invoice}
            companyTaxId={company?.taxId}
            today={today}
            readOnly={!canEdit}
            focusFirstIssue={mode === 'fix'}
            submitLabel={savesToNext ? t('form.saveNext') : t('form.save')}
            formRef={formRef}
            onFieldFocus={setFocused}
            onSaved={onSaved}
          />
          )}
          {/* Client-company users read their invoices; notes and deletions are the agency's. */}
          {canEdit && <InvoiceActions invoiceId={invoice.id} invoiceLabel={label} onDeleted={onDeleted} onNoteSent={onNoteSent} />}
          <CorrectionHistory corrections={invoice.corrections} currentUid={currentUid} />
          {canEdit && <ShortcutsHelp savesToNext={savesToNext} />}
        </div>
      </div>
    </div>
  );
}
