import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CompanyInputSchema, type CompanyInputValues } from './company-input.schema';

function values(overrides: Partial<CompanyInputValues> = {}): CompanyInputValues {
  return {
    name: 'Talleres Ruiz SL',
    taxId: 'b-12345674',
    invoiceTypes: ['sales', 'purchases'],
    equivalenceSurcharge: false,
    irpf: true,
    emailIntake: { enabled: false },
    appUser: { enabled: false, email: '' },
    notes: '',
    ...overrides,
  };
}

function messages(input: unknown): Record<string, string> {
  const result = v.safeParse(CompanyInputSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('CompanyInputSchema', () => {
  it('normalises the tax id, orders invoice types and drops addresses of disabled toggles', () => {
    const parsed = v.parse(CompanyInputSchema, values({ appUser: { enabled: false, email: 'x@y.es' } }));
    expect(parsed.taxId).toBe('B12345674');
    expect(parsed.invoiceTypes).toEqual(['purchases', 'sales']);
    expect(parsed.appUser).toEqual({ enabled: false, email: null });
    expect(parsed.irpf).toBe(true);
  });

  it('takes invoices by email as on or off only: a typed address (older clients) is ignored, the functions generate it', () => {
    const parsed = v.parse(CompanyInputSchema, { ...values(), emailIntake: { enabled: true, address: 'guessable@y.es' } });
    expect(parsed.emailIntake).toEqual({ enabled: true });
    expect(messages({ ...values(), emailIntake: { enabled: 'yes' } })).toHaveProperty('emailIntake.enabled');
  });

  it('reports every missing field with its own code', () => {
    expect(
      messages(values({ name: '  ', taxId: '', invoiceTypes: [], equivalenceSurcharge: null, irpf: null })),
    ).toEqual({
      name: 'company/name-required',
      taxId: 'company/tax-id-required',
      invoiceTypes: 'company/invoice-types-required',
      equivalenceSurcharge: 'company/option-required',
      irpf: 'company/option-required',
    });
  });

  it('refuses a tax id whose check character is wrong', () => {
    expect(messages(values({ taxId: 'B12345675' }))).toEqual({ taxId: 'company/tax-id-invalid' });
  });

  it('requires a valid address when the app user toggle is on', () => {
    expect(messages(values({ appUser: { enabled: true, email: '' } }))).toEqual({
      'appUser.email': 'company/email-required',
    });
    expect(messages(values({ appUser: { enabled: true, email: 'not an email' } }))).toEqual({
      'appUser.email': 'company/email-invalid',
    });
    const parsed = v.parse(CompanyInputSchema, values({ appUser: { enabled: true, email: ' Ana@Cliente.ES ' } }));
    expect(parsed.appUser).toEqual({ enabled: true, email: 'ana@cliente.es' });
  });

  it('keeps hostile text as inert text, without control characters, within limits', () => {
    const parsed = v.parse(CompanyInputSchema, values({ name: '<img src=x onerror=alert(1)>\u0000SL' }));
    expect(parsed.name).toBe('<img src=x onerror=alert(1)>SL');
    expect(messages(values({ name: 'x'.repeat(201) }))).toEqual({ name: 'company/name-too-long' });
    expect(messages(values({ notes: 'x'.repeat(2001) }))).toEqual({ notes: 'company/notes-too-long' });
  });

  it('cleans names and notes where they enter: bidi overrides and controls gone, NFC, line breaks kept only in notes', () => {
    const parsed = v.parse(CompanyInputSchema, values({ name: ' Acme\u202Efdp.exe\r\nSL\u200B ', notes: 'Pen\u0303a\r\n\u2066line\u2069\u0007' }));
    expect(parsed.name).toBe('Acmefdp.exe SL');
    expect(parsed.notes).toBe('Peña\nline');
    expect(messages(values({ name: '\u202E\u200B\r\n' }))).toEqual({ name: 'company/name-required' });
  });

  it('refuses unknown invoice types and values of the wrong type', () => {
    expect(messages(values({ invoiceTypes: ['bribes' as 'sales'] }))).toHaveProperty('invoiceTypes.0');
    expect(messages({ ...values(), irpf: 'yes' })).toEqual({ irpf: 'company/option-required' });
  });

  it('parses its own output again (what the form sends is what the callable checks)', () => {
    const parsed = v.parse(CompanyInputSchema, values({ appUser: { enabled: true, email: 'ana@cliente.es' } }));
    expect(v.parse(CompanyInputSchema, parsed)).toEqual(parsed);
  });
});
