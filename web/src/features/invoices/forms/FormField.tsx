import type { Issue } from '@factoria/domain/invoice/invoice.schema';
import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  label: string;
  /** The form's own message (required, format), already translated. */
  error?: string | undefined;
  /** What the domain rules say about the current value. */
  issues?: readonly Issue[] | undefined;
  /** The extraction was unsure of this value: ask the user to look. */
  uncertain?: boolean;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactElement;
}

/** A labelled control with its error, the live rule check and an "uncertain" hint. */
export function FormField({ label, error, issues = [], uncertain = false, className, children }: FormFieldProps) {
  const { t } = useTranslation(['invoices', 'issues']);
  const id = useId();
  // The form's message and the rule saying the same thing ("Date is required") show once.
  const shown = issues.filter((issue) => !error || issue.severity === 'warning');
  const hasError = Boolean(error) || shown.some((issue) => issue.severity === 'error');
  const describedBy = [error && `${id}-error`, shown.length && `${id}-issues`, uncertain && `${id}-uncertain`].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': hasError || undefined, 'aria-describedby': describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {shown.length > 0 && (
        <ul id={`${id}-issues`} className="field-issues">
          {shown.map((issue) => (
            <li key={issue.code} className={`field-issue field-issue-${issue.severity}`}>
              {t(issue.code, { ns: 'issues' })}
            </li>
          ))}
        </ul>
      )}
      {uncertain && !hasError && (
        <p id={`${id}-uncertain`} className="field-uncertain">
          {t('form.uncertain')}
        </p>
      )}
    </div>
  );
}
