import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { useSession } from '../../../lib/auth/use-session';
import { SetupProgress } from '../components/SetupProgress';
import { useAdvanceWhen } from '../components/use-advance-when';
import { ScheduleForm } from '../forms/ScheduleForm';
import '../setup.css';

export function ScheduleSetupScreen() {
  const { t } = useTranslation('setup');
  const { account } = useSession();
  const advance = useAdvanceWhen(account?.reportTime != null, '/finish-setup');
  return (
    <CardPage title={t('schedule.title')} wide>
      <SetupProgress current="schedule" />
      <p className="muted">{t('schedule.intro')}</p>
      <ScheduleForm initial={account?.reportTime ?? null} onSaved={advance} />
      <Link to="/client-setup">{t('back')}</Link>
    </CardPage>
  );
}
