import { describe, expect, it } from 'vitest';
import { firstErrorField, sourceKeyOf } from './field-order';

const error = (field: string) => ({ field, code: 'vat/cuota-mismatch' as const, severity: 'error' as const });

describe('firstErrorField', () => {
  it('picks the first blocking issue in screen order', () => {
    expect(firstErrorField([error('total'), error('vatLines[1].cuota'), error('supplierTaxId')], 2)).toBe('supplierTaxId');
    expect(firstErrorField([error('total'), error('vatLines[1].cuota'), error('vatLines[0].recargo')], 2)).toBe('vatLines.0.recargo');
    expect(firstErrorField([error('irpf.amount'), error('total')], 1)).toBe('irpfAmount');
  });

  it('ignores warnings and fields without a control', () => {
    expect(firstErrorField([{ ...error('date'), severity: 'warning' }], 1)).toBeNull();
    expect(firstErrorField([error('document')], 1)).toBeNull();
  });

  it('reaches a table-wide issue through the table or the total', () => {
    expect(firstErrorField([error('vatLines')], 0)).toBe('total');
    expect(firstErrorField([error('vatLines')], 1)).toBe('vatLines.0.rate');
  });
});

describe('sourceKeyOf', () => {
  it('names the extraction source of a form field', () => {
    expect(sourceKeyOf('vatLines.2.base')).toBe('vatLines');
    expect(sourceKeyOf('irpfAmount')).toBe('irpf');
    expect(sourceKeyOf('supplierTaxId')).toBe('supplierTaxId');
    expect(sourceKeyOf('')).toBeNull();
  });
});
