import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyVatLine, type InvoiceFormValues, type VatLineValues } from './invoice-form-values';
import type { LiveCheck } from './live-check';

interface VatLinesTableProps {
  control: Control<InvoiceFormValues>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  check: LiveCheck;
  readOnly: boolean;
  format: (amount: number) => string;
}

const COLUMNS = ['rate', 'base', 'cuota', 'recargoRate', 'recargo'] as const satisfies readonly (keyof VatLineValues)[];

/** The VAT table (type, base, cuota, recargo): one row per rate, with the expected cuota beside. */
export function VatLinesTable({ control, register, errors, check, readOnly, format }: VatLinesTableProps) {
  const { t } = useTranslation(['invoices', 'issues']);
  const { fields, append, remove } = useFieldArray({ control, name: 'vatLines' });
  const tableIssues = check.byField.get('vatLines') ?? [];

  return (
    <fieldset className="vat-lines">
      <legend>{t('form.vat.title')}</legend>
      <table className="vat-table">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'rate' || column === 'recargoRate' ? undefined : 'numeric'}>
                {t(`form.vat.${column}`)}
              </th>
            ))}
            <th scope="col">{t('form.vat.check')}</th>
            {!readOnly && (
              <th scope="col">
                <span className="visually-hidden">{t('form.vat.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const line = check.lines[index];
            const lineErrors = errors.vatLines?.[index];
            return (
              <tr key={field.id}>
                {COLUMNS.map((column) => {
                  const name = `vatLines.${index}.${column}` as const;
                  const message = lineErrors?.[column]?.message;
                  const issue = check.byField.get(name)?.some((found) => found.severity === 'error');
                  return (
                    <td key={column}>
                      <input
                        {...register(name)}
                        className={column === 'rate' || column === 'recargoRate' ? 'vat-rate' : 'vat-amount'}
                        inputMode="decimal"
                        readOnly={readOnly}
                        aria-label={t('form.vat.cellLabel', { column: t(`form.vat.${column}`), line: index + 1 })}
                        aria-invalid={message || issue ? true : undefined}
                        title={message ? t(message as 'form.validation.amountInvalid') : undefined}
                      />
                    </td>
                  );
                })}
                <td className="vat-check">
                  {line && (
                    <span className={line.cuotaOk && line.recargoOk ? 'check-ok' : 'check-bad'}>
                      {line.cuotaOk && line.recargoOk
                        ? t('form.vat.lineOk')
                        : t('form.vat.lineExpected', { cuota: format(line.expectedCuota), recargo: format(line.expectedRecargo) })}
                    </span>
                  )}
                </td>
                {!readOnly && (
                  <td>
                    <button type="button" className="button button-ghost" onClick={() => remove(index)}>
                      {t('form.vat.remove', { line: index + 1 })}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {Array.isArray(errors.vatLines) && errors.vatLines.some(Boolean) && (
        <p className="field-error" role="alert">
          {t('form.validation.vatLinesInvalid')}
        </p>
      )}
      {tableIssues.map((issue) => (
        <p key={issue.code} className={`field-issue field-issue-${issue.severity}`}>
          {t(issue.code, { ns: 'issues' })}
        </p>
      ))}
      {!readOnly && (
        <button type="button" className="button button-secondary" onClick={() => append(emptyVatLine())}>
          {t('form.vat.add')}
        </button>
      )}
    </fieldset>
  );
}
