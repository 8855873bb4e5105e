/**
 * Validation of the edit form. Messages are keys of the invoices namespace; the four
 * required-field messages are the spec's ("Invoice Number is required", "Date is required",
 * "CIF is required", "Total is required"). Everything else about the values (checksums,
 * arithmetic, the recipient) is the domain's validateInvoice, shown live and re-run on save.
 */
import { DocumentTypeSchema, OutsideBaseKindSchema } from '@factoria/domain/invoice/invoice.schema';
import { isCalendarDay } from '@factoria/domain/records/invoice-edit.schema';
import * as v from 'valibot';
import { parseMoney, parseNumber } from './invoice-form-values';

const MAX_TEXT = 500;

// Empty values pass the format checks: the "required" message alone explains them.
const isAmount = (value: string) => value === '' || parseMoney(value) !== null;
const isRate = (value: string) => {
  const number = parseNumber(value);
  return value === '' || (number !== null && number >= 0 && number <= 100);
};
const isDay = (value: string) => value === '' || isCalendarDay(value);

const text = v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, 'form.validation.tooLong'));
const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.maxLength(MAX_TEXT, 'form.validation.tooLong'));
const amount = v.pipe(v.string(), v.trim(), v.nonEmpty('form.validation.amountRequired'), v.check(isAmount, 'form.validation.amountInvalid'));
const rate = v.pipe(v.string(), v.trim(), v.nonEmpty('form.validation.rateRequired'), v.check(isRate, 'form.validation.rateInvalid'));
const optional = (check: (value: string) => boolean, message: string) => v.pipe(v.string(), v.trim(), v.check(check, message));

export const InvoiceFormSchema = v.pipe(
  v.object({
    documentType: DocumentTypeSchema,
    number: required('form.validation.numberRequired'),
    date: v.pipe(v.string(), v.trim(), v.nonEmpty('form.validation.dateRequired'), v.check(isDay, 'form.validation.dateInvalid')),
    supplierName: text,
    supplierTaxId: required('form.validation.taxIdRequired'),
    customerName: text,
    customerTaxId: text,
    currency: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{3}$/, 'form.validation.currencyInvalid')),
    taxType: v.picklist(['', 'iva', 'igic', 'ipsi']),
    vatLines: v.array(v.object({ rate, base: amount, cuota: amount, recargoRate: rate, recargo: amount })),
    outsideBase: v.array(v.object({ kind: OutsideBaseKindSchema, label: v.pipe(v.string(), v.trim(), v.maxLength(200, 'form.validation.tooLong')), amount })),
    irpfRate: optional(isRate, 'form.validation.rateInvalid'),
    irpfAmount: optional(isAmount, 'form.validation.amountInvalid'),
    total: v.pipe(v.string(), v.trim(), v.nonEmpty('form.validation.totalRequired'), v.check(isAmount, 'form.validation.amountInvalid')),
  }),
  // IRPF is a rate and an amount together, or nothing.
  v.forward(
    v.check((values) => (values.irpfRate === '') === (values.irpfAmount === ''), 'form.validation.irpfIncomplete'),
    ['irpfAmount'],
  ),
);
