import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { changePassword } from '../../../lib/auth/auth-actions';
import { passwordErrorKey, type ErrorKey } from '../../../lib/auth/errors';
import { ChangePasswordSchema, type ChangePasswordValues } from './settings.schema';

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const [outcome, setOutcome] = useState<{ saved: true } | { failure: ErrorKey } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ resolver: valibotResolver(ChangePasswordSchema), defaultValues: empty });
  const message = (key: string | undefined) => (key ? ta(key as 'validation.passwordRequired') : undefined);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setOutcome(null);
    try {
      await changePassword(currentPassword, newPassword);
      reset(empty);
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ failure: passwordErrorKey(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack settings-form">
      <TextField
        label={ta('fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={message(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <TextField
        label={ta('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        error={message(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        label={ta('fields.confirmation')}
        type="password"
        autoComplete="new-password"
        error={message(errors.confirmation?.message)}
        {...register('confirmation')}
      />
      <FormAlert message={outcome && 'failure' in outcome ? ta(outcome.failure) : null} />
      <FormAlert message={outcome && 'saved' in outcome ? t('password.saved') : null} tone="success" />
      <Button type="submit" busy={isSubmitting}>
        {ta('actions.changePassword')}
      </Button>
    </form>
  );
}
