import { BANK_FILE_KINDS, type BankSlot } from '@factoria/domain/records/bank-session.schema';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useBankCompanies } from '../api/use-bank-companies';
import { useBankUser, type BankUser } from '../api/use-bank-user';
import { startBankSession } from '../api/start-session';
import { SlotDropzone } from '../components/SlotDropzone';
import '../banking.css';

/** banking/add: a company, up to four files, then the session starts and its page follows it. */
export function AddBankSessionScreen() {
  const me = useBankUser();
  return me ? <AddSession me={me} /> : null;
}

function AddSession({ me }: { me: BankUser }) {
  const { t } = useTranslation('banking');
  const navigate = useNavigate();
  const companies = useBankCompanies(me.accountId);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [files, setFiles] = useState<Partial<Record<BankSlot, File>>>({});
  const [progress, setProgress] = useState<Partial<Record<BankSlot, number>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const company = companies.data.find((candidate) => candidate.id === companyId) ?? null;
  const inactive = company !== null && company.status !== 'active';

  async function start() {
    if (!company || !files.statement) return;
    setBusy(true);
    setFailure(null);
    try {
      const sessionId = await startBankSession({ accountId: me.accountId, companyId: company.id, uid: me.uid, files }, (slot, fraction) =>
        setProgress((current) => ({ ...current, [slot]: fraction })),
      );
      await navigate({ to: '/banking/view/$id', params: { id: sessionId } });
    } catch (error) {
      setFailure(t('add.failed', { reason: (error as Error).message }));
      setProgress({});
      setBusy(false);
    }
  }

  return (
    <div className="page stack">
      <h1>{t('add.title')}</h1>
      <p className="muted">{t('add.intro')}</p>
      <div className="field">
        <label htmlFor="bank-company">{t('add.company')}</label>
        <select id="bank-company" value={companyId ?? ''} disabled={busy} onChange={(event) => setCompanyId(event.target.value || null)}>
          <option value="">{t('add.chooseCompany')}</option>
          {companies.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id} disabled={candidate.status !== 'active'}>
              {candidate.status === 'active' ? candidate.name : t('add.companyNotActive', { name: candidate.name })}
            </option>
          ))}
        </select>
      </div>
      {companies.status === 'success' && companies.data.length === 0 && <p className="notice">{t('add.noCompanies')}</p>}
      {inactive && <p className="notice">{t('add.inactiveNotice', { name: company.name })}</p>}
      <div className="bank-slots">
        {BANK_FILE_KINDS.map((slot) => (
          <SlotDropzone
            key={slot}
            slot={slot}
            file={files[slot] ?? null}
            progress={progress[slot] ?? null}
            disabled={busy}
            onChange={(file) => setFiles((current) => ({ ...current, [slot]: file ?? undefined }))}
          />
        ))}
      </div>
      {!files.statement && <p className="muted">{t('add.statementRequired')}</p>}
      {failure && (
        <p role="alert" className="error-panel">
          {failure}
        </p>
      )}
      <div className="row">
        <Button busy={busy} disabled={!company || inactive || !files.statement} onClick={() => void start()}>
          {busy ? t('add.starting') : t('add.start')}
        </Button>
      </div>
    </div>
  );
}
