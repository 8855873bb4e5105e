import { Fragment } from 'react';
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

/**
 * The VAT table (type, base, cuota, recargo): one row per rate, and under it the row's check
 * (whether the cuota and the recargo add up, or what they should be) and its remove button. The
 * columns have fixed shares of the width, so the table fits the review screen's side pane at 1280 px
 * and a phone at 390 px without scrolling sideways or cutting a value.
 */
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
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => {
            const line = check.lines[index];
            const lineErrors = errors.vatLines?.[index];
            return (
              <Fragment key={field.id}>
                <tr className="vat-line">
                  {COLUMNS.map((column) => {
                    const name = `vatLines.${index}.${column}` as const;
                    const message = lineErrors?.[column]?.message;
                    const issue = check.byField.get(name)?.some((found) => found.severity === 'error');
                    return (
                      <td key={column}>
                        {/* On a phone the header row gives way to a label above each cell. */}
                        <span className="vat-cell-label" aria-hidden="true">
                          {t(`form.vat.${column}`)}
                        </span>
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
                </tr>
                {(line || !readOnly) && (
                  <tr className="vat-check-row">
                    <td colSpan={COLUMNS.length}>
                      <div className="vat-check">
                        {line && (
                          <span className={line.cuotaOk && line.recargoOk ? 'check-ok' : 'check-bad'}>
                            <span className="visually-hidden">{t('form.vat.check')}: </span>
                            {line.cuotaOk && line.recargoOk
                              ? t('form.vat.lineOk')
                              : t('form.vat.lineExpected', { cuota: format(line.expectedCuota), recargo: format(line.expectedRecargo) })}
                          </span>
                        )}
                        {!readOnly && (
                          <button type="button" className="link-button vat-remove" onClick={() => remove(index)}>
                            {t('form.vat.remove', { line: index + 1 })}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
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
