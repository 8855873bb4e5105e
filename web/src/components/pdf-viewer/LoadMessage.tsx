import { useTranslation } from 'react-i18next';
import { PasswordPrompt } from './PasswordPrompt';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'error'; message: string | null }
  | { kind: 'password'; retry: boolean }
  | { kind: 'password-cancelled' };

interface LoadMessageProps {
  load: LoadState;
  onRetry: () => void;
  onPassword: (password: string) => void;
  onChange: (load: LoadState) => void;
}

/** What the viewer says while it has no pages to show: loading, the load error, the password. */
export function LoadMessage({ load, onRetry, onPassword, onChange }: LoadMessageProps) {
  const { t } = useTranslation('viewer');
  switch (load.kind) {
    case 'loading':
      return (
        <p className="pdf-viewer-message" role="status">
          {t('loading')}
        </p>
      );
    case 'error':
      return (
        <div className="pdf-viewer-message" role="alert">
          <p className="pdf-viewer-error">{t('cannotLoad')}</p>
          {load.message && <p className="muted">{load.message}</p>}
          <button type="button" className="button button-secondary" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      );
    case 'password':
      return <PasswordPrompt retry={load.retry} onSubmit={onPassword} onCancel={() => onChange({ kind: 'password-cancelled' })} />;
    case 'password-cancelled':
      return (
        <div className="pdf-viewer-message">
          <p>{t('password.cancelled')}</p>
          <button type="button" className="button button-secondary" onClick={() => onChange({ kind: 'password', retry: false })}>
            {t('password.reopen')}
          </button>
        </div>
      );
    default:
      return null;
  }
}
