import { OutsideBaseKindSchema } from '@factoria/domain/invoice/invoice.schema';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyOutsideBase, type InvoiceFormValues } from './invoice-form-values';
import './outside-base.css';

interface OutsideBaseTableProps {
  control: Control<InvoiceFormValues>;
  register: UseFormRegister<InvoiceFormValues>;
  errors: FieldErrors<InvoiceFormValues>;
  readOnly: boolean;
}

/**
 * Amounts outside the tax base, under the VAT table and apart from it: suplidos paid in the
 * client's name (art. 78.3.3 LIVA), tasas, deposits. They add to the total and to no base or
 * cuota, so the AEAT book never counts them. Each has its kind, its words and its amount.
 */
export function OutsideBaseTable({ control, register, errors, readOnly }: OutsideBaseTableProps) {
  const { t } = useTranslation('invoices');
  const { fields, append, remove } = useFieldArray({ control, name: 'outsideBase' });
  if (fields.length === 0 && readOnly) return null;

  return (
    <fieldset className="outside-base">
      <legend>{t('form.outside.title')}</legend>
      {fields.length === 0 ? (
        <p className="muted outside-base-hint">{t('form.outside.none')}</p>
      ) : (
        <p className="muted outside-base-hint">{t('form.outside.hint')}</p>
      )}
      {fields.length > 0 && (
        <ul className="outside-base-items">
          {fields.map((field, index) => {
            const itemErrors = errors.outsideBase?.[index];
            const message = itemErrors?.amount?.message ?? itemErrors?.label?.message;
            return (
              <li key={field.id} className="outside-base-item">
                <label className="outside-base-cell">
                  <span className="outside-base-cell-label">{t('form.outside.kind')}</span>
                  <select {...register(`outsideBase.${index}.kind`)} disabled={readOnly} aria-label={t('form.outside.cellLabel', { column: t('form.outside.kind'), line: index + 1 })}>
                    {OutsideBaseKindSchema.options.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(`form.outside.kinds.${kind}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="outside-base-cell outside-base-label">
                  <span className="outside-base-cell-label">{t('form.outside.label')}</span>
                  <input
                    {...register(`outsideBase.${index}.label`)}
                    readOnly={readOnly}
                    autoComplete="off"
                    maxLength={200}
                    aria-label={t('form.outside.cellLabel', { column: t('form.outside.label'), line: index + 1 })}
                    aria-invalid={itemErrors?.label ? true : undefined}
                  />
                </label>
                <label className="outside-base-cell">
                  <span className="outside-base-cell-label">{t('form.outside.amount')}</span>
                  <input
                    {...register(`outsideBase.${index}.amount`)}
                    className="vat-amount"
                    inputMode="decimal"
                    readOnly={readOnly}
                    aria-label={t('form.outside.cellLabel', { column: t('form.outside.amount'), line: index + 1 })}
                    aria-invalid={itemErrors?.amount ? true : undefined}
                  />
                </label>
                {!readOnly && (
                  <button type="button" className="link-button outside-base-remove" onClick={() => remove(index)}>
                    {t('form.outside.remove', { line: index + 1 })}
                  </button>
                )}
                {message && (
                  <p className="field-error outside-base-error" role="alert">
                    {t(message as 'form.validation.amountInvalid')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <button type="button" className="button button-secondary" onClick={() => append(emptyOutsideBase())}>
          {t('form.outside.add')}
        </button>
      )}
    </fieldset>
  );
}
