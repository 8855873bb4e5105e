import type { Payment } from '@factoria/domain/records/payment.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format/format';

export function PaymentsTable({ payments, caption }: { payments: Payment[]; caption: string }) {
  const { t, i18n } = useTranslation('subscription');
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
            <td>{formatDateTime(payment.createdAt, i18n.language)}</td>
            <td>{t(`payments.kind.${payment.kind}`)}</td>
            <td className="numeric">{payment.quantity}</td>
            <td className="numeric">{formatMoney(payment.amountCents, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
