/**
 * File names. The AEAT format names a book file Ejercicio (4) + NIF of its titular (9) + the
 * book's letter (R: facturas recibidas del IVA) + the titular's name or company name, with no
 * separators. The plain export gets a readable name of its own.
 */
import { normalizeTaxId } from '../tax-id/validate-tax-id';
import type { BookOwner } from './export-invoice';

/** Drops what file systems refuse (and control characters); keeps accents, spaces and commas. */
function safeName(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '')
    .replace(/\s+/g, ' ')
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
