/**
 * A password-protected PDF written out again without its encryption, by @cantoo/pdf-lib (the
 * maintained pdf-lib fork that reads the standard security handler, RC4 and AES up to AES-256):
 * the file's content as it was, so the pipeline reads it and the viewer shows it without asking
 * for the password again (docs/decisions/1801).
 */
import { PDFDocument } from '@cantoo/pdf-lib';

export type Decrypted = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'wrong-password' | 'unreadable' };

export async function decryptPdf(bytes: Uint8Array, password: string): Promise<Decrypted> {
  try {
    const document = await PDFDocument.load(bytes, { password, updateMetadata: false });
    return { ok: true, bytes: await document.save() };
  } catch (error) {
    // pdf-lib says "Password incorrect" (or asks for one) when the key does not open the file.
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: /password/i.test(message) ? 'wrong-password' : 'unreadable' };
  }
}
