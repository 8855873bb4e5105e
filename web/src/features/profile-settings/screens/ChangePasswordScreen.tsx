import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../forms/ChangePasswordForm';

export function ChangePasswordScreen() {
  const { t } = useTranslation('settings');
  return (
    <section className="settings-section stack" aria-labelledby="password-title">
      <h2 id="password-title">{t('password.title')}</h2>
      <p className="muted">{t('password.intro')}</p>
      <ChangePasswordForm />
    </section>
  );
}
