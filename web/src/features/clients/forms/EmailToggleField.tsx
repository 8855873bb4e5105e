import type { CompanyInput, CompanyInputValues } from '@factoria/domain/records/company-input.schema';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/TextField';
import { errorKey } from './error-text';

interface EmailToggleFieldProps {
  form: UseFormReturn<CompanyInputValues, unknown, CompanyInput>;
  toggle: 'appUser.enabled';
  field: 'appUser.email';
  label: string;
  emailLabel: string;
  hint?: string;
}

/** A checkbox that reveals the email address it needs. */
export function EmailToggleField({ form, toggle, field, label, emailLabel, hint }: EmailToggleFieldProps) {
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
        </div>
      )}
    </div>
  );
}
