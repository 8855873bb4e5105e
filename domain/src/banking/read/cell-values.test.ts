import { describe, expect, it } from 'vitest';
import { decideDateOrder, decideDecimal, parseCents, parseDateCell } from './cell-values';
import { decodeText } from './decode-text';
import { fixMojibake, normalizeHeader } from './header';
import { sniffContainer } from './sniff';

describe('cell values', () => {
  it.each([
    ['-1.234,56', ',', -123_456],
    ['-50,00EUR', ',', -5000],
    ['1.234,56 €', ',', 123_456],
    ['1,234.56', '.', 123_456],
    ['-89.98999999999999', '.', -8999],
    ['(12,00)', ',', -1200],
    ['12,00-', ',', -1200],
    ['+5', ',', 500],
    ['1.234', ',', 123_400],
    ['0,5', ',', 50],
  ] as const)('%s -> %d cents', (raw, decimal, cents) => {
    expect(parseCents(raw, decimal)).toBe(cents);
  });

  it.each(['', 'abc', '1.2.3,4,5', '12/03/2025'])('refuses %s as an amount', (raw) => {
    expect(parseCents(raw, ',')).toBeNull();
  });

  it('decides the decimal separator over a column', () => {
    expect(decideDecimal(['1.234', '2.500,10', '3,00'])).toBe(',');
    expect(decideDecimal(['1,234.00', '0.52'])).toBe('.');
    expect(decideDecimal(['1.234'], '.')).toBe('.');
  });

  it('reads dates day-first unless the column shows month-first', () => {
    expect(parseDateCell('10/11/2025')).toBe('2025-11-10');
    expect(decideDateOrder(['01/13/2025', '02/01/2025'])).toBe('mdy');
    expect(parseDateCell('01/13/2025', 'mdy')).toBe('2025-01-13');
    expect(parseDateCell('2025-03-04')).toBe('2025-03-04');
    expect(parseDateCell('20250304')).toBe('2025-03-04');
    expect(parseDateCell('45658')).toBe('2025-01-01');
    expect(parseDateCell('31/02/2025')).toBeNull();
    expect(parseDateCell('04-03-25')).toBe('2025-03-04');
  });

  it('decodes a BOM, strict UTF-8, else windows-1252', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeText(new TextEncoder().encode('Más'))).toBe('Más');
    expect(decodeText(Uint8Array.from([0x4d, 0xe1, 0x73, 0x80]))).toBe('Más€');
  });

  it('normalises headers and repairs mojibake', () => {
    expect(fixMojibake('MÃ¡s datos')).toBe('Más datos');
    expect(normalizeHeader('F.Valor')).toBe('f valor');
    expect(normalizeHeader('IMPORTE (€)')).toBe('importe');
    expect(normalizeHeader('Nº asiento*')).toBe('n asiento');
  });

  it('sniffs containers whatever the extension says', () => {
    expect(sniffContainer(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]))).toBe('zip');
    expect(sniffContainer(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0]))).toBe('biff');
    expect(sniffContainer(new TextEncoder().encode('<!DOCTYPE html><table>'))).toBe('html');
    expect(sniffContainer(new TextEncoder().encode('Fecha;Importe\n'))).toBe('text');
  });
});
