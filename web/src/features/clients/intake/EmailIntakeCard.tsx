/**
 * Invoices by email on the client page (issue 17): the company's own intake address with a copy
 * button, on/off, a new address on request (the old one stops receiving), and the senders
 * allowed to send (one address or domain per line; empty: anyone). Saved by setEmailIntake.
 */
import type { Company } from '@factoria/domain/records/company.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { WithId } from '../../../lib/firebase/converter';
import { CompanyCallFailure } from '../api/company-callables';
import { setEmailIntake } from '../api/intake-callables';

type Action = 'on' | 'off' | 'regenerate' | 'senders';

export function EmailIntakeCard({ company }: { company: WithId<Company> }) {
  const { t } = useTranslation('clients');
  const intake = company.intake;
  const [senders, setSenders] = useState((intake?.allowedSenders ?? []).join('\n'));
  const [busy, setBusy] = useState<Action | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const save = async (action: Action) => {
    setBusy(action);
    setMessage(null);
    const allowedSenders = senders.split(/[\n,;]+/).map((entry) => entry.trim()).filter(Boolean);
    try {
      await setEmailIntake({ companyId: company.id, enabled: action !== 'off', allowedSenders, regenerate: action === 'regenerate' });
      setMessage({ error: false, text: t(`intake.done.${action}`) });
    } catch (error) {
      const code = error instanceof CompanyCallFailure ? error.code : 'companies/unknown';
      const invalidSender = error instanceof CompanyCallFailure && Object.keys(error.fields).some((field) => field.startsWith('allowedSenders'));
      setMessage({ error: true, text: invalidSender ? t('intake.invalidSenders') : t(`errors.${code}`) });
    } finally {
      setBusy(null);
    }
  };

  const copy = async () => {
    if (!intake?.address) return;
    try {
      await navigator.clipboard.writeText(intake.address);
      setMessage({ error: false, text: t('intake.copied') });
    } catch {
      setMessage({ error: true, text: t('intake.copyFailed') });
    }
  };

  return (
    <section className="clients-card" aria-labelledby="client-intake">
      <h2 id="client-intake">{t('intake.title')}</h2>
      {intake?.enabled && intake.address ? (
        <>
          <p>{t('intake.explain')}</p>
          <div className="row">
            <code data-testid="intake-address">{intake.address}</code>
            <Button variant="secondary" onClick={() => void copy()}>
              {t('intake.copy')}
            </Button>
          </div>
          <div className="field">
            <label htmlFor="intake-senders">{t('intake.senders')}</label>
            <textarea id="intake-senders" rows={3} value={senders} onChange={(event) => setSenders(event.target.value)} aria-describedby="intake-senders-hint" />
            <p id="intake-senders-hint" className="field-hint">
              {t('intake.sendersHint')}
            </p>
          </div>
          <div className="row">
            <Button variant="secondary" busy={busy === 'senders'} onClick={() => void save('senders')}>
              {t('intake.saveSenders')}
            </Button>
            <Button variant="secondary" busy={busy === 'regenerate'} onClick={() => void save('regenerate')}>
              {t('intake.regenerate')}
            </Button>
            <Button variant="ghost" busy={busy === 'off'} onClick={() => void save('off')}>
              {t('intake.turnOff')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="muted">{t('intake.offExplain')}</p>
          <Button busy={busy === 'on'} onClick={() => void save('on')}>
            {t('intake.turnOn')}
          </Button>
        </>
      )}
      {message && (
        <p className={message.error ? 'form-error' : 'muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
