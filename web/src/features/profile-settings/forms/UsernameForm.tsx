import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { useUpdateProfile } from '../api/update-settings';
import { UsernameSchema, type UsernameValues } from './settings.schema';

export function UsernameForm({ uid, username }: { uid: string; username: string }) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const update = useUpdateProfile(uid);
  const [outcome, setOutcome] = useState<{ saved: true } | { failure: ErrorKey } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UsernameValues>({ resolver: valibotResolver(UsernameSchema), values: { username } });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await update({ username: values.username });
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ failure: errorKey(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack settings-form">
      <TextField
        label={ta('fields.username')}
        autoComplete="name"
        error={errors.username?.message && ta(errors.username.message as 'validation.usernameRequired')}
        {...register('username')}
      />
      <FormAlert message={outcome && 'failure' in outcome ? ta(outcome.failure) : null} />
      <FormAlert message={outcome && 'saved' in outcome ? t('profile.saved') : null} tone="success" />
      <Button type="submit" busy={isSubmitting}>
        {ta('actions.save')}
      </Button>
    </form>
  );
}
