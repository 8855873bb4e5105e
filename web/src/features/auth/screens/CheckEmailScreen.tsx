import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CardPage } from '../../../components/ui/CardPage';
import { FormAlert } from '../../../components/ui/FormAlert';
import { currentUserVerified, resendVerification } from '../../../lib/auth/auth-actions';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { refreshSession, signOut } from '../../../lib/auth/session';
import { useSession } from '../../../lib/auth/use-session';
import { confirmEmail } from '../api/create-account';
import '../auth.css';

/**
 * After sign-up: the verification link is in the mailbox. When the address turns out verified
 * (the link was opened in another tab or device), the account moves on by itself; the router
 * then leaves this screen.
 */
export function CheckEmailScreen() {
  const { t } = useTranslation('auth');
  const { t: ta } = useTranslation('account');
  const session = useSession();
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const [notice, setNotice] = useState<'resent' | 'notYet' | null>(null);
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);
  const verified = session.emailVerified;
  const registered = session.account?.status === 'registered';

  const check = useCallback(async (announce: boolean) => {
    try {
      await refreshSession();
      if (announce && !currentUserVerified()) setNotice('notYet');
    } catch (error) {
      setFailure(errorKey(error));
    }
  }, []);

  // Coming back to this tab after opening the link elsewhere.
  useEffect(() => {
    if (!session.user || verified) return;
    const onFocus = () => void check(false);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [session.user, verified, check]);

  useEffect(() => {
    if (!verified || !registered) return;
    confirmEmail().catch((error: unknown) => setFailure(errorKey(error)));
  }, [verified, registered]);

  if (!session.user) {
    return (
      <CardPage title={t('checkEmail.title')}>
        <p>{t('checkEmail.bodySignedOut')}</p>
        <Link to="/sign-in" className="button button-primary">
          {t('checkEmail.signIn')}
        </Link>
      </CardPage>
    );
  }

  return (
    <CardPage title={t('checkEmail.title')}>
      {verified ? (
        <p role="status">{t('checkEmail.continuing')}</p>
      ) : (
        <p>{t('checkEmail.body', { email: session.user.email })}</p>
      )}
      <FormAlert message={notice === 'resent' ? t('checkEmail.resent') : null} tone="success" />
      <FormAlert message={notice === 'notYet' ? t('checkEmail.notYet') : null} />
      <FormAlert message={failure && ta(failure)} />
      {!verified && (
        <div className="auth-actions">
          <Button
            busy={busy === 'check'}
            onClick={async () => {
              setBusy('check');
              setNotice(null);
              await check(true);
              setBusy(null);
            }}
          >
            {t('checkEmail.confirmed')}
          </Button>
          <Button
            variant="secondary"
            busy={busy === 'resend'}
            onClick={async () => {
              setBusy('resend');
              setNotice(null);
              setFailure(null);
              try {
                await resendVerification();
                setNotice('resent');
              } catch (error) {
                setFailure(errorKey(error));
              }
              setBusy(null);
            }}
          >
            {t('checkEmail.resend')}
          </Button>
        </div>
      )}
      <Button variant="ghost" onClick={() => void signOut()}>
        {t('checkEmail.signOut')}
      </Button>
    </CardPage>
  );
}
