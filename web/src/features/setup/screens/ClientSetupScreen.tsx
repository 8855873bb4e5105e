import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { useSession } from '../../../lib/auth/use-session';
import { SetupProgress } from '../components/SetupProgress';
import { useAdvanceWhen } from '../components/use-advance-when';
import { ClientCountForm } from '../forms/ClientCountForm';
import '../setup.css';

export function ClientSetupScreen() {
  const { t } = useTranslation('setup');
  const { account } = useSession();
  const advance = useAdvanceWhen(account?.clientCount != null, '/schedule-setup');
  return (
    <CardPage title={t('clients.title')} wide>
      <SetupProgress current="clients" />
      <p className="muted">{t('clients.intro')}</p>
      <ClientCountForm initial={account?.clientCount ?? null} onSaved={advance} />
    </CardPage>
  );
}
