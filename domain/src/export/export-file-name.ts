/**
 * File names. The AEAT format names a book file Ejercicio (4) + NIF of its titular (9) + the
 * book's letter (R: facturas recibidas del IVA) + the titular's name or company name, with no
 * separators. The plain export gets a readable name of its own.
 */
import { normalizeTaxId } from '../tax-id/validate-tax-id';
import type { BookOwner } from './export-invoice';

/**
 * The company name as a file-name part. It comes from a user, so it is reduced to a whitelist
 * instead of a blacklist: letters (with their accents), digits, spaces and `, . & - _ ( )`; a
 * run of white space (line breaks too) becomes one space. Everything else is dropped: what file
 * systems refuse (`/ \ : * ? " < > |`), control characters, the right-to-left override and
 * other bidi or invisible format characters (which can display `xlsx.exe` as `exe.xlsx`), quotes
 * and `;` (which break a Content-Disposition header) and formula triggers (= + @). Trailing dots
 * and spaces go too (Windows drops them).
 */
function safeName(value: string): string {
  return value
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N} ,.&\-_()]/gu, '')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, 80)
    .replace(/[. ]+$/, '');
}

export function aeatReceivedFileName(owner: BookOwner, year: number, extension: 'xlsx' | 'csv'): string {
  return `${year}${normalizeTaxId(owner.taxId)}R${safeName(owner.name).toUpperCase()}.${extension}`;
}

export function plainFileName(owner: BookOwner, label: string): string {
  const slug = safeName(owner.name)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `factoria-${slug || 'export'}-${label.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`;
}
