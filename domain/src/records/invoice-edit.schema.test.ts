import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyInvoiceData } from '../invoice/invoice.schema';
import { isCalendarDay, isInvoiceEditError, SaveCorrectionInputSchema } from './invoice-edit.schema';

const input = (overrides: Record<string, unknown> = {}) => ({
  invoiceId: 'abc123',
  requestId: 'request-0001',
  baseCorrections: 0,
  data: { ...emptyInvoiceData(), number: 'F-1', date: '2024-02-29' },
  ...overrides,
});

describe('SaveCorrectionInputSchema', () => {
  it('accepts a well-formed correction', () => {
    expect(v.safeParse(SaveCorrectionInputSchema, input()).success).toBe(true);
  });

  it('refuses days that are not in the calendar, bad ids and negative versions', () => {
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(v.safeParse(SaveCorrectionInputSchema, input({ data: { ...emptyInvoiceData(), date: '2025-02-30' } })).success).toBe(false);
    expect(v.safeParse(SaveCorrectionInputSchema, input({ invoiceId: '../other' })).success).toBe(false);
    expect(v.safeParse(SaveCorrectionInputSchema, input({ requestId: 'x' })).success).toBe(false);
    expect(v.safeParse(SaveCorrectionInputSchema, input({ baseCorrections: -1 })).success).toBe(false);
  });

  it('knows its error codes', () => {
    expect(isInvoiceEditError('invoice-edit/stale')).toBe(true);
    expect(isInvoiceEditError('storage/not-found')).toBe(false);
  });
});
