import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspectPdf } from '@factoria/domain/extraction/pdf/inspect-pdf';
import { describe, expect, it } from 'vitest';
import { decryptPdf } from './decrypt-pdf';

const PROTECTED = new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', '..', 'web', 'e2e', 'fixtures', 'protected-invoice.pdf')));

describe('decryptPdf', () => {
  it('writes the protected invoice out without encryption when the password is right', async () => {
    expect((await inspectPdf(PROTECTED)).code).toBe('pdf/encrypted');
    const result = await decryptPdf(PROTECTED, 'factoria-secreta');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const inspection = await inspectPdf(result.bytes);
    expect(inspection).toMatchObject({ ok: true, encrypted: false, pageCount: 1 });
  });

  it('says when the password is wrong', async () => {
    expect(await decryptPdf(PROTECTED, 'not-it')).toEqual({ ok: false, reason: 'wrong-password' });
  });

  it('says when the bytes are no PDF at all', async () => {
    expect(await decryptPdf(new TextEncoder().encode('hello'), 'x')).toEqual({ ok: false, reason: 'unreadable' });
  });
});
