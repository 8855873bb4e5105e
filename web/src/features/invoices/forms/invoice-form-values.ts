/**
 * The edit form works on text (what the user types, `1.234,56` as well as `1234.56`);
 * these functions convert between the form's values and the domain's InvoiceData.
 */
import { type DocumentType, type InvoiceData, type OutsideBaseKind, outsideBaseOf } from '@factoria/domain/invoice/invoice.schema';
import { parseAmountValue } from '@factoria/domain/money/parse-amount';
import { parseTypedAmount } from '@factoria/domain/money/parse-typed-amount';

export interface VatLineValues {
  rate: string;
  base: string;
  cuota: string;
  recargoRate: string;
  recargo: string;
}

/** An amount outside the tax base (a suplido, a tasa): what it is, its words, the amount. */
export interface OutsideBaseValues {
  kind: OutsideBaseKind;
  label: string;
  amount: string;
}

export type TaxTypeValue = '' | 'iva' | 'igic' | 'ipsi';

export interface InvoiceFormValues {
  documentType: DocumentType;
  number: string;
  date: string;
  supplierName: string;
  supplierTaxId: string;
  customerName: string;
  customerTaxId: string;
  currency: string;
  taxType: TaxTypeValue;
  vatLines: VatLineValues[];
  outsideBase: OutsideBaseValues[];
  irpfRate: string;
  irpfAmount: string;
  total: string;
}

/** The decimal mark of a language: `,` in Spanish, `.` in English. */
function decimalMark(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * Amounts and rates as the user reads and types them in their language (`532,50` in Spanish,
 * `532.50` in English), without thousands groups so a value edits as one word; parseNumber
 * reads either form back.
 */
function numberTexts(language: string) {
  const mark = decimalMark(language);
  const local = (text: string) => (mark === '.' ? text : text.replace('.', mark));
  return {
    money: (value: number | null | undefined) => (value === null || value === undefined ? '' : local(value.toFixed(2))),
    rate: (value: number | null | undefined) => (value === null || value === undefined ? '' : local(String(value))),
  };
}

export const emptyOutsideBase = (): OutsideBaseValues => ({ kind: 'suplido', label: '', amount: '' });

export const emptyVatLine = (): VatLineValues => ({ rate: '21', base: '', cuota: '', recargoRate: '0', recargo: '0' });

export function toFormValues(data: InvoiceData, language = 'en'): InvoiceFormValues {
  const { money, rate } = numberTexts(language);
  return {
    documentType: data.documentType,
    number: data.number ?? '',
    date: data.date ?? '',
    supplierName: data.supplierName ?? '',
    supplierTaxId: data.supplierTaxId ?? '',
    customerName: data.customerName ?? '',
    customerTaxId: data.customerTaxId ?? '',
    currency: data.currency ?? '',
    taxType: data.taxType ?? '',
    vatLines: data.vatLines.map((line) => ({
      rate: rate(line.rate),
      base: money(line.base),
      cuota: money(line.cuota),
      recargoRate: rate(line.recargoRate),
      recargo: money(line.recargo),
    })),
    outsideBase: outsideBaseOf(data).map((item) => ({ kind: item.kind, label: item.label ?? '', amount: money(item.amount) })),
    irpfRate: rate(data.irpf?.rate),
    irpfAmount: money(data.irpf?.amount),
    total: money(data.total),
  };
}

/** A typed rate (a percentage, `5,2` or `21 %`), or null when the text is empty or not a number. */
export function parseNumber(text: string): number | null {
  return text.trim() ? parseAmountValue(text) : null;
}

/**
 * A typed amount of money, or null when the text is empty or not an amount: the same rules in
 * both languages (domain/money/parse-typed-amount.ts), so 1.234,56, 1234.56 and 1234,56 are one
 * amount and 1.234 is a thousand and more; a fraction of a cent is not an amount.
 */
export function parseMoney(text: string): number | null {
  return text.trim() ? parseTypedAmount(text) : null;
}

const text = (value: string) => value.trim() || null;

/**
 * The InvoiceData the values describe. Used for the live check while typing (an unreadable
 * amount counts as missing, or as 0 inside a VAT line) and, once the form is valid, to save.
 */
export function toInvoiceData(values: InvoiceFormValues): InvoiceData {
  const irpfRate = parseNumber(values.irpfRate);
  const irpfAmount = parseMoney(values.irpfAmount);
  return {
    documentType: values.documentType,
    number: text(values.number),
    date: text(values.date),
    supplierName: text(values.supplierName),
    supplierTaxId: text(values.supplierTaxId)?.toUpperCase() ?? null,
    customerName: text(values.customerName),
    customerTaxId: text(values.customerTaxId)?.toUpperCase() ?? null,
    currency: text(values.currency)?.toUpperCase() ?? null,
    taxType: values.taxType || null,
    vatLines: values.vatLines.map((line) => ({
      rate: parseNumber(line.rate) ?? 0,
      base: parseMoney(line.base) ?? 0,
      cuota: parseMoney(line.cuota) ?? 0,
      recargoRate: parseNumber(line.recargoRate) ?? 0,
      recargo: parseMoney(line.recargo) ?? 0,
    })),
    irpf: irpfRate === null && irpfAmount === null ? null : { rate: irpfRate ?? 0, amount: irpfAmount ?? 0 },
    // Always sent, empty too: a save that removes the last one clears the stored list.
    outsideBase: (values.outsideBase ?? []).map((item) => ({ kind: item.kind, label: text(item.label), amount: parseMoney(item.amount) ?? 0 })),
    total: parseMoney(values.total),
  };
}
