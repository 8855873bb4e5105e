import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { captureError } from '../../../lib/sentry/sentry';

interface ErrorFallbackProps {
  error: unknown;
  componentStack?: string | null;
  /** Tries the failed screen again. */
  onRetry?: () => void;
  /** False when the caller has reported the error already. */
  report?: boolean;
}

/** What a screen shows instead of crashing the whole app; the error goes to Sentry when it is on. */
export function ErrorFallback({ error, componentStack = null, onRetry, report = true }: ErrorFallbackProps) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (report) captureError(error, { componentStack });
  }, [error, componentStack, report]);
  return (
    <section className="page">
      <div className="error-panel" role="alert">
        <h1>{t('error.title')}</h1>
        <p>{t('error.body')}</p>
        <div className="row">
          {onRetry && (
            <button type="button" className="button button-primary" onClick={onRetry}>
              {t('retry')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        </div>
      </div>
    </section>
  );
}
