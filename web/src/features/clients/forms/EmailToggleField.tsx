import type { CompanyInput, CompanyInputValues } from '@factoria/domain/records/company-input.schema';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { errorKey } from './error-text';

interface EmailToggleFieldProps {
  form: UseFormReturn<CompanyInputValues, unknown, CompanyInput>;
  toggle: 'emailIntake.enabled' | 'appUser.enabled';
  field: 'emailIntake.address' | 'appUser.email';
  label: string;
  emailLabel: string;
  hint?: string;
  /** An address the user can take with one click (the intake mailbox). */
  suggestion?: string;
}

/** A checkbox that reveals the email address it needs. */
export function EmailToggleField({ form, toggle, field, label, emailLabel, hint, suggestion }: EmailToggleFieldProps) {
  const { t } = useTranslation('clients');
  const enabled = form.watch(toggle);
  const message = errorKey(form.getFieldState(field, form.formState).error?.message);
  return (
    <div className="clients-toggle">
      <label className="clients-check">
        <input type="checkbox" {...form.register(toggle)} />
        {label}
      </label>
      {enabled && (
        <div className="stack clients-toggle-body">
          <TextField label={emailLabel} type="email" autoComplete="off" error={message && t(message)} {...form.register(field)} />
          {hint && <p className="muted clients-hint">{hint}</p>}
          {suggestion && form.watch(field) !== suggestion && (
            <button
              type="button"
              className="button button-ghost clients-suggest"
              onClick={() => form.setValue(field, suggestion, { shouldValidate: form.formState.isSubmitted })}
            >
              {t('form.suggest', { address: suggestion })}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
