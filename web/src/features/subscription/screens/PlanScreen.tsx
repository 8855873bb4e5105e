import { EXTRA_COMPANY_SLOT_CENTS } from '@factoria/domain/records/payment.schema';
import { useTranslation } from 'react-i18next';
import { AccountGate } from '../components/AccountGate';
import { UsageMeter } from '../components/UsageMeter';
import { usageFigures } from '../limits';
import { formatMoney } from '../../../lib/format/format';

export function PlanScreen() {
  const { t, i18n } = useTranslation('subscription');
  return (
    <AccountGate>
      {(account) => {
        const figures = usageFigures(account, new Date());
        return (
          <div className="page stack">
            <h1>{t('plan.title')}</h1>
            {account.plan === null ? (
              <section className="notice" role="status">
                <h2>{t('plan.none.title')}</h2>
                <p>{t('plan.none.body')}</p>
              </section>
            ) : (
              <>
                <dl className="facts">
                  <div>
                    <dt>{t('plan.maxCompanies')}</dt>
                    <dd>{account.plan.maxCompanies}</dd>
                  </div>
                  <div>
                    <dt>{t('plan.extraSlots')}</dt>
                    <dd>{account.plan.extraSlots}</dd>
                  </div>
                  <div>
                    <dt>{t('plan.maxInvoices')}</dt>
                    <dd>{account.plan.maxInvoicesPerMonth}</dd>
                  </div>
                </dl>
                <section className="card stack" aria-labelledby="usage-title">
                  <h2 id="usage-title">{t('usage.title')}</h2>
                  <UsageMeter label={t('usage.companies')} used={figures.companies.used} limit={figures.companies.limit} />
                  <UsageMeter label={t('usage.invoices')} used={figures.invoices.used} limit={figures.invoices.limit} />
                </section>
                <p className="muted">{t('plan.extraSlotPrice', { price: formatMoney(EXTRA_COMPANY_SLOT_CENTS, i18n.language) })}</p>
              </>
            )}
          </div>
        );
      }}
    </AccountGate>
  );
}
