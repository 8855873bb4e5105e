import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { SignInSchema, type SignInValues } from './sign-in.schema';

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: valibotResolver(SignInSchema), defaultValues: { email: '', password: '' } });
  const message = (key: string | undefined) => (key ? t(key as 'validation.emailRequired') : undefined);

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      // Loaded on submit: the sign-in page itself needs no Auth SDK (app/App.tsx).
      const { signIn } = await import('../../../lib/auth/session');
      await signIn(email, password);
      onSignedIn();
    } catch (error) {
      setFailure(errorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...register('password')}
      />
      <FormAlert message={failure && t(failure)} />
      <Button type="submit" busy={isSubmitting}>
        {t('actions.signIn')}
      </Button>
    </form>
  );
}
