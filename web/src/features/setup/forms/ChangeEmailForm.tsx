import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { requestEmailChange } from '../../../lib/auth/auth-actions';
import { passwordErrorKey, type ErrorKey } from '../../../lib/auth/errors';
import { changeEmailSchema, type ChangeEmailValues } from './change-email.schema';

export function ChangeEmailForm({ currentEmail, onSent }: { currentEmail: string; onSent: (email: string) => void }) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const schema = useMemo(() => changeEmailSchema(currentEmail), [currentEmail]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmailValues>({ resolver: valibotResolver(schema), defaultValues: { newEmail: '', currentPassword: '' } });
  const message = (key: string | undefined) => (key ? t(key as 'validation.emailRequired') : undefined);

  const submit = handleSubmit(async ({ newEmail, currentPassword }) => {
    setFailure(null);
    try {
      await requestEmailChange(currentPassword, newEmail);
      onSent(newEmail);
    } catch (error) {
      setFailure(passwordErrorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField label={t('fields.newEmail')} type="email" autoComplete="email" error={message(errors.newEmail?.message)} {...register('newEmail')} />
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={message(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <FormAlert message={failure && t(failure)} />
      <Button type="submit" busy={isSubmitting}>
        {t('actions.changeEmail')}
      </Button>
    </form>
  );
}
