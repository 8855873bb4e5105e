import type { BankSession } from '@factoria/domain/records/bank-session.schema';
import { useTranslation } from 'react-i18next';

/** Live progress of a session being uploaded, queued or processed. */
export function SessionProgress({ session }: { session: BankSession }) {
  const { t } = useTranslation('banking');
  const percent = session.progress?.percent ?? (session.status === 'queued' ? 2 : 0);
  const step = session.progress?.step;
  return (
    <section className="card stack" aria-live="polite" data-testid="bank-progress">
      <p>
        <span className={`badge bank-status-${session.status}`}>{t(`status.${session.status}`)}</span>{' '}
        {step && t(`steps.${step}` as 'steps.reading', { defaultValue: step })}
      </p>
      <progress value={percent} max={100} aria-label={t('session.progress')} />
    </section>
  );
}
