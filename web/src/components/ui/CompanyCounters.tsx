import type { CompanyStats } from '@factoria/domain/records/company.schema';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../model/format';
import { SavedTime } from './SavedTime';

export function CompanyCounters({ stats }: { stats: CompanyStats }) {
  const { t, i18n } = useTranslation('clients');
  return (
    <section className="clients-card" aria-labelledby="client-counters">
      <h2 id="client-counters">{t('client.counters')}</h2>
      <dl className="clients-counters">
        {(['processed', 'accurate', 'withErrors', 'corrected'] as const).map((key) => (
          <div key={key}>
            <dt>{t(`columns.${key}`)}</dt>
            <dd>{formatNumber(stats[key], i18n.language)}</dd>
          </div>
        ))}
        <div>
          <dt>{t('columns.savedSeconds')}</dt>
          <dd>
            <SavedTime seconds={stats.savedSeconds} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
