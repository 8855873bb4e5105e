import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { resetPassword } from '../../../lib/auth/auth-actions';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { signIn } from '../../../lib/auth/session';
import { ResetPasswordSchema, type ResetPasswordValues } from './password-reset.schema';

interface ResetPasswordFormProps {
  code: string;
  email: string;
  onReset: () => void;
}

/** Sets the new password, then signs in with it. */
export function ResetPasswordForm({ code, email, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: valibotResolver(ResetPasswordSchema), defaultValues: { password: '', confirmation: '' } });
  const message = (key: string | undefined) => (key ? t(key as 'validation.passwordRequired') : undefined);

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword(code, password);
      await signIn(email, password);
      onReset();
    } catch (error) {
      setFailure(errorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmation')}
        type="password"
        autoComplete="new-password"
        error={message(errors.confirmation?.message)}
        {...register('confirmation')}
      />
      <FormAlert message={failure && t(failure)} />
      <Button type="submit" busy={isSubmitting}>
        {t('actions.setPassword')}
      </Button>
    </form>
  );
}
