import type { CompanyStats } from '@factoria/domain/records/company.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format/format';
import { SavedTime } from './SavedTime';
import './company-counters.css';

/**
 * A company's counters as stored on it (domain/records/invoice-counters.ts defines them), the
 * same labels and order wherever they are shown; live where the caller reads them live.
 */
export function CompanyCounters({ stats, heading, compact }: { stats: CompanyStats; heading: string; compact?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const headingId = useId();
  return (
    <section className={compact ? 'company-counters company-counters-compact' : 'company-counters'} aria-labelledby={headingId}>
      <h2 id={headingId} className={compact ? 'visually-hidden' : undefined}>
        {heading}
      </h2>
      <dl>
        {(['processed', 'accurate', 'withErrors', 'corrected'] as const).map((key) => (
          <div key={key} data-testid={`counter-${key}`}>
            <dt>{t(`counters.${key}`)}</dt>
            <dd>{formatNumber(stats[key], i18n.language)}</dd>
          </div>
        ))}
        {!compact && (
          <div data-testid="counter-savedSeconds">
            <dt>{t('counters.savedTime')}</dt>
            <dd>
              <SavedTime seconds={stats.savedSeconds} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
