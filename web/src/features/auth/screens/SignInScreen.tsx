import { useTranslation } from 'react-i18next';
import { SignInForm } from '../forms/SignInForm';

export function SignInScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="sign-in-title">
        <p className="brand" aria-hidden="true">
          Factoría
        </p>
        <h1 id="sign-in-title">{t('signIn.title')}</h1>
        <p className="muted">{t('signIn.subtitle')}</p>
        <SignInForm onSignedIn={onSignedIn} />
      </section>
    </main>
  );
}
