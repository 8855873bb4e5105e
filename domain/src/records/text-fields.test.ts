/** Every schema that takes text a person typed cleans it where it enters (text/clean-text.ts). */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emptyInvoiceData } from '../invoice/invoice.schema';
import { AgencyNameSchema, CreateAccountInputSchema, UsernameSchema } from './account-requests.schema';
import { SaveCorrectionInputSchema } from './invoice-edit.schema';
import { SendNoteInputSchema } from './note.schema';

const SPOOF = 'Acme\u202Efdp.exe\r\nBcc: x@evil.example\u0000\u200B';

describe('text fields', () => {
  it('username and agency name: one line, no controls or bidi overrides, NFC', () => {
    expect(v.parse(UsernameSchema, ` ${SPOOF} `)).toBe('Acmefdp.exe Bcc: x@evil.example');
    expect(v.parse(AgencyNameSchema, 'Gestori\u0301a\u2067 Lo\u0301pez\u2069')).toBe('Gestoría López');
    expect(v.safeParse(AgencyNameSchema, '\u202E\r\n').success).toBe(false);
    const input = v.parse(CreateAccountInputSchema, { username: 'Ana\u202E', agencyName: 'Agency\r\nX', language: 'es' });
    expect(input).toEqual({ username: 'Ana', agencyName: 'Agency X', language: 'es' });
  });

  it('notes keep their lines but lose controls and bidi overrides', () => {
    expect(v.parse(SendNoteInputSchema, { invoiceId: 'i-1', text: 'Total\u202E wrong\r\nsee page 2\u0007' }).text).toBe('Total wrong\nsee page 2');
  });

  it('corrected invoice text (number, names, tax ids) is one clean line', () => {
    const parsed = v.parse(SaveCorrectionInputSchema, {
      invoiceId: 'abc123',
      requestId: 'request-0001',
      baseCorrections: 0,
      data: { ...emptyInvoiceData(), number: 'F-1\u202E', supplierName: SPOOF, customerTaxId: 'B12345674\u200B' },
    });
    expect(parsed.data.number).toBe('F-1');
    expect(parsed.data.supplierName).toBe('Acmefdp.exe Bcc: x@evil.example');
    expect(parsed.data.customerTaxId).toBe('B12345674');
  });
});
