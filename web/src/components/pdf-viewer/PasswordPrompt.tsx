import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordPromptProps {
  /** True after a wrong password: the prompt asks to try again. */
  retry: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** Asks for the password of a protected PDF; the password never leaves the browser. */
export function PasswordPrompt({ retry, onSubmit, onCancel }: PasswordPromptProps) {
  const { t } = useTranslation('viewer');
  const [password, setPassword] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password) onSubmit(password);
  }

  return (
    <form className="pdf-viewer-message pdf-password" onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <p id={`${inputId}-title`}>{t('password.needed')}</p>
      {retry && (
        <p className="form-error" role="alert">
          {t('password.incorrect')}
        </p>
      )}
      <div className="field">
        <label htmlFor={inputId}>{t('password.label')}</label>
        <input
          id={inputId}
          type="password"
          autoComplete="off"
          value={password}
          aria-invalid={retry || undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="row">
        <button type="submit" className="button button-primary" disabled={!password}>
          {retry ? t('password.retry') : t('password.submit')}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('password.cancel')}
        </button>
      </div>
    </form>
  );
}
