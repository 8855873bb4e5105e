import type { LabelSeen, ProfileRegion, SupplierProfile } from '@factoria/domain/suppliers/supplier-profile.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format/format';
import { regionPlace } from './filter-profiles';

interface ProfileCardProps {
  profile: WithId<SupplierProfile>;
  onReset: (profile: WithId<SupplierProfile>) => void;
}

const FIELDS = ['number', 'date', 'total'] as const;

/** What the agency has learned about one supplier, and its reset button. */
export function ProfileCard({ profile, onReset }: ProfileCardProps) {
  const { t, i18n } = useTranslation('supplier-profiles');
  const titleId = useId();
  const language = i18n.language;
  const name = profile.name ?? t('noName');
  const currency = profile.currency ?? 'EUR';
  return (
    <li className="card stack supplier-profile" aria-labelledby={titleId}>
      <div className="row supplier-profile-head">
        <div>
          <h2 id={titleId}>{name}</h2>
          <p className="muted">{t('taxId', { taxId: profile.taxId })}</p>
        </div>
        <button type="button" className="button button-secondary" onClick={() => onReset(profile)} aria-label={t('reset.button', { name })}>
          {t('reset.label')}
        </button>
      </div>
      <dl className="supplier-profile-facts">
        <dt>{t('facts.invoices')}</dt>
        <dd>{t('facts.invoicesValue', { count: profile.invoices, corrections: formatNumber(profile.corrections, language) })}</dd>
        <dt>{t('facts.numbers')}</dt>
        <dd>
          {profile.numberShapes.length === 0
            ? t('facts.none')
            : profile.numberShapes
                .map((shape) =>
                  t('facts.shape', {
                    shape: shape.shape,
                    kind: t(`documentType.${shape.documentType}`),
                    digits: shape.minDigits === shape.maxDigits ? formatNumber(shape.minDigits, language) : `${shape.minDigits}–${shape.maxDigits}`,
                    count: shape.count,
                  }),
                )
                .join('; ')}
        </dd>
        <dt>{t('facts.vatRates')}</dt>
        <dd>
          {profile.vatRates.length === 0
            ? t('facts.none')
            : profile.vatRates.map((rate) => t('facts.rate', { rate: formatNumber(rate.rate, language), count: rate.count })).join('; ')}
        </dd>
        <dt>{t('facts.totals')}</dt>
        <dd>
          {profile.totalCents
            ? t('facts.totalRange', { min: formatMoney(profile.totalCents.min, language, currency), max: formatMoney(profile.totalCents.max, language, currency) })
            : t('facts.none')}
        </dd>
        <dt>{t('facts.updatedAt')}</dt>
        <dd>{profile.updatedAt ? formatDateTime(profile.updatedAt, language) : t('facts.none')}</dd>
      </dl>
      <table className="supplier-profile-where">
        <caption>{t('where.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('where.field')}</th>
            <th scope="col">{t('where.labels')}</th>
            <th scope="col">{t('where.regions')}</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map((field) => (
            <tr key={field}>
              <th scope="row">{t(`where.${field}`)}</th>
              <td>{labelsText(profile.labels[field], t) || t('facts.none')}</td>
              <td>{regionsText(profile.regions[field], t) || t('facts.none')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

type T = ReturnType<typeof useTranslation<'supplier-profiles'>>['t'];

function labelsText(labels: readonly LabelSeen[], t: T): string {
  return labels.map((label) => t('where.label', { label: label.label, count: label.count })).join('; ');
}

/** The regions as places ("page 1, top right"), each place once with how often it was seen. */
function regionsText(regions: readonly ProfileRegion[], t: T): string {
  const counts = new Map<string, number>();
  for (const region of regions) {
    const place = regionPlace(region);
    const page = region.last ? t('where.lastPage') : t('where.page', { page: region.page });
    const text = t('where.place', { page, vertical: t(`where.vertical.${place.vertical}`), horizontal: t(`where.horizontal.${place.horizontal}`) });
    counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  return [...counts].map(([place, count]) => t('where.seen', { place, count })).join('; ');
}
