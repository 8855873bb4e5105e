import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateTaxId } from './validate-any-tax-id';
import { validateCcc, validateSpanishIban } from './validate-bank-account';
import { validateEuVat } from './validate-eu-vat';
import { normalizeTaxId, validateSpanishTaxId } from './validate-tax-id';

const fixtures = fileURLToPath(new URL('../../../fixtures/taxids/', import.meta.url));
function vectors(name: string): { raw: string; kind: string }[] {
  return readFileSync(fixtures + name, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [raw, kind] = line.split('\t');
      return { raw: raw!, kind: kind! };
    });
}
const isBank = (kind: string) => kind.includes('IBAN') || kind.includes('CCC');
/** A vector labelled CIF, DNI or NIE must also be classified as that kind, not only be a valid NIF. */
function validateVector(raw: string, kind: string): boolean {
  if (kind.includes('IBAN')) return validateSpanishIban(raw);
  if (kind.includes('CCC')) return validateCcc(raw);
  const result = validateSpanishTaxId(raw);
  const exact = { CIF: 'cif', DNI: 'dni', NIE: 'nie' }[kind];
  return result.valid && (exact === undefined || result.kind === exact);
}

describe('Spanish tax ids against python-stdnum vectors', () => {
  const valid = vectors('taxids_valid.txt');
  const invalid = vectors('taxids_invalid.txt');
  it('has vectors', () => {
    expect(valid.length).toBeGreaterThan(60);
    expect(invalid.length).toBeGreaterThan(20);
  });
  it.each(valid.map((v) => [v.raw, v.kind]))('valid: %s (%s)', (raw, kind) => {
    expect(validateVector(raw, kind)).toBe(true);
  });
  it.each(invalid.map((v) => [v.raw, v.kind]))('invalid: %s (%s)', (raw, kind) => {
    expect(validateVector(raw, kind)).toBe(false);
    // M-1234567-L is listed as an invalid CIF but is a valid K/L/M personal NIF.
    if (!isBank(kind) && kind !== 'CIF') expect(validateTaxId(raw).valid).toBe(false);
  });
});

describe('validateSpanishTaxId', () => {
  it('classifies kinds', () => {
    expect(validateSpanishTaxId('54362315-K')).toEqual({ valid: true, kind: 'dni', normalized: '54362315K' });
    expect(validateSpanishTaxId('x-2482300w').kind).toBe('nie');
    expect(validateSpanishTaxId('ES B-58378431')).toEqual({ valid: true, kind: 'cif', normalized: 'B58378431' });
    expect(validateSpanishTaxId('M-1234567-L').kind).toBe('nif');
  });
  it('reports codes', () => {
    expect(validateSpanishTaxId('B64717839').code).toBe('tax-id/checksum');
    expect(validateSpanishTaxId('125478938W').code).toBe('tax-id/length');
    expect(validateSpanishTaxId('O12345678').code).toBe('tax-id/format');
    expect(validateSpanishTaxId('  ').code).toBe('tax-id/missing');
  });
  it('rejects a letter control where the organisation type needs a digit', () => {
    expect(validateSpanishTaxId('A0837031D').valid).toBe(false);
    expect(validateSpanishTaxId('A08370314').valid).toBe(true);
  });
  it('normalizes', () => {
    expect(normalizeTaxId('es-b 60432291')).toBe('B60432291');
  });
});

describe('EU VAT', () => {
  it.each(['DE136695976', 'FR32123456789', 'FR11999999998', 'BE0477472701', 'IT00743110157', 'PT501964843', 'NL004495445B01', 'ATU13585627'])(
    'accepts %s',
    (raw) => {
      expect(validateEuVat(raw).valid).toBe(true);
      expect(validateTaxId(raw)).toMatchObject({ valid: true, kind: 'eu-vat' });
    },
  );
  it.each(['DE136695977', 'FR33123456789', 'BE0477472702', 'PT501964844', 'XX123456789', 'DE12345'])('rejects %s', (raw) => {
    expect(validateEuVat(raw).valid).toBe(false);
  });
  it('routes ES prefixed ids through the Spanish checksum', () => {
    expect(validateEuVat('ES B64717838')).toMatchObject({ valid: true, normalized: 'ESB64717838' });
    expect(validateTaxId('ESB64717838')).toMatchObject({ valid: true, kind: 'cif', normalized: 'B64717838' });
  });
});
