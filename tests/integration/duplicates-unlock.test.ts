/**
 * Issue 18, items 8 and 10, against the emulators: resolving a possible duplicate (the
 * resolveDuplicate callable: keep both, delete the copy) keeps every counter right and a kept
 * copy is never flagged again; a password-protected upload unlocked with its password (the
 * unlockUpload callable) is processed like any other file and counts once in every counter,
 * also when two unlocks race, and its password is written nowhere.
 */
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { flagDuplicate } from '../../functions/src/invoices/duplicates.ts';
import type { InvoiceTask } from '../../functions/src/invoices/invoice-task.schema.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually } from '../support/admin.ts';
import { refusal, refusedWith, signedInClient, type CallableClient } from '../support/callables.ts';
import { agencyWithClient, createBatch, objectPath, settledBatch, uploadObject, type Target } from './uploads-client.ts';

const generated = (name: string) => join(repoRoot, 'fixtures', 'invoices', 'generated', name);
const PROTECTED = join(repoRoot, 'web', 'e2e', 'fixtures', 'protected-invoice.pdf');
const PASSWORD = 'factoria-secreta';

let target: Target;
let client: CallableClient;

beforeAll(async () => {
  target = await agencyWithClient('dupunlock');
  client = await signedInClient(`${target.accountId}@factoria.test`, 'integration-1');
  return () => client.close();
});

const invoiceDoc = (id: string) => db.doc(`accounts/${target.accountId}/invoices/${id}`);
const company = async () => (await db.doc(`accounts/${target.accountId}/companies/${target.companyId}`).get()).get('stats') as Record<string, number>;
const batchDoc = (batchId: string) => db.doc(`accounts/${target.accountId}/batches/${batchId}`).get();

async function flaggedCopy(fileIds: string[]) {
  return eventually(async () => {
    const both = await Promise.all(fileIds.map(async (id) => (await invoiceDoc(id).get()).data()!));
    const copy = both.find((invoice) => typeof invoice.duplicateOf === 'string');
    return copy ? { copy, original: both.find((invoice) => invoice !== copy)! } : null;
  }, 15_000, 'a copy flagged');
}

describe('resolveDuplicate', () => {
  it('keeps both (the flag goes for good) or deletes the copy to the trash, with every counter right', async () => {
    const { batchId, fileIds } = await createBatch(target, 2);
    await Promise.all(fileIds.map((id, index) => uploadObject(target, batchId, id, generated('GEN-003-right-header.pdf'), `copy-${index}.pdf`)));
    await settledBatch(target.accountId, batchId);
    const { copy, original } = await flaggedCopy(fileIds);
    await eventually(async () => ((await batchDoc(batchId)).get('duplicates') === 1 ? true : null), 10_000, 'the batch counting the copy');
    expect((await company()).duplicates).toBe(1);

    // Only a flagged invoice can be resolved: the original is not a copy.
    expect(await refusedWith(client.call('resolveDuplicate', { invoiceId: original.fileId, action: 'delete' }))).toEqual({
      status: 'functions/failed-precondition',
      code: 'storage/conflict',
    });

    expect(await client.call('resolveDuplicate', { invoiceId: copy.fileId, action: 'keep' })).toEqual({ state: 'kept', original: original.fileId });
    // A repeated click answers the same and changes nothing.
    expect(await client.call('resolveDuplicate', { invoiceId: copy.fileId, action: 'keep' })).toEqual({ state: 'kept', original: original.fileId });
    const kept = (await invoiceDoc(copy.fileId).get()).data()!;
    expect(kept.duplicateOf).toBeNull();
    expect(kept.duplicateKept).toMatchObject({ of: original.fileId, by: target.uid });
    expect((await batchDoc(batchId)).get('duplicates')).toBe(0);
    expect((await company()).duplicates).toBe(0);
    expect((await company()).processed).toBe(2);

    // A later look for copies (a repeated delivery of its task) does not flag it again.
    const task = { accountId: target.accountId, companyId: target.companyId, batchId, fileId: copy.fileId } as InvoiceTask;
    await flagDuplicate(db, task, { supplierTaxId: kept.supplierTaxId, number: kept.number, date: kept.date } as never);
    expect((await invoiceDoc(copy.fileId).get()).get('duplicateOf')).toBeNull();

    // A third copy is flagged, and deleting it moves it to the trash with its counters.
    const third = await createBatch(target, 1);
    await uploadObject(target, third.batchId, third.fileIds[0]!, generated('GEN-003-right-header.pdf'), 'copy-2.pdf');
    await settledBatch(target.accountId, third.batchId);
    const flagged = await eventually(async () => ((await invoiceDoc(third.fileIds[0]!).get()).get('duplicateOf') ? true : null), 15_000, 'the third copy flagged');
    expect(flagged).toBe(true);
    expect((await company()).duplicates).toBe(1);
    expect((await company()).processed).toBe(3);

    const deleted = await client.call<{ state: string; original: string }>('resolveDuplicate', { invoiceId: third.fileIds[0], action: 'delete' });
    expect(deleted.state).toBe('deleted');
    expect((await invoiceDoc(third.fileIds[0]!).get()).exists).toBe(false);
    expect((await db.doc(`accounts/${target.accountId}/deletedInvoices/${third.fileIds[0]}`).get()).exists).toBe(true);
    expect(typeof (await db.doc(`accounts/${target.accountId}/files/${third.fileIds[0]}`).get()).get('deletedAt')).toBe('number');
    expect((await batchDoc(third.batchId)).get('duplicates')).toBe(0);
    expect(await company()).toMatchObject({ processed: 2, duplicates: 0 });
  });
});

describe('unlockUpload', () => {
  it('processes a protected file once its password is typed, counted once, even when two unlocks race', async () => {
    const { batchId, fileIds } = await createBatch(target, 2);
    const [locked, plain] = fileIds as [string, string];
    const before = await company();
    await uploadObject(target, batchId, locked, PROTECTED, 'protected.pdf');
    await uploadObject(target, batchId, plain, generated('GEN-004-catalan.pdf'));
    const failed = await settledBatch(target.accountId, batchId);
    expect(failed.get('failed')).toBe(1);
    expect(failed.get(`failures.${locked}.code`)).toBe('pdf/encrypted');

    expect(await refusedWith(client.call('unlockUpload', { batchId, fileId: locked, password: 'wrong' }))).toEqual({
      status: 'functions/invalid-argument',
      code: 'upload/wrong-password',
    });
    expect((await batchDoc(batchId)).get('failed')).toBe(1);
    // A file that did not fail as protected has nothing to unlock.
    expect(await refusedWith(client.call('unlockUpload', { batchId, fileId: plain, password: PASSWORD }))).toEqual({
      status: 'functions/failed-precondition',
      code: 'upload/not-locked',
    });

    const race = await Promise.allSettled([0, 1].map(() => client.call<{ state: string }>('unlockUpload', { batchId, fileId: locked, password: PASSWORD })));
    const answers: object[] = race.map((result) => (result.status === 'fulfilled' ? result.value : refusal(result.reason)));
    expect(answers).toContainEqual({ state: 'unlocked' });
    expect(answers.filter((answer) => 'state' in answer)).toHaveLength(1);
    expect(answers).toContainEqual({ status: 'functions/failed-precondition', code: 'upload/not-locked' });

    const invoice = await eventually(async () => {
      const doc = await invoiceDoc(locked).get();
      return doc.exists ? doc : null;
    }, 90_000, 'the unlocked file processed');
    expect(invoice.get('number')).toBe('FRA-35227021');
    const batch = await settledBatch(target.accountId, batchId);
    expect({ succeeded: batch.get('succeeded'), failed: batch.get('failed'), pending: batch.get('pending') }).toEqual({ succeeded: 2, failed: 0, pending: 0 });
    expect(batch.get(`failures.${locked}`)).toBeUndefined();
    expect((await db.doc(`accounts/${target.accountId}/batches/${batchId}/outcomes/${locked}`).get()).get('kind')).toBe('invoice');
    expect((await company()).processed).toBe((before.processed ?? 0) + 2);

    // The object is the decrypted copy: the viewer needs no password.
    const [bytes] = await getStorage(app).bucket().file(objectPath(target, batchId, locked)).download();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.includes('/Encrypt')).toBe(false);
    // The password is in no document the unlock touched.
    const docs = await Promise.all([
      invoiceDoc(locked).get(),
      db.doc(`accounts/${target.accountId}/files/${locked}`).get(),
      batchDoc(batchId),
      db.doc(`accounts/${target.accountId}/batches/${batchId}/outcomes/${locked}`).get(),
    ]);
    for (const doc of docs) expect(JSON.stringify(doc.data())).not.toContain(PASSWORD);

    // Once processed, there is nothing left to unlock, and nothing moves.
    expect(await refusedWith(client.call('unlockUpload', { batchId, fileId: locked, password: PASSWORD }))).toEqual({
      status: 'functions/failed-precondition',
      code: 'upload/not-locked',
    });
    expect((await batchDoc(batchId)).get('succeeded')).toBe(2);
  });
});
