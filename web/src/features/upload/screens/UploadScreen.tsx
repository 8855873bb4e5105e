import type { Company } from '@factoria/domain/records/company.schema';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { useSession } from '../../../lib/auth/use-session';
import type { WithId } from '../../../lib/firebase/converter';
import { outboxActions, useOutboxBatches } from '../api/outbox';
import { useOwnCompany, useUploadCompanies } from '../api/use-upload-companies';
import { useUploadQuota } from '../api/use-upload-quota';
import { CompanyPicker } from '../components/CompanyPicker';
import { OutboxBatchCard } from '../components/OutboxBatchCard';
import { UploadDropzone } from '../components/UploadDropzone';
import { CameraCapture } from '../capture/CameraCapture';
import '../upload.css';

interface UploadScreenProps {
  companyId: string | null;
  onCompanyChange: (companyId: string | null) => void;
}

interface Member {
  accountId: string;
  uid: string;
}

export function UploadScreen({ companyId, onCompanyChange }: UploadScreenProps) {
  const { t } = useTranslation('upload');
  const { user, claims } = useSession();
  const online = useOnlineStatus();
  if (!user || !claims.accountId) return null;
  const member = { accountId: claims.accountId, uid: user.uid };
  return (
    <div className="page stack upload-page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      {!online && (
        <p role="status" className="notice">
          {t('offline')}
        </p>
      )}
      <Suspense fallback={<p className="muted">{t('loading', { ns: 'common' })}</p>}>
        {claims.role === 'client' && claims.companyId ? (
          <ClientUpload member={member} companyId={claims.companyId} />
        ) : (
          <StaffUpload member={member} companyId={companyId} onCompanyChange={onCompanyChange} />
        )}
      </Suspense>
    </div>
  );
}

function StaffUpload({ member, companyId, onCompanyChange }: UploadScreenProps & { member: Member }) {
  const { t } = useTranslation('upload');
  const { data: companies = [], status } = useUploadCompanies(member.accountId);
  const company = companies.find((candidate) => candidate.id === companyId) ?? null;
  if (status === 'success' && companies.length === 0) return <p className="notice">{t('noCompanies')}</p>;
  return (
    <>
      <CompanyPicker companies={companies} value={company?.id ?? null} onChange={onCompanyChange} />
      {company && <CompanyUpload member={member} company={company} />}
      <OutboxList member={member} companies={companies} withReportLink />
    </>
  );
}

function ClientUpload({ member, companyId }: { member: Member; companyId: string }) {
  const { data: company } = useOwnCompany(member.accountId, companyId);
  if (!company) return null;
  return (
    <>
      <h2>{company.name}</h2>
      <CompanyUpload member={member} company={company} />
      <OutboxList member={member} companies={[company]} withReportLink={false} />
    </>
  );
}

function CompanyUpload({ member, company }: { member: Member; company: WithId<Company> }) {
  const { t } = useTranslation('upload');
  const quota = useUploadQuota(member.accountId);
  if (company.status !== 'active') return <p className="notice">{t('inactiveNotice', { name: company.name })}</p>;
  if (!quota) return null;
  const accept = async (files: File[]) => {
    await outboxActions.pick({ accountId: member.accountId, companyId: company.id, uid: member.uid, files });
  };
  return (
    <>
      <UploadDropzone quota={quota} onAccept={accept} />
      <CameraCapture quota={quota} onAccept={accept} />
    </>
  );
}

function OutboxList({ member, companies, withReportLink }: { member: Member; companies: WithId<Company>[]; withReportLink: boolean }) {
  const { t } = useTranslation('upload');
  const batches = useOutboxBatches(member.accountId, member.uid) ?? [];
  if (batches.length === 0) return null;
  const names = new Map(companies.map((company) => [company.id, company.name]));
  return (
    <section className="stack" aria-labelledby="outbox-title">
      <h2 id="outbox-title">{t('batches')}</h2>
      {batches.map((view) => (
        <OutboxBatchCard
          key={view.batch.batchId}
          view={view}
          companyName={names.get(view.batch.companyId) ?? view.batch.companyId}
          withReportLink={withReportLink}
        />
      ))}
    </section>
  );
}
