import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { SignInForm } from '../forms/SignInForm';

export function SignInScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <CardPage title={t('signIn.title')}>
      <p className="muted">{t('signIn.subtitle')}</p>
      <SignInForm onSignedIn={onSignedIn} />
      <p className="auth-links">
        <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
        <span>
          {t('signIn.noAccount')} <Link to="/sign-up">{t('signIn.signUp')}</Link>
        </span>
      </p>
    </CardPage>
  );
}
