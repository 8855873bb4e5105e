import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { refreshSession } from '../../../lib/auth/session';
import { createAccount } from '../api/create-account';
import { CompleteSignUpSchema, type CompleteSignUpValues } from './sign-up.schema';
import { useLanguage } from './use-language';

/** For a signed-in user whose account was never created (the connection dropped at sign-up). */
export function CompleteSignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompleteSignUpValues>({ resolver: valibotResolver(CompleteSignUpSchema), defaultValues: { username: '', agencyName: '' } });
  const message = (key: string | undefined) => (key ? t(key as 'validation.usernameRequired') : undefined);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await createAccount({ ...values, language });
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
      <FormAlert message={failure && t(failure)} />
      <Button type="submit" busy={isSubmitting}>
        {t('actions.createAccount')}
      </Button>
    </form>
  );
}
