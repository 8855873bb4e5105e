import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { CompleteSignUpForm } from '../forms/CompleteSignUpForm';
import { SignUpForm } from '../forms/SignUpForm';

interface SignUpScreenProps {
  /** Signed in without an account: only the account details are asked for. */
  completing: boolean;
  onSignedUp: () => void;
}

export function SignUpScreen({ completing, onSignedUp }: SignUpScreenProps) {
  const { t } = useTranslation('auth');
  // Decided once: signing up signs the new user in half-way, which must not swap the form.
  const [mode] = useState(completing ? 'complete' : 'full');
  return (
    <CardPage title={t(mode === 'complete' ? 'signUp.completeTitle' : 'signUp.title')} wide>
      <p className="muted">{t(mode === 'complete' ? 'signUp.completeIntro' : 'signUp.subtitle')}</p>
      {mode === 'complete' ? <CompleteSignUpForm onSignedUp={onSignedUp} /> : <SignUpForm onSignedUp={onSignedUp} />}
      {mode === 'full' && (
        <p className="auth-links">
          <span>
            {t('signUp.haveAccount')} <Link to="/sign-in">{t('signUp.signIn')}</Link>
          </span>
        </p>
      )}
    </CardPage>
  );
}
