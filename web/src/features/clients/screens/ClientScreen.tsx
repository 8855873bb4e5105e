import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgencyGate } from '../../../components/ui/AgencyGate';
import { Button } from '../../../components/ui/Button';
import { CompanyCounters } from '../../../components/ui/CompanyCounters';
import { Notice, type NoticeMessage } from '../../../components/ui/Notice';
import { useAccountAllowance } from '../api/use-account-allowance';
import { useCompany, useCompanyNotes } from '../api/use-companies';
import { CompanyDetails } from '../components/CompanyDetails';
import { CompanyDialog, type CompanyDialogTarget } from '../components/CompanyDialog';
import { CompanyInvoices } from '../components/CompanyInvoices';
import { CompanyReports } from '../components/CompanyReports';
import { CompanyStatusControl } from '../components/CompanyStatusControl';
import { StatusBadge } from '../components/StatusBadge';
import { UploadAvailability } from '../components/UploadAvailability';
import { CompanyInbox } from '../intake/CompanyInbox';
import { EmailIntakeCard } from '../intake/EmailIntakeCard';
import '../clients.css';

export function ClientScreen({ companyId }: { companyId: string }) {
  const { t } = useTranslation('clients');
  return (
    <div className="page stack clients-page">
      <Link to="/clients" className="clients-back">
        {t('client.back')}
      </Link>
      <AgencyGate staffOnly requireActive useAccount={useAccountAllowance} texts={{ staffOnly: t('staffOnly'), loading: t('loading'), loadFailed: t('loadFailed'), awaiting: t('awaiting') }}>
        {({ accountId }) => <ClientPage accountId={accountId} companyId={companyId} />}
      </AgencyGate>
    </div>
  );
}

function ClientPage({ accountId, companyId }: { accountId: string; companyId: string }) {
  const { t } = useTranslation('clients');
  const { status, data: company } = useCompany(accountId, companyId);
  const notes = useCompanyNotes(accountId, companyId);
  const [dialog, setDialog] = useState<CompanyDialogTarget | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const say = (text: string) => setNotice({ id: Date.now(), text });

  if (status === 'loading') return <p className="muted">{t('loading')}</p>;
  if (status === 'error' || !company) return <p className="notice" role="alert">{t('client.notFound')}</p>;

  return (
    <>
      <div className="row clients-title">
        <h1>{company.name}</h1>
        <StatusBadge status={company.status} />
      </div>
      <div className="row clients-actions">
        <Button variant="secondary" onClick={() => setDialog({ mode: 'edit', company, notes })}>
          {t('client.edit')}
        </Button>
        <CompanyStatusControl
          companyId={company.id}
          companyName={company.name}
          status={company.status}
          onChanged={() => say(t('notices.deactivated'))}
        />
        <UploadAvailability companyId={company.id} status={company.status} />
      </div>
      <Notice notice={notice} onDone={clearNotice} />
      <CompanyCounters stats={company.stats} heading={t('client.counters')} />
      <CompanyDetails accountId={accountId} company={company} notes={notes} />
      <EmailIntakeCard company={company} />
      <CompanyInbox accountId={accountId} companyId={company.id} />
      <CompanyInvoices accountId={accountId} companyId={company.id} />
      <CompanyReports accountId={accountId} companyId={company.id} />
      <CompanyDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          say(t('notices.updated'));
        }}
      />
    </>
  );
}
