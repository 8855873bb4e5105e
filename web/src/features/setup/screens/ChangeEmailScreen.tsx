import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { useSession } from '../../../lib/auth/use-session';
import { ChangeEmailForm } from '../forms/ChangeEmailForm';
import '../setup.css';

/**
 * Spec section 4: the new address takes effect only once verified. Firebase Auth sends the
 * link to the new address; opening it (confirming-email) changes it and sends the user to
 * sign in again after 5 seconds.
 */
export function ChangeEmailScreen() {
  const { t } = useTranslation('setup');
  const { user } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const currentEmail = user?.email ?? '';
  return (
    <CardPage title={t('changeEmail.title')} wide>
      {sentTo ? (
        <p role="status">{t('changeEmail.sent', { newEmail: sentTo, currentEmail })}</p>
      ) : (
        <>
          <p className="muted">{t('changeEmail.intro', { currentEmail })}</p>
          <ChangeEmailForm currentEmail={currentEmail} onSent={setSentTo} />
        </>
      )}
      <Link to="/">{t('changeEmail.back')}</Link>
    </CardPage>
  );
}
