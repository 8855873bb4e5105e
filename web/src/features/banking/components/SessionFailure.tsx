import type { BankSession } from '@factoria/domain/records/bank-session.schema';
import { useTranslation } from 'react-i18next';

/** Why a session failed (the engine's or the pipeline's reason, translated) and which file. */
export function SessionFailure({ session }: { session: BankSession }) {
  const { t } = useTranslation('banking');
  const failure = session.failure;
  const code = failure?.code ?? 'bank/unknown';
  const slot = failure && failure.kind !== 'session' ? t(`slots.${failure.kind}` as 'slots.statement') : null;
  const row = failure ? session.files[failure.kind]?.issues?.find((issue) => issue.code === code)?.row : undefined;
  return (
    <section className="error-panel" role="alert" data-testid="bank-failure">
      <p className="toast-title">{t('session.failedTitle')}</p>
      <p>
        {t(`codes.${code}` as 'codes.bank/unknown', { defaultValue: code })}
        {row !== undefined && ` (${row})`}
      </p>
      {slot && <p>{t('session.failedFile', { slot })}</p>}
      <p className="muted">{t('session.noFailure')}</p>
    </section>
  );
}
