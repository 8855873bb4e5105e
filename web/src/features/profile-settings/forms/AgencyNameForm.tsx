import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/FormAlert';
import { TextField } from '../../../components/ui/TextField';
import { errorKey, type ErrorKey } from '../../../lib/auth/errors';
import { useUpdateAgencyName } from '../api/update-settings';
import { AgencyNameSchema, type AgencyNameValues } from './settings.schema';

export function AgencyNameForm({ accountId, name, editable }: { accountId: string; name: string; editable: boolean }) {
  const { t } = useTranslation('settings');
  const { t: ta } = useTranslation('account');
  const update = useUpdateAgencyName(accountId);
  const [outcome, setOutcome] = useState<{ saved: true } | { failure: ErrorKey } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AgencyNameValues>({ resolver: valibotResolver(AgencyNameSchema), values: { agencyName: name } });

  const submit = handleSubmit(async ({ agencyName }) => {
    setOutcome(null);
    try {
      await update(agencyName);
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ failure: errorKey(error) });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="stack settings-form">
      <TextField
        label={ta('fields.agencyName')}
        autoComplete="organization"
        readOnly={!editable}
        error={errors.agencyName?.message && ta(errors.agencyName.message as 'validation.companyNameRequired')}
        {...register('agencyName')}
      />
      {!editable && <p className="field-hint">{t('company.ownerOnly')}</p>}
      <FormAlert message={outcome && 'failure' in outcome ? ta(outcome.failure) : null} />
      <FormAlert message={outcome && 'saved' in outcome ? t('company.saved') : null} tone="success" />
      {editable && (
        <Button type="submit" busy={isSubmitting}>
          {ta('actions.save')}
        </Button>
      )}
    </form>
  );
}
