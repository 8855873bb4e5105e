import { describe, expect, it } from 'vitest';
import { checkFiles } from './file-checks';

const pdf = (name = 'a.pdf', size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('checkFiles', () => {
  it('accepts PDFs within the limits', () => {
    expect(checkFiles([pdf(), pdf('b.PDF')], 100)).toBeNull();
    expect(checkFiles([new File([new Uint8Array(3)], 'c.pdf', { type: '' })], 100)).toBeNull();
  });

  it('refuses what is not a PDF, whatever its name says', () => {
    expect(checkFiles([pdf(), new File(['x'], 'notes.txt', { type: 'text/plain' })], 100)).toEqual({ code: 'not-pdf', name: 'notes.txt' });
    expect(checkFiles([new File(['x'], 'fake.pdf', { type: 'image/png' })], 100)?.code).toBe('not-pdf');
  });

  it('refuses more than 50 files at once', () => {
    expect(checkFiles(Array.from({ length: 51 }, (_, i) => pdf(`${i}.pdf`)), 1000)).toEqual({ code: 'too-many', max: 50 });
  });

  it('refuses empty files and files over 25 MB', () => {
    expect(checkFiles([pdf('empty.pdf', 0)], 100)).toEqual({ code: 'empty', name: 'empty.pdf' });
    expect(checkFiles([pdf('big.pdf', 25 * 1024 * 1024 + 1)], 100)).toEqual({ code: 'too-large', name: 'big.pdf' });
  });

  it('refuses more files than the plan still accepts this month', () => {
    expect(checkFiles([pdf(), pdf(), pdf()], 2)).toEqual({ code: 'over-quota', remaining: 2 });
  });
});
