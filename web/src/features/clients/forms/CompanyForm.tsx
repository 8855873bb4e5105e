import { valibotResolver } from '@hookform/resolvers/valibot';
import { type CompanyInput, type CompanyInputValues, CompanyInputSchema, INVOICE_TYPES } from '@factoria/domain/records/company-input.schema';
import { useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { CompanyCallFailure } from '../api/company-callables';
import { ChoiceField } from './ChoiceField';
import { EmailToggleField } from './EmailToggleField';
import { IntakeToggleField } from './IntakeToggleField';
import { errorKey } from './error-text';

interface CompanyFormProps {
  initial: CompanyInputValues;
  submitLabel: string;
  /** The company's generated intake address, when it has one (editing). */
  intakeAddress?: string | null;
  onSubmit: (company: CompanyInput) => Promise<void>;
  onCancel: () => void;
}

/** Every field of a company; messages are the spec's, checked here and again by the callable. */
export function CompanyForm({ initial, submitLabel, intakeAddress = null, onSubmit, onCancel }: CompanyFormProps) {
  const { t } = useTranslation('clients');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyInputValues, unknown, CompanyInput>({ resolver: valibotResolver(CompanyInputSchema), defaultValues: initial });
  const { register, formState, handleSubmit, setError, watch } = form;
  const intakeOn = watch('emailIntake.enabled');
  const typesError = errorKey(formState.errors.invoiceTypes?.message ?? formState.errors.invoiceTypes?.root?.message);

  const submit = handleSubmit(async (company) => {
    setFailure(null);
    try {
      await onSubmit(company);
    } catch (error) {
      const code = error instanceof CompanyCallFailure ? error.code : 'companies/unknown';
      const fields = error instanceof CompanyCallFailure ? Object.entries(error.fields) : [];
      // The callable names fields by their path in its request: `company.taxId`.
      for (const [path, message] of fields) setError(path.replace(/^company\./, '') as Path<CompanyInputValues>, { message });
      if (fields.length === 0) setFailure(code);
    }
  });

  const fieldError = (message: string | undefined) => {
    const key = errorKey(message);
    return key && t(key);
  };

  return (
    <form onSubmit={submit} noValidate className="stack clients-form">
      <TextField label={t('form.name')} autoComplete="organization" error={fieldError(formState.errors.name?.message)} {...register('name')} />
      <TextField label={t('form.taxId')} autoComplete="off" error={fieldError(formState.errors.taxId?.message)} {...register('taxId')} />
      <fieldset className="clients-fieldset" aria-describedby={typesError ? `${id}-types` : undefined}>
        <legend>{t('form.invoiceTypes')}</legend>
        {INVOICE_TYPES.map((type) => (
          <label key={type} className="clients-check">
            <input type="checkbox" value={type} aria-invalid={typesError ? true : undefined} {...register('invoiceTypes')} />
            {t(`form.types.${type}`)}
          </label>
        ))}
        {typesError && (
          <p id={`${id}-types`} className="field-error" role="alert">
            {t(typesError)}
          </p>
        )}
      </fieldset>
      <div className="clients-form-pair">
        <ChoiceField control={form.control} name="equivalenceSurcharge" legend={t('form.equivalenceSurcharge')} />
        <ChoiceField control={form.control} name="irpf" legend={t('form.irpf')} />
      </div>
      <IntakeToggleField register={register('emailIntake.enabled')} enabled={intakeOn} address={intakeAddress} />
      <EmailToggleField
        form={form}
        toggle="appUser.enabled"
        field="appUser.email"
        label={t('form.appUser')}
        emailLabel={t('form.appUserEmail')}
        hint={t('form.appUserHint')}
      />
      <div className="field">
        <label htmlFor={`${id}-notes`}>{t('form.notes')}</label>
        <textarea id={`${id}-notes`} rows={3} aria-invalid={formState.errors.notes ? true : undefined} {...register('notes')} />
        {formState.errors.notes && (
          <p className="field-error" role="alert">
            {fieldError(formState.errors.notes.message)}
          </p>
        )}
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {fieldError(failure)}
        </p>
      )}
      <div className="row clients-form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
