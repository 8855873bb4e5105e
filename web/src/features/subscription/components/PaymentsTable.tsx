import type { Payment } from '@factoria/domain/records/payment.schema';
import { useTranslation } from 'react-i18next';

export function PaymentsTable({ payments, caption }: { payments: Payment[]; caption: string }) {
  const { t, i18n } = useTranslation('subscription');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const euros = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return (
    <table className="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('payments.date')}</th>
          <th scope="col">{t('payments.concept')}</th>
          <th scope="col" className="numeric">
            {t('payments.quantity')}
          </th>
          <th scope="col" className="numeric">
            {t('payments.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={`${payment.createdAt}-${payment.kind}-${payment.amountCents}`}>
            <td>{date.format(payment.createdAt)}</td>
            <td>{t(`payments.kind.${payment.kind}`)}</td>
            <td className="numeric">{payment.quantity}</td>
            <td className="numeric">{euros.format(payment.amountCents / 100)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
