import type { CompanyStats } from '@factoria/domain/records/company.schema';
import { useTranslation } from 'react-i18next';

/** The company's invoice counters, live: they move as soon as a correction is saved. */
export function CompanyCounters({ name, stats }: { name: string; stats: CompanyStats }) {
  const { t } = useTranslation('invoices');
  const counters = [
    ['withErrors', stats.withErrors],
    ['corrected', stats.corrected],
    ['accurate', stats.accurate],
    ['processed', stats.processed],
  ] as const;
  return (
    <section className="company-counters" aria-label={t('counters.label', { company: name })}>
      <dl>
        {counters.map(([key, value]) => (
          <div key={key} data-testid={`counter-${key}`}>
            <dt>{t(`counters.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
