import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundScreen() {
  const { t } = useTranslation('shell');
  return (
    <main className="auth-page">
      <section className="auth-card">
        <h1>{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.body')}</p>
        <Link to="/" className="button button-primary">
          {t('notFound.home')}
        </Link>
      </section>
    </main>
  );
}
