import type { DailyReportMail } from '@factoria/domain/records/daily-report.schema';
import { useTranslation } from 'react-i18next';

/** The mail received at the companies' intake addresses that was held or refused, per company. */
export function ReportMail({ mail }: { mail: DailyReportMail[] }) {
  const { t } = useTranslation('daily-report');
  if (mail.length === 0) return null;
  return (
    <section aria-labelledby="daily-report-mail">
      <h3 id="daily-report-mail">{t('mail.title')}</h3>
      <ul className="daily-report-mail">
        {mail.map((entry) => (
          <li key={entry.companyId}>
            <strong>{entry.companyName}</strong>
            {': '}
            {[entry.refused > 0 ? t('mail.refused', { count: entry.refused }) : null, entry.held > 0 ? t('mail.held', { count: entry.held }) : null]
              .filter(Boolean)
              .join(', ')}
            {entry.reasons.length > 0 &&
              ` (${entry.reasons.map(({ reason, count }) => t('mail.reason', { reason: t(`mail.reasons.${reason}`), count })).join('; ')})`}
          </li>
        ))}
      </ul>
      <p className="muted">{t('mail.hint')}</p>
    </section>
  );
}
