import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { errorKey } from '../../../lib/auth/errors';
import { AVATAR_TYPES, type AvatarProblem, checkAvatar, useAvatarStorage } from '../api/avatar';
import { useUpdateProfile } from '../api/update-settings';

class AvatarRefused extends Error {
  constructor(readonly problem: AvatarProblem) {
    super(problem);
  }
}

export function AvatarUpload({ uid, photoURL }: { uid: string; photoURL: string | null }) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const storage = useAvatarStorage(uid);
  const updateProfile = useUpdateProfile(uid);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ tone: 'success', text: await work() });
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof AvatarRefused ? t(error.problem) : ta(errorKey(error)) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      const checked = await checkAvatar(file);
      if ('problem' in checked) throw new AvatarRefused(checked.problem);
      const url = await storage.upload(file, checked.contentType);
      await updateProfile({ photoURL: url });
      return t('avatar.saved');
    });
  };

  return (
    <div className="stack avatar">
      {photoURL ? (
        <img className="avatar-image" src={photoURL} alt={t('avatar.alt')} width={96} height={96} />
      ) : (
        <p className="muted">{t('avatar.none')}</p>
      )}
      <div className="field">
        <label htmlFor={inputId}>{t('avatar.choose')}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          disabled={busy}
          data-testid="avatar-input"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p className="field-hint">{t('avatar.hint')}</p>
      </div>
      <FormAlert message={message?.text} tone={message?.tone} />
      {photoURL && (
        <Button
          variant="secondary"
          busy={busy}
          onClick={() =>
            void run(async () => {
              await storage.remove();
              await updateProfile({ photoURL: null });
              return t('avatar.removed');
            })
          }
        >
          {t('avatar.remove')}
        </Button>
      )}
    </div>
  );
}
