import { DocumentTypeSchema } from '@factoria/domain/invoice/invoice.schema';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import type { InvoiceFormValues } from './invoice-form-values';
import type { LiveCheck } from './live-check';
import { OutsideBaseTable } from './OutsideBaseTable';
import { VatLinesTable } from './VatLinesTable';

interface InvoiceFieldsProps {
  form: UseFormReturn<InvoiceFormValues>;
  check: LiveCheck;
  readOnly: boolean;
  /** Fields whose reading needs a look (domain/invoice/uncertain-fields.ts). */
  uncertain: ReadonlySet<string>;
}

type TextField = 'number' | 'date' | 'supplierName' | 'supplierTaxId' | 'customerName' | 'customerTaxId' | 'currency' | 'irpfRate' | 'irpfAmount' | 'total';

export function InvoiceFields({ form, check, readOnly, uncertain }: InvoiceFieldsProps) {
  const { t, i18n } = useTranslation('invoices');
  const { register, formState, control } = form;
  const format = (amount: number) => new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  const message = (name: TextField) => {
    const key = formState.errors[name]?.message;
    return key ? t(key as 'form.validation.numberRequired') : undefined;
  };
  const text = (name: TextField, label: string, options: { type?: string; source?: string; numeric?: boolean; className?: string } = {}) => (
    <FormField
      label={label}
      error={message(name)}
      issues={check.byField.get(name)}
      uncertain={uncertain.has(options.source ?? name)}
      className={options.className}
    >
      {(aria) => (
        <input
          {...aria}
          {...register(name)}
          type={options.type ?? 'text'}
          inputMode={options.numeric ? 'decimal' : undefined}
          autoComplete="off"
          readOnly={readOnly}
          maxLength={500}
        />
      )}
    </FormField>
  );

  return (
    <div className="invoice-fields">
      <fieldset>
        <legend>{t('form.sections.document')}</legend>
        <div className="form-grid">
          <FormField label={t('form.fields.documentType')} issues={check.byField.get('documentType')}>
            {(aria) => (
              <select {...aria} {...register('documentType')} disabled={readOnly}>
                {DocumentTypeSchema.options.map((type) => (
                  <option key={type} value={type}>
                    {t(`form.documentTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {text('number', t('form.fields.number'))}
          {text('date', t('form.fields.date'), { type: 'date' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('form.sections.supplier')}</legend>
        <div className="form-grid">
          {text('supplierName', t('form.fields.supplierName'), { className: 'span-2' })}
          {text('supplierTaxId', t('form.fields.supplierTaxId'))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('form.sections.customer')}</legend>
        <div className="form-grid">
          {text('customerName', t('form.fields.customerName'), { className: 'span-2' })}
          {text('customerTaxId', t('form.fields.customerTaxId'))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('form.sections.amounts')}</legend>
        <div className="form-grid">
          {text('currency', t('form.fields.currency'))}
          <FormField label={t('form.fields.taxType')}>
            {(aria) => (
              <select {...aria} {...register('taxType')} disabled={readOnly}>
                <option value="">{t('form.taxTypes.none')}</option>
                {(['iva', 'igic', 'ipsi'] as const).map((type) => (
                  <option key={type} value={type}>
                    {t(`form.taxTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <VatLinesTable control={control} register={register} errors={formState.errors} check={check} readOnly={readOnly} format={format} />
        <OutsideBaseTable control={control} register={register} errors={formState.errors} readOnly={readOnly} />
        <div className="form-grid">
          {text('irpfRate', t('form.fields.irpfRate'), { source: 'irpf', numeric: true })}
          {text('irpfAmount', t('form.fields.irpfAmount'), { source: 'irpf', numeric: true })}
          {text('total', t('form.fields.total'), { numeric: true })}
        </div>
      </fieldset>
    </div>
  );
}
