import type { CompanyInput, CompanyInputValues } from '@factoria/domain/records/company-input.schema';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorKey } from './error-text';

interface ChoiceFieldProps {
  control: Control<CompanyInputValues, unknown, CompanyInput>;
  name: 'equivalenceSurcharge' | 'irpf';
  legend: string;
}

/** A yes/no question with nothing chosen at first: the user must answer it. */
export function ChoiceField({ control, name, legend }: ChoiceFieldProps) {
  const { t } = useTranslation('clients');
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const key = errorKey(fieldState.error?.message);
        return (
          <fieldset className="clients-fieldset" aria-describedby={key ? `${id}-error` : undefined}>
            <legend>{legend}</legend>
            <div className="row">
              {([true, false] as const).map((option, index) => (
                <label key={String(option)} className="clients-check">
                  <input
                    ref={index === 0 ? field.ref : undefined}
                    type="radio"
                    name={field.name}
                    checked={field.value === option}
                    onChange={() => field.onChange(option)}
                    onBlur={field.onBlur}
                    aria-invalid={key ? true : undefined}
                  />
                  {t(option ? 'form.yes' : 'form.no')}
                </label>
              ))}
            </div>
            {key && (
              <p id={`${id}-error`} className="field-error" role="alert">
                {t(key)}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
