import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { unlockErrorKey, unlockUpload, type UnlockErrorKey } from '../api/unlock-upload';

interface UnlockFileProps {
  batchId: string;
  fileId: string;
  name: string;
}

/**
 * The password field of a protected file in the upload results. Once the password is accepted,
 * the file goes back to "processing" by itself (the batch's failure is gone) and then shows
 * its invoice like any other file.
 */
export function UnlockFile({ batchId, fileId, name }: UnlockFileProps) {
  const { t } = useTranslation('upload');
  const inputId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<UnlockErrorKey | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await unlockUpload({ batchId, fileId, password });
      setPassword('');
    } catch (error) {
      setFailure(unlockErrorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="upload-unlock" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>{t('unlock.label', { name })}</label>
      <div className="row">
        <input
          id={inputId}
          type="password"
          autoComplete="off"
          required
          value={password}
          aria-invalid={failure === 'unlock.wrongPassword' || undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button-secondary" disabled={busy || password === ''} aria-busy={busy || undefined}>
          {t('unlock.submit')}
        </button>
      </div>
      <p className="muted">{t('unlock.hint')}</p>
      {failure && (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      )}
    </form>
  );
}
