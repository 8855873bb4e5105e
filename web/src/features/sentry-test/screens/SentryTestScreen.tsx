import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { configuredDsn } from '../../../lib/sentry/sentry-options';

/** Thrown while rendering, so the error boundary (and through it Sentry) receives it. */
function Explosion(): never {
  throw new Error('Sentry test error: thrown on purpose from /sentry-test');
}

export function SentryTestScreen() {
  const { t } = useTranslation('sentry-test');
  const [explode, setExplode] = useState(false);
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="sentry-test-title">
        <h1 id="sentry-test-title">{t('title')}</h1>
        <p>{t('body')}</p>
        <p className="muted">{configuredDsn() ? t('enabled') : t('disabled')}</p>
        <button type="button" className="button button-danger" onClick={() => setExplode(true)}>
          {t('throw')}
        </button>
        {explode && <Explosion />}
      </section>
    </main>
  );
}
