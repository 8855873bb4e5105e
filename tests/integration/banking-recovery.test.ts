/**
 * Bank sessions stuck on their way to the task, moved on by recoverStalledBankSessions through
 * the real stack: a queued session whose trigger was lost is processed, one whose browser
 * closed after the uploads is queued and processed, one whose browser closed mid-upload fails
 * with the slot that never arrived, one queued for more than a day fails as stalled; a fresh
 * upload is left alone, and a second run changes nothing.
 */
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { bankPack } from '../../scripts/lib/bank-seed.ts';
import { BANK_CONTENT_TYPES, bankObjectPath, type BankFileExtension, type BankSlot } from '../../domain/src/records/bank-session.schema.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';

const REGION = 'europe-west1';
const MINUTE = 60_000;
let accountId: string;
let ownerUid: string;
const pack = bankPack({ year: 2026, owner: 'ACME SL' });

beforeAll(async () => {
  accountId = uniqueId('bankrec');
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Bank Recovery Agency',
    owner: { email: `${accountId}@factoria.test`, password: 'integration-1', username: 'Recovery Owner' },
    companies: [{ id: 'acme', name: 'Acme', taxId: 'B12345674', status: 'active' }],
  }));
});

const sessionDoc = (id: string) => db.doc(`accounts/${accountId}/bankSessions/${id}`);
const files = {
  statement: { name: 'extracto.n43', size: pack.statement.length, ext: 'n43' as BankFileExtension },
  diary: { name: 'diario.csv', size: pack.diary.length, ext: 'csv' as BankFileExtension },
};
const contents: Record<string, string> = { statement: pack.statement, diary: pack.diary };

/** A session written as a client left it (no trigger fires on a create), with some files stored. */
async function leftBehind(status: 'uploading' | 'queued', ageMs: number, stored: BankSlot[]): Promise<string> {
  const ref = db.collection(`accounts/${accountId}/bankSessions`).doc();
  const at = Date.now() - ageMs;
  await ref.set({
    companyId: 'acme', status, files, createdBy: ownerUid, createdAt: at, ...(status === 'queued' ? { queuedAt: at } : {}),
  });
  const bucket = getStorage(app).bucket();
  await Promise.all(
    stored.map((slot) => {
      const ext = files[slot as 'statement' | 'diary'].ext;
      return bucket.file(bankObjectPath(accountId, ref.id, slot, ext)).save(Buffer.from(contents[slot]!, 'latin1'), { contentType: BANK_CONTENT_TYPES[ext] });
    }),
  );
  return ref.id;
}

async function recover() {
  const response = await fetch(`http://${host}:${ports.functions}/${projectId}/${REGION}/recoverStalledBankSessions-0`, { method: 'POST' });
  expect(response.ok).toBe(true);
}

async function finished(sessionId: string) {
  return eventually(async () => {
    const session = await sessionDoc(sessionId).get();
    return ['done', 'failed'].includes(session.get('status') as string) ? session : null;
  }, 120_000, `session ${sessionId} to finish`);
}

const noticesOf = async (sessionId: string) => (await db.collection(`accounts/${accountId}/notifications`).where('sessionId', '==', sessionId).get()).size;
const linesOf = async (sessionId: string) => (await sessionDoc(sessionId).collection('lines').get()).size;

describe('recovery of stalled bank sessions', () => {
  it('processes, queues or fails each stuck session once, within its bound, and leaves fresh uploads alone', async () => {
    const lostTrigger = await leftBehind('queued', 11 * MINUTE, ['statement', 'diary']);
    const closedAfterUpload = await leftBehind('uploading', 31 * MINUTE, ['statement', 'diary']);
    const closedMidUpload = await leftBehind('uploading', 31 * MINUTE, ['statement']);
    const queuedTooLong = await leftBehind('queued', 25 * 60 * MINUTE, ['statement', 'diary']);
    const freshUpload = await leftBehind('uploading', 2 * MINUTE, ['statement']);
    const freshQueue = await leftBehind('queued', 2 * MINUTE, ['statement', 'diary']);

    await recover();
    await recover();

    for (const sessionId of [lostTrigger, closedAfterUpload]) {
      const session = await finished(sessionId);
      expect(session.get('status')).toBe('done');
      expect(session.get('summary.lines')).toBe(pack.movements.length);
      expect(await linesOf(sessionId)).toBe(pack.movements.length);
    }
    const mid = await finished(closedMidUpload);
    expect(mid.get('failure')).toEqual({ kind: 'diary', code: 'bank/upload-incomplete' });
    const stalled = await finished(queuedTooLong);
    expect(stalled.get('failure')).toEqual({ kind: 'session', code: 'bank/session-stalled' });
    for (const sessionId of [closedMidUpload, queuedTooLong]) {
      expect(await linesOf(sessionId)).toBe(0);
      const notice = await db.doc(`accounts/${accountId}/notifications/bank-${sessionId}`).get();
      expect(notice.get('kind')).toBe('bank-session-failed');
    }
    expect((await sessionDoc(freshUpload).get()).get('status')).toBe('uploading');
    expect((await sessionDoc(freshQueue).get()).get('status')).toBe('queued');

    // A later run finds nothing to change: one notice each, the same completion times.
    const all = [lostTrigger, closedAfterUpload, closedMidUpload, queuedTooLong];
    const completed = await Promise.all(all.map(async (id) => (await sessionDoc(id).get()).get('completedAt')));
    await recover();
    expect(await Promise.all(all.map(async (id) => (await sessionDoc(id).get()).get('completedAt')))).toEqual(completed);
    expect(await Promise.all(all.map(noticesOf))).toEqual([1, 1, 1, 1]);
  });
});
