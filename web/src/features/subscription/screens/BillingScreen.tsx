import { EXTRA_COMPANY_SLOT_CENTS } from '@factoria/domain/records/payment.schema';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePayments } from '../api/use-payments';
import { AccountGate } from '../components/AccountGate';
import { UsageMeter } from '../components/UsageMeter';
import { usageFigures } from '../limits';
import { formatDate, formatMoney } from '../../../lib/format/format';

/** What the agency is billed for: its plan's usage this month and what it has paid. */
export function BillingScreen() {
  const { t } = useTranslation('subscription');
  return (
    <AccountGate>
      {(account, accountId) => {
        const figures = usageFigures(account, new Date());
        return (
          <div className="page stack">
            <h1>{t('billing.title')}</h1>
            <section className="card stack" aria-labelledby="billing-usage">
              <h2 id="billing-usage">{t('billing.thisMonth')}</h2>
              <UsageMeter label={t('usage.invoices')} used={figures.invoices.used} limit={figures.invoices.limit} />
              <UsageMeter label={t('usage.companies')} used={figures.companies.used} limit={figures.companies.limit} />
            </section>
            <PaidSummary accountId={accountId} extraSlots={figures.extraSlots} />
          </div>
        );
      }}
    </AccountGate>
  );
}

function PaidSummary({ accountId, extraSlots }: { accountId: string; extraSlots: number }) {
  const { t, i18n } = useTranslation('subscription');
  const { data } = usePayments(accountId);
  const payments = data ?? [];
  const totalCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const last = payments[0];
  return (
    <section className="card stack" aria-labelledby="billing-paid">
      <h2 id="billing-paid">{t('billing.payments')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('billing.extraSlots')}</dt>
          <dd>{t('billing.extraSlotsValue', { count: extraSlots, price: formatMoney(EXTRA_COMPANY_SLOT_CENTS, i18n.language) })}</dd>
        </div>
        <div>
          <dt>{t('billing.totalPaid')}</dt>
          <dd>{formatMoney(totalCents, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('billing.lastPayment')}</dt>
          <dd>{last ? `${formatDate(last.createdAt, i18n.language)} · ${formatMoney(last.amountCents, i18n.language)}` : t('billing.none')}</dd>
        </div>
      </dl>
      <Link to="/subscription/payments">{t('billing.seeHistory')}</Link>
    </section>
  );
}
