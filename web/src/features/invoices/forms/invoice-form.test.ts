import { emptyInvoiceData, type InvoiceData } from '@factoria/domain/invoice/invoice.schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InvoiceFormSchema } from './invoice-form.schema';
import { toFormValues, toInvoiceData, type InvoiceFormValues } from './invoice-form-values';

const data: InvoiceData = {
  ...emptyInvoiceData(),
  number: 'F-2024/004',
  date: '2024-09-06',
  supplierName: 'Clínica Dental Sonrisa',
  supplierTaxId: 'B64717838',
  customerName: 'Pepita Gómez',
  customerTaxId: '12345678Z',
  currency: 'EUR',
  total: 5964,
  vatLines: [
    { rate: 7, base: 4700, cuota: 329, recargoRate: 0, recargo: 0 },
    { rate: 3, base: 900, cuota: 27, recargoRate: 0, recargo: 0 },
  ],
  irpf: { rate: 7, amount: 392 },
  taxType: 'igic',
};

const messages = (values: InvoiceFormValues) => {
  const result = v.safeParse(InvoiceFormSchema, values);
  return result.success ? {} : v.flatten<typeof InvoiceFormSchema>(result.issues).nested;
};

describe('invoice form values', () => {
  it('round-trips an invoice through the form', () => {
    const values = toFormValues(data);
    expect(values.total).toBe('5964.00');
    expect(values.vatLines[0]).toEqual({ rate: '7', base: '4700.00', cuota: '329.00', recargoRate: '0', recargo: '0.00' });
    // A record stored before amounts outside the base existed reads as none, and saves as none.
    expect(values.outsideBase).toEqual([]);
    expect(toInvoiceData(values)).toEqual({ ...data, outsideBase: [] });
  });

  it('round-trips amounts outside the tax base, in Spanish too, and checks them', () => {
    const withSuplidos: InvoiceData = { ...data, outsideBase: [{ kind: 'suplido', label: 'Suplidos IGIC', amount: 46.63 }, { kind: 'other', label: null, amount: 12 }] };
    const spanish = toFormValues(withSuplidos, 'es');
    expect(spanish.outsideBase).toEqual([
      { kind: 'suplido', label: 'Suplidos IGIC', amount: '46,63' },
      { kind: 'other', label: '', amount: '12,00' },
    ]);
    expect(toInvoiceData(spanish)).toEqual(withSuplidos);
    const typed = { ...spanish, outsideBase: [{ kind: 'other' as const, label: 'Fianza', amount: 'doce' }] };
    expect(messages(typed)?.outsideBase).toBeUndefined();
    expect(messages(typed)?.['outsideBase.0.amount']).toEqual(['form.validation.amountInvalid']);
  });

  it('shows amounts and rates with the decimal mark of the language, and reads them back', () => {
    const spanish = toFormValues({ ...data, vatLines: [{ rate: 5.2, base: 1234.5, cuota: 64.19, recargoRate: 1.75, recargo: 21.6 }] }, 'es');
    expect(spanish.total).toBe('5964,00');
    expect(spanish.vatLines[0]).toEqual({ rate: '5,2', base: '1234,50', cuota: '64,19', recargoRate: '1,75', recargo: '21,60' });
    expect(toInvoiceData(spanish).vatLines[0]).toEqual({ rate: 5.2, base: 1234.5, cuota: 64.19, recargoRate: 1.75, recargo: 21.6 });
    expect(toFormValues(data, 'en').total).toBe('5964.00');
  });

  it('reads Spanish and English number formats and normalizes tax ids', () => {
    const values = { ...toFormValues(data), total: '5.964,00', supplierTaxId: ' b64717838 ', irpfRate: '', irpfAmount: '' };
    expect(toInvoiceData(values)).toMatchObject({ total: 5964, supplierTaxId: 'B64717838', irpf: null });
  });

  it.each(['en', 'es'])('reads every money field typed in either notation, whatever the language (%s)', (language) => {
    const values = toFormValues(data, language);
    for (const [typed, amount] of [['1.234,56', 1234.56], ['1,234.56', 1234.56], ['1234.56', 1234.56], ['1234,56', 1234.56], ['1.234', 1234]] as const) {
      const line = { ...values.vatLines[0]!, base: typed, cuota: typed, recargo: typed };
      const read = toInvoiceData({ ...values, vatLines: [line], irpfAmount: typed, total: typed, outsideBase: [{ kind: 'suplido', label: '', amount: typed }] });
      expect(read.vatLines[0]).toMatchObject({ base: amount, cuota: amount, recargo: amount });
      expect(read).toMatchObject({ total: amount, irpf: { amount }, outsideBase: [{ amount }] });
    }
    // A fraction of a cent or a broken grouping is not an amount: the field says so instead of guessing.
    for (const typed of ['0,125', '12,345,6', '1.23.4']) {
      expect(messages({ ...values, total: typed })?.total, typed).toEqual(['form.validation.amountInvalid']);
    }
    expect(messages({ ...values, total: '1.234,56' })?.total).toBeUndefined();
  });

  it('asks for the four required fields with the spec messages', () => {
    const values = { ...toFormValues(data), number: ' ', date: '', supplierTaxId: '', total: '' };
    expect(messages(values)).toEqual({
      number: ['form.validation.numberRequired'],
      date: ['form.validation.dateRequired'],
      supplierTaxId: ['form.validation.taxIdRequired'],
      total: ['form.validation.totalRequired'],
    });
  });

  it('refuses impossible dates, unreadable amounts, rates over 100 and half an IRPF', () => {
    const values = toFormValues(data);
    values.date = '2025-02-30';
    values.total = 'doce';
    values.vatLines[0]!.rate = '210';
    values.irpfAmount = '';
    expect(messages(values)).toEqual({
      date: ['form.validation.dateInvalid'],
      total: ['form.validation.amountInvalid'],
      'vatLines.0.rate': ['form.validation.rateInvalid'],
      irpfAmount: ['form.validation.irpfIncomplete'],
    });
  });

  it('accepts a valid form', () => {
    expect(v.safeParse(InvoiceFormSchema, toFormValues(data)).success).toBe(true);
  });
});
