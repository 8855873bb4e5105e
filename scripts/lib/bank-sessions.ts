/**
 * Starts a bank statement session in a running emulator stack the way the web app does: the
 * session (`uploading`, with the files it announces), each file in Storage, then `queued`,
 * which hands it to the processBankSession task. The demo seed and the tests use it.
 */
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  BANK_CONTENT_TYPES,
  bankFileExtension,
  bankObjectPath,
  type BankSlot,
} from '../../domain/src/records/bank-session.schema.ts';

export type PackFiles = Partial<Record<BankSlot, { name: string; content: string | Uint8Array }>>;

export async function startBankSession(
  app: App,
  target: { accountId: string; companyId: string; uid: string; sessionId?: string },
  files: PackFiles,
): Promise<{ sessionId: string; queuedAt: number }> {
  const db = getFirestore(app);
  const ref = target.sessionId
    ? db.doc(`accounts/${target.accountId}/bankSessions/${target.sessionId}`)
    : db.collection(`accounts/${target.accountId}/bankSessions`).doc();
  const entries = Object.entries(files) as [BankSlot, { name: string; content: string | Uint8Array }][];
  const announced = Object.fromEntries(
    entries.map(([slot, file]) => {
      const ext = bankFileExtension(slot, file.name);
      if (!ext) throw new Error(`${file.name} does not fit the ${slot} slot`);
      const size = typeof file.content === 'string' ? Buffer.byteLength(file.content, 'latin1') : file.content.byteLength;
      return [slot, { name: file.name, size, ext }];
    }),
  );
  await ref.set({ companyId: target.companyId, status: 'uploading', files: announced, createdBy: target.uid, createdAt: Date.now() });
  const bucket = getStorage(app).bucket();
  await Promise.all(
    entries.map(([slot, file]) => {
      const ext = announced[slot]!.ext;
      const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'latin1') : Buffer.from(file.content);
      return bucket.file(bankObjectPath(target.accountId, ref.id, slot, ext)).save(bytes, { contentType: BANK_CONTENT_TYPES[ext] });
    }),
  );
  const queuedAt = Date.now();
  await ref.update({ status: 'queued', queuedAt });
  return { sessionId: ref.id, queuedAt };
}
