import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CardPage } from '../../../components/ui/CardPage';
import { FormAlert } from '../../../components/ui/FormAlert';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { useSession } from '../../../lib/auth/use-session';
import { finishSetup } from '../api/setup-steps';
import { SetupProgress } from '../components/SetupProgress';
import { useAdvanceWhen } from '../components/use-advance-when';
import '../setup.css';

export function FinishSetupScreen() {
  const { t } = useTranslation('setup');
  const { t: ta } = useTranslation('account');
  const { account } = useSession();
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const advance = useAdvanceWhen(account?.status === 'pending-approval' || account?.status === 'active', '/');
  return (
    <CardPage title={t('finish.title')} wide>
      <SetupProgress current="finish" />
      <p className="muted">{t('finish.intro')}</p>
      <dl className="setup-summary">
        <dt>{t('finish.clients')}</dt>
        <dd>{account?.clientCount}</dd>
        <dt>{t('finish.reportTime')}</dt>
        <dd>{account?.reportTime}</dd>
      </dl>
      <FormAlert message={failure && ta(failure)} />
      <div className="auth-actions">
        <Button
          busy={busy}
          onClick={async () => {
            setFailure(null);
            setBusy(true);
            try {
              await finishSetup();
              advance();
            } catch (error) {
              setFailure(errorKey(error));
              setBusy(false);
            }
          }}
        >
          {t('finish.submit')}
        </Button>
        <Link to="/schedule-setup">{t('back')}</Link>
      </div>
    </CardPage>
  );
}
