import { describe, expect, it } from 'vitest';
import { formatSize } from './file-format';
import { type StoredFile, visibleFiles } from './file-query';

function file(id: string, overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    id,
    name: `${id}.pdf`,
    storagePath: `accounts/a/documents/${id}/${id}.pdf`,
    size: 100,
    contentType: 'application/pdf',
    kind: 'document',
    origin: 'web',
    companyId: null,
    uploadedBy: 'u',
    uploadedAt: 1,
    deletedAt: null,
    originalPath: null,
    ...overrides,
  };
}

const names = new Map([['c1', 'Panadería Sol'], ['c2', 'Acme']]);
const files = [
  file('contrato', { uploadedAt: 3, size: 500, companyId: 'c1' }),
  file('Balance', { uploadedAt: 1, size: 50, companyId: 'c2', kind: 'invoice' }),
  file('árbol', { uploadedAt: 2, size: 5000 }),
];
const ids = (list: StoredFile[]) => list.map((item) => item.id);

describe('visibleFiles', () => {
  it('sorts by upload date, name, size or company in either direction', () => {
    expect(ids(visibleFiles(files, { search: '', sort: 'uploadedAt', direction: 'desc' }, names))).toEqual(['contrato', 'árbol', 'Balance']);
    expect(ids(visibleFiles(files, { search: '', sort: 'name', direction: 'asc' }, names))).toEqual(['árbol', 'Balance', 'contrato']);
    expect(ids(visibleFiles(files, { search: '', sort: 'size', direction: 'desc' }, names))).toEqual(['árbol', 'contrato', 'Balance']);
    expect(ids(visibleFiles(files, { search: '', sort: 'company', direction: 'asc' }, names))).toEqual(['árbol', 'Balance', 'contrato']);
  });

  it('searches names and company names without case or accents', () => {
    expect(ids(visibleFiles(files, { search: 'ARBOL', sort: 'name', direction: 'asc' }, names))).toEqual(['árbol']);
    expect(ids(visibleFiles(files, { search: 'panaderia', sort: 'name', direction: 'asc' }, names))).toEqual(['contrato']);
    expect(visibleFiles(files, { search: 'nothing like it', sort: 'name', direction: 'asc' }, names)).toEqual([]);
  });

  it('never changes the list it was given', () => {
    const before = ids(files);
    visibleFiles(files, { search: '', sort: 'name', direction: 'asc' }, names);
    expect(ids(files)).toEqual(before);
  });
});

describe('formatSize', () => {
  it('picks a readable unit', () => {
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(1536, 'en')).toBe('1.5 kB');
    expect(formatSize(25 * 1024 * 1024, 'es')).toBe('25 MB');
  });
});
