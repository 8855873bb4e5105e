import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  DAY_MS,
  daysRemaining,
  displayName,
  documentObjectPath,
  isExpired,
  MAX_DOCUMENT_BYTES,
  parseDocumentObjectPath,
  storedDocumentName,
} from './storage-file.schema';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const pdf = text('%PDF-1.7\n1 0 obj');

describe('checkDocument', () => {
  it('accepts the allow-listed types when their bytes match', () => {
    expect(checkDocument('Contrato.PDF', 100, pdf)).toBeNull();
    expect(checkDocument('logo.png', 100, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
    expect(checkDocument('foto.jpeg', 100, bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull();
    expect(checkDocument('libro.xlsx', 100, text('PK\u0003\u0004rest'))).toBeNull();
    expect(checkDocument('viejo.xls', 100, bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBeNull();
    expect(checkDocument('banco.csv', 100, text('fecha;importe\n2026-01-01;=1+1\n'))).toBeNull();
  });

  it('refuses types outside the list, however they are named', () => {
    expect(checkDocument('setup.exe', 100, text('MZ'))).toBe('storage/type-not-allowed');
    expect(checkDocument('dibujo.svg', 100, text('<svg/>'))).toBe('storage/type-not-allowed');
    expect(checkDocument('page.html', 100, text('<html>'))).toBe('storage/type-not-allowed');
    expect(checkDocument('no-extension', 100, pdf)).toBe('storage/type-not-allowed');
  });

  it('refuses a renamed file whose bytes are not what its name says', () => {
    expect(checkDocument('factura.pdf', 100, text('MZ\u0090\u0000 an executable'))).toBe('storage/content-mismatch');
    expect(checkDocument('foto.png', 100, pdf)).toBe('storage/content-mismatch');
    expect(checkDocument('datos.csv', 100, bytes(0x4d, 0x5a, 0x00, 0x01))).toBe('storage/content-mismatch');
  });

  it('refuses empty files and files over the limit', () => {
    expect(checkDocument('a.pdf', 0, pdf)).toBe('storage/empty');
    expect(checkDocument('a.pdf', MAX_DOCUMENT_BYTES + 1, pdf)).toBe('storage/too-large');
    expect(checkDocument('a.pdf', MAX_DOCUMENT_BYTES, pdf)).toBeNull();
  });
});

describe('names and paths', () => {
  it('stores a safe ASCII name with the lower-case extension', () => {
    expect(storedDocumentName('Escritura de constitución (copia).PDF')).toBe('Escritura-de-constitucion-copia.pdf');
    expect(storedDocumentName('../../etc/passwd.csv')).toBe('etc-passwd.csv');
    expect(storedDocumentName('ñ.xlsx')).toBe('n.xlsx');
    expect(storedDocumentName('€€.png')).toBe('document.png');
  });

  it('keeps the display name as text, without control characters', () => {
    expect(displayName('  <img src=x onerror=alert(1)>.pdf\u0000 ')).toBe('<img src=x onerror=alert(1)>.pdf');
    expect(displayName('x'.repeat(400))).toHaveLength(255);
  });

  it('round-trips document object paths and refuses others', () => {
    const path = documentObjectPath('acc', 'f1', 'nota.pdf');
    expect(parseDocumentObjectPath(path)).toEqual({ accountId: 'acc', fileId: 'f1', storedName: 'nota.pdf' });
    expect(parseDocumentObjectPath('accounts/acc/companies/c/invoices/b/f.pdf')).toBeNull();
    expect(parseDocumentObjectPath('accounts/acc/documents/f1/..')).toBeNull();
    expect(parseDocumentObjectPath('accounts/acc/documents/f1/a/b.pdf')).toBeNull();
  });
});

describe('trash retention', () => {
  const deletedAt = Date.UTC(2026, 0, 1);
  it('counts the whole days left out of thirty', () => {
    expect(daysRemaining(deletedAt, deletedAt)).toBe(30);
    expect(daysRemaining(deletedAt, deletedAt + 1)).toBe(30);
    expect(daysRemaining(deletedAt, deletedAt + 29 * DAY_MS)).toBe(1);
    expect(daysRemaining(deletedAt, deletedAt + 31 * DAY_MS)).toBe(0);
  });
  it('expires a file thirty days after deletion, not before', () => {
    expect(isExpired(deletedAt, deletedAt + 29 * DAY_MS)).toBe(false);
    expect(isExpired(deletedAt, deletedAt + 30 * DAY_MS - 1)).toBe(false);
    expect(isExpired(deletedAt, deletedAt + 30 * DAY_MS)).toBe(true);
  });
});
