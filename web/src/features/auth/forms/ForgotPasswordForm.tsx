import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { requestPasswordReset } from '../../../lib/auth/auth-actions';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { ForgotPasswordSchema, type ForgotPasswordValues } from './password-reset.schema';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: valibotResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
    } catch (error) {
      // Whether an address has an account is not told to whoever asks.
      if ((error as { code?: string }).code !== 'auth/user-not-found') return setFailure(errorKey(error));
    }
    onSent(email);
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && t(errors.email.message as 'validation.emailRequired')}
        {...register('email')}
      />
      <FormAlert message={failure && t(failure)} />
      <Button type="submit" busy={isSubmitting}>
        {t('actions.sendResetLink')}
      </Button>
    </form>
  );
}
