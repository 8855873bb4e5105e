import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgencyGate } from '../../../components/ui/AgencyGate';
import { type AgencyContext, useAgencySettings } from '../api/use-invoice-company';
import { useErrorQueue, type ErrorScope } from '../api/use-error-queue';
import { dayOf } from '../list/invoice-row';
import { useNeighbours } from '../list/use-neighbours';
import { InvoiceView, type Flash } from './InvoiceView';
import '../invoices.css';

/** `reports/.../first` opens the first invoice of the walk: links need not know its id. */
export const FIRST_INVOICE = 'first';

export interface ErrorFixScreenProps {
  scope: ErrorScope;
  invoiceId: string;
  onOpen: (invoiceId: string, options?: { replace: boolean }) => void;
  onBack: () => void;
}

/**
 * The error-fix flows (`reports/{id}/{invoiceId}`, `reports/all/{group}/{invoiceId}`,
 * `reports/all-errors/{invoiceId}`, `reports/company/{companyId}/{invoiceId}`): from one
 * invoice with errors to the next, keyboard first. Saving moves on by itself.
 */
export function ErrorFixScreen(props: ErrorFixScreenProps) {
  return (
    <AgencyGate useAccount={useAgencySettings}>
      {({ accountId, clientCompanyId, account }) => <FixWalk {...props} accountId={accountId} clientCompanyId={clientCompanyId} timeZone={account.timeZone} />}
    </AgencyGate>
  );
}

type FixWalkProps = ErrorFixScreenProps & AgencyContext;

function FixWalk({ accountId, timeZone, clientCompanyId, scope, invoiceId, onOpen, onBack }: FixWalkProps) {
  const { t } = useTranslation('invoices');
  const [today] = useState(() => dayOf(Date.now(), timeZone));
  const [flash, setFlash] = useState<Flash>(null);
  const { status, data: rows = [] } = useErrorQueue(accountId, timeZone, scope, clientCompanyId);
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const withErrors = useMemo(() => rows.filter((row) => row.hasErrors).length, [rows]);
  const around = useNeighbours(ids, invoiceId);
  const first = ids[0];
  // The next one as the list stands (the fixed invoice may leave it once saved); past the end of
  // an errors-only walk, back to the first one still waiting.
  const nextAfterSave = around.next ?? (scope.kind === 'all' ? null : (ids.find((id) => id !== invoiceId) ?? null));

  useEffect(() => {
    if (invoiceId === FIRST_INVOICE && first) onOpen(first, { replace: true });
  }, [invoiceId, first, onOpen]);

  const progress = (
    <div className="fix-progress" role="status">
      <p className="fix-scope">{t(`fix.scope.${scope.kind}`)}</p>
      <p>
        <strong>{t('fix.left', { count: withErrors })}</strong>
      </p>
    </div>
  );
  const done = status === 'success' && withErrors === 0;

  if (invoiceId === FIRST_INVOICE) {
    if (status !== 'success' || first) return <p className="page muted">{t('workspace.loading')}</p>;
    return <DonePanel progress={progress} onBack={onBack} />;
  }

  return (
    <InvoiceView
      accountId={accountId}
      invoiceId={invoiceId}
      today={today}
      mode="fix"
      navigation={{
        ...around,
        count: ids.length,
        nextAfterSave,
        onGo: (id) => {
          setFlash(null);
          onOpen(id);
        },
      }}
      flash={flash}
      onFlash={setFlash}
      banner={
        <>
          {progress}
          {done && <p className="flash">{t('fix.allFixed')}</p>}
        </>
      }
      onSaved={() => {
        setFlash({ kind: 'saved', invoiceId });
        if (nextAfterSave) onOpen(nextAfterSave);
      }}
      backLabel={t('fix.backToReports')}
      onBack={onBack}
    />
  );
}

function DonePanel({ progress, onBack }: { progress: React.ReactNode; onBack: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <div className="page stack">
      <h1>{t('fix.title')}</h1>
      {progress}
      <p className="flash">{t('fix.allFixed')}</p>
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          {t('fix.backToReports')}
        </button>
      </div>
    </div>
  );
}
