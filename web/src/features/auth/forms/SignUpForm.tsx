import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { currentEmail, signUp } from '../../../lib/auth/auth-actions';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { refreshSession } from '../../../lib/auth/session';
import { createAccount } from '../api/create-account';
import { SignUpSchema, type SignUpValues } from './sign-up.schema';
import { useLanguage } from './use-language';

/** Auth user first (which sends the verification email), then the account, then fresh claims. */
export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: valibotResolver(SignUpSchema),
    defaultValues: { username: '', agencyName: '', email: '', password: '', confirmation: '' },
  });
  const message = (key: string | undefined) => (key ? t(key as 'validation.emailRequired') : undefined);

  const submit = handleSubmit(async ({ username, agencyName, email, password }) => {
    setFailure(null);
    try {
      // A retry after the account step failed finds the Auth user already signed in.
      if (!currentEmail() && !(await signUp(email, password, language))) return onSignedUp();
      await createAccount({ username, agencyName, language });
      await refreshSession();
      onSignedUp();
    } catch (error) {
      setFailure(errorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField label={t('fields.username')} autoComplete="name" error={message(errors.username?.message)} {...register('username')} />
      <TextField
        label={t('fields.agencyName')}
        autoComplete="organization"
        error={message(errors.agencyName?.message)}
        {...register('agencyName')}
      />
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={message(errors.email?.message)} {...register('email')} />
      <TextField
        label={t('fields.password')}
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
        {t('actions.createAccount')}
      </Button>
    </form>
  );
}
