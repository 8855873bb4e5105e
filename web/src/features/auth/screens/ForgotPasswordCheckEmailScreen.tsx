import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CardPage } from '../../../components/ui/CardPage';
import { FormAlert } from '../../../components/ui/FormAlert';
import { requestPasswordReset } from '../../../lib/auth/auth-actions';

export function ForgotPasswordCheckEmailScreen({ email }: { email: string | undefined }) {
  const { t } = useTranslation('auth');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  return (
    <CardPage title={t('forgotCheck.title')}>
      <p>{email ? t('forgotCheck.body', { email }) : t('forgotCheck.bodyNoEmail')}</p>
      <FormAlert message={state === 'sent' ? t('forgotCheck.resent') : null} tone="success" />
      <div className="auth-actions">
        <Link to="/sign-in" className="button button-primary">
          {t('forgotCheck.signIn')}
        </Link>
        {email && (
          <Button
            variant="secondary"
            busy={state === 'sending'}
            onClick={async () => {
              setState('sending');
              // Unknown addresses are not revealed; the message is the same either way.
              await requestPasswordReset(email).catch(() => undefined);
              setState('sent');
            }}
          >
            {t('forgotCheck.resend')}
          </Button>
        )}
      </div>
    </CardPage>
  );
}
