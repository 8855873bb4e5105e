import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { FormAlert } from '../../../components/ui/FormAlert';
import { emailOfResetCode } from '../../../lib/auth/auth-actions';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { ResetPasswordForm } from '../forms/ResetPasswordForm';

interface ResetPasswordScreenProps {
  oobCode: string | undefined;
  /** Came from a client-company invitation: the first password, not a forgotten one. */
  invited: boolean;
  onReset: () => void;
}

export function ResetPasswordScreen({ oobCode, invited, onReset }: ResetPasswordScreenProps) {
  const { t } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const [email, setEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorKey | null>(oobCode ? null : 'errors.auth.invalidCode');

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    emailOfResetCode(oobCode).then(
      (address) => current && setEmail(address),
      (error: unknown) => current && setFailure(errorKey(error)),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  return (
    <CardPage title={t(invited ? 'reset.invitedTitle' : 'reset.title')}>
      {failure ? (
        <>
          <FormAlert message={ta(failure)} />
          <p className="auth-links">
            <Link to="/forgot-password">{t('reset.newLink')}</Link>
          </p>
        </>
      ) : email && oobCode ? (
        <>
          <p className="muted">{t('reset.subtitle', { email })}</p>
          <ResetPasswordForm code={oobCode} email={email} onReset={onReset} />
        </>
      ) : (
        <p role="status">{t('reset.checking')}</p>
      )}
    </CardPage>
  );
}
