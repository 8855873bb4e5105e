import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { saveClientCount } from '../api/setup-steps';
import { ClientCountSchema, type ClientCountInput, type ClientCountOutput } from './setup.schema';

export function ClientCountForm({ initial, onSaved }: { initial: number | null; onSaved: () => void }) {
  const { t } = useTranslation('setup');
  const { t: ta } = useTranslation('account');
  const [failure, setFailure] = useState<ErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ClientCountInput, unknown, ClientCountOutput>({
    resolver: valibotResolver(ClientCountSchema),
    defaultValues: { clientCount: initial === null ? '' : String(initial) },
  });

  const submit = handleSubmit(async ({ clientCount }) => {
    setFailure(null);
    try {
      await saveClientCount({ clientCount });
      onSaved();
    } catch (error) {
      setFailure(errorKey(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack">
      <TextField
        label={t('clients.label')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        error={errors.clientCount?.message && t(errors.clientCount.message as 'validation.clientCountRequired')}
        {...register('clientCount')}
      />
      <p className="field-hint">{t('clients.hint')}</p>
      <FormAlert message={failure && ta(failure)} />
      <Button type="submit" busy={isSubmitting}>
        {t('next')}
      </Button>
    </form>
  );
}
