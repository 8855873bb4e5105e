import { describe, expect, it } from 'vitest';
import { findAmountFilter, findInvoiceNumber, findRate, findTaxIds, matchEntity } from './entities';
import { normalizeText } from './normalize';

const companies = [
  { id: 'g', name: 'Talleres Gómez SL', taxId: 'B10554335' },
  { id: 'r', name: 'Talleres Ruiz SL', taxId: 'B76543214' },
  { id: 'p', name: 'Panadería López SL', taxId: 'B25996380' },
];
const match = (text: string) => matchEntity(normalizeText(text), companies);

describe('matchEntity', () => {
  it('matches names without accents, with a typo, or by tax id', () => {
    expect(match('iva de talleres gomez')).toMatchObject({ kind: 'one', entity: { id: 'g' } });
    expect(match('IVA de Panaderia Lopes')).toMatchObject({ kind: 'one', entity: { id: 'p' } });
    expect(match('IVA de ES-B76543214')).toMatchObject({ kind: 'one', entity: { id: 'r' } });
  });

  it('asks when only a shared word matches, and finds nobody for another name', () => {
    const result = match('IVA de los talleres');
    expect(result.kind).toBe('ambiguous');
    expect(result.kind === 'ambiguous' && result.choices.map((c) => c.id).sort()).toEqual(['g', 'r']);
    expect(match('IVA de Cafetería Aurora')).toEqual({ kind: 'none' });
  });
});

describe('slots', () => {
  it('checks tax ids', () => {
    expect(findTaxIds('nif b10554335')).toEqual([{ normalized: 'B10554335', valid: true }]);
    expect(findTaxIds('nif b10554336')[0]?.valid).toBe(false);
  });

  it('finds invoice numbers known to the agency or named as such', () => {
    expect(findInvoiceNumber('abre la CN-2025-0042', ['CN-2025-0042'])).toBe('CN-2025-0042');
    expect(findInvoiceNumber('open invoice F/118', [])).toBe('F/118');
    expect(findInvoiceNumber('facturas de 2025', [])).toBeNull();
  });

  it('reads VAT rates and amount thresholds in both formats', () => {
    expect(findRate(normalizeText('base al 21 %'))).toBe(21);
    expect(findRate(normalizeText('VAT at 10%'))).toBe(10);
    expect(findAmountFilter(normalizeText('facturas de más de 3.000 €'))).toEqual({ min: 300000 });
    expect(findAmountFilter(normalizeText('invoices over €3,000.50'))).toEqual({ min: 300050 });
    expect(findAmountFilter(normalizeText('entre 100 y 500 euros'))).toEqual({ min: 10000, max: 50000 });
  });
});
