import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { usePayments } from '../api/use-payments';
import { PaymentsTable } from '../components/PaymentsTable';

export function PaymentHistoryScreen() {
  const { t } = useTranslation('subscription');
  const { claims } = useSession();
  return (
    <div className="page stack">
      <h1>{t('payments.title')}</h1>
      {claims.accountId ? <Payments accountId={claims.accountId} /> : <p className="muted">{t('noAccount')}</p>}
    </div>
  );
}

function Payments({ accountId }: { accountId: string }) {
  const { t } = useTranslation('subscription');
  const { t: common } = useTranslation('common');
  const { status, data } = usePayments(accountId);
  if (status === 'loading') return <p className="muted">{common('loading')}</p>;
  if (!data?.length) return <p className="muted">{t('payments.empty')}</p>;
  return <PaymentsTable payments={data} caption={t('payments.title')} />;
}
