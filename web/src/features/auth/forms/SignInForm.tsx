import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { authErrorKey, signIn } from '../../../lib/auth/session';
import { SignInSchema, type SignInValues } from './sign-in.schema';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<ReturnType<typeof authErrorKey> | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: valibotResolver(SignInSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (error) {
      setFailure(authErrorKey(error));
    }
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
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message && t(errors.password.message as 'validation.passwordRequired')}
        {...register('password')}
      />
      {failure && (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      )}
      <Button type="submit" busy={isSubmitting}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
