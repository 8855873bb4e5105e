import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/CardPage';
import { ForgotPasswordForm } from '../forms/ForgotPasswordForm';

export function ForgotPasswordScreen({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  return (
    <CardPage title={t('forgot.title')}>
      <p className="muted">{t('forgot.subtitle')}</p>
      <ForgotPasswordForm onSent={onSent} />
      <p className="auth-links">
        <Link to="/sign-in">{t('forgot.backToSignIn')}</Link>
      </p>
    </CardPage>
  );
}
