import { useTranslation } from 'react-i18next';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { parseMoney, type InvoiceFormValues } from './invoice-form-values';
import type { LiveCheck } from './live-check';

/**
 * The arithmetic as it stands: bases + cuotas + recargo - IRPF + amounts outside the tax base
 * against the typed total, and the status the invoice will have once saved (the server derives
 * it with the same rules).
 */
export function LiveCheckPanel({ check, values }: { check: LiveCheck; values: InvoiceFormValues }) {
  const { t, i18n } = useTranslation(['invoices', 'issues']);
  const format = (amount: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const total = parseMoney(values.total ?? '');
  const errors = check.issues.filter((issue) => issue.severity === 'error');
  const warnings = check.issues.filter((issue) => issue.severity === 'warning');

  return (
    <section className="live-check" aria-labelledby="live-check-title">
      <h2 id="live-check-title">{t('check.title')}</h2>
      <dl className="live-check-sum">
        <div>
          <dt>{t('check.bases')}</dt>
          <dd className="numeric">{format(check.bases)}</dd>
        </div>
        <div>
          <dt>{t('check.cuotas')}</dt>
          <dd className="numeric">+ {format(check.cuotas)}</dd>
        </div>
        <div>
          <dt>{t('check.recargos')}</dt>
          <dd className="numeric">+ {format(check.recargos)}</dd>
        </div>
        <div>
          <dt>{t('check.irpf')}</dt>
          <dd className="numeric">− {format(Math.abs(check.irpf))}</dd>
        </div>
        {check.outside !== 0 && (
          <div>
            <dt>{t('check.outside')}</dt>
            <dd className="numeric">+ {format(check.outside)}</dd>
          </div>
        )}
        <div className="live-check-result">
          <dt>{t('check.expected')}</dt>
          <dd className="numeric">{format(check.expectedTotal)}</dd>
        </div>
        <div className="live-check-result">
          <dt>{t('check.typed')}</dt>
          <dd className={`numeric ${check.totalOk === false ? 'check-bad' : check.totalOk ? 'check-ok' : ''}`}>
            {total === null ? '—' : format(total)}
            {check.totalOk === true && <span> ✓ {t('check.totalOk')}</span>}
            {check.totalOk === false && <span> ✗ {t('check.difference', { amount: format((total ?? 0) - check.expectedTotal) })}</span>}
          </dd>
        </div>
      </dl>
      <p className="live-check-status">
        {t('check.statusAfterSave')} <InvoiceStatusBadge status={check.status} />
      </p>
      {errors.length > 0 && (
        <ul className="live-check-issues" aria-label={t('check.errors')}>
          {errors.map((issue, index) => (
            <li key={`${issue.field}-${issue.code}-${index}`} className="field-issue field-issue-error">
              {t(issue.code, { ns: 'issues' })}
            </li>
          ))}
        </ul>
      )}
      {warnings.length > 0 && (
        <ul className="live-check-issues" aria-label={t('check.warnings')}>
          {warnings.map((issue, index) => (
            <li key={`${issue.field}-${issue.code}-${index}`} className="field-issue field-issue-warning">
              {t(issue.code, { ns: 'issues' })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
