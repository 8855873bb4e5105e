import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useUploadCompanies } from '../api/use-upload-companies';
import { useCompanyInvoices } from '../api/use-invoices';
import { CompanyPicker } from '../components/CompanyPicker';
import { InvoiceTable } from '../components/InvoiceTable';
import { UploadDropzone } from '../components/UploadDropzone';

interface InvoicesScreenProps {
  companyId: string | null;
  onCompanyChange: (companyId: string | null) => void;
}

export function InvoicesScreen({ companyId, onCompanyChange }: InvoicesScreenProps) {
  const { t } = useTranslation('invoices');
  const { user, claims } = useSession();
  const accountId = claims.accountId;
  if (!user || !accountId) return null;
  return (
    <div className="page stack">
      <h1>{t('title')}</h1>
      <Suspense fallback={<p className="muted">{t('loading', { ns: 'common' })}</p>}>
        <CompanySection accountId={accountId} companyId={companyId} onCompanyChange={onCompanyChange} uid={user.uid} />
      </Suspense>
    </div>
  );
}

function CompanySection({ accountId, companyId, onCompanyChange, uid }: InvoicesScreenProps & { accountId: string; uid: string }) {
  const { data: companies = [] } = useUploadCompanies(accountId);
  const company = companies.find((candidate) => candidate.id === companyId) ?? null;
  return (
    <>
      <CompanyPicker companies={companies} value={company?.id ?? null} onChange={onCompanyChange} />
      {company?.status === 'active' && <UploadDropzone target={{ accountId, companyId: company.id, uid }} />}
      {company && <CompanyInvoices accountId={accountId} companyId={company.id} />}
    </>
  );
}

function CompanyInvoices({ accountId, companyId }: { accountId: string; companyId: string }) {
  const { data: invoices = [] } = useCompanyInvoices(accountId, companyId);
  return <InvoiceTable invoices={invoices} />;
}
