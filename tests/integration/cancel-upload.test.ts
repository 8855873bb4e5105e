/**
 * Cancelling a file of a batch (the cancelUpload callable): the file counts as failed so the
 * batch settles, an object that lands afterwards is removed, a file the pipeline already
 * recorded stays as it is, and only the batch's own agency (and company) may cancel.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { refusedWith, signedInClient } from '../support/callables.ts';
import { createBatch, objectExists, objectPath, settledBatch, uploadObject, type Target } from './uploads-client.ts';

const pdf = join(repoRoot, 'fixtures', 'invoices', 'generated', 'GEN-006-column-meta.pdf');
let target: Target;
let owner: { email: string; password: string };

beforeAll(async () => {
  const accountId = uniqueId('cancel');
  owner = { email: `${accountId}@factoria.test`, password: 'integration-1' };
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: 'Cancel Agency',
    owner: { ...owner, username: 'Owner' },
    companies: [
      { id: 'acme', name: 'Acme', taxId: 'B12345674', status: 'active' },
      { id: 'other', name: 'Other', taxId: 'A58818501', status: 'active' },
    ],
  });
  target = { accountId, companyId: 'acme', uid: ownerUid };
});

describe('cancelUpload', () => {
  it('counts a cancelled file as failed, once, and removes its object if it lands afterwards', async () => {
    const { batchId, fileIds } = await createBatch(target, 2);
    const client = await signedInClient(owner.email, owner.password);
    try {
      const request = { batchId, fileId: fileIds[0], fileName: 'late.pdf' };
      expect(await client.call('cancelUpload', request)).toEqual({ state: 'cancelled' });
      // Cancelling twice (a retried click) changes nothing.
      expect(await client.call('cancelUpload', request)).toEqual({ state: 'failed' });
    } finally {
      await client.close();
    }
    await uploadObject(target, batchId, fileIds[0]!, pdf, 'late.pdf');
    await uploadObject(target, batchId, fileIds[1]!, pdf, 'kept.pdf');
    const batch = await settledBatch(target.accountId, batchId);
    expect(batch.get('failed')).toBe(1);
    expect(batch.get('succeeded')).toBe(1);
    expect(batch.get(`failures.${fileIds[0]}`)).toMatchObject({ fileName: 'late.pdf', code: 'upload/cancelled' });
    await eventually(async () => ((await objectExists(objectPath(target, batchId, fileIds[0]!))) ? null : true), 30_000, 'object removed');
    expect((await db.doc(`accounts/${target.accountId}/invoices/${fileIds[0]}`).get()).exists).toBe(false);
  });

  it('leaves a file the pipeline already recorded as it is', async () => {
    const { batchId, fileIds } = await createBatch(target, 1);
    await uploadObject(target, batchId, fileIds[0]!, pdf, 'done.pdf');
    await settledBatch(target.accountId, batchId);
    const client = await signedInClient(owner.email, owner.password);
    try {
      expect(await client.call('cancelUpload', { batchId, fileId: fileIds[0], fileName: 'done.pdf' })).toEqual({ state: 'processed' });
    } finally {
      await client.close();
    }
    const batch = await db.doc(`accounts/${target.accountId}/batches/${batchId}`).get();
    expect(batch.get('succeeded')).toBe(1);
    expect(batch.get('failed')).toBe(0);
  });

  it('refuses files the batch does not hold, other agencies, and a client user of another company', async () => {
    const { batchId, fileIds } = await createBatch(target, 1);
    const client = await signedInClient(owner.email, owner.password);
    try {
      expect(await refusedWith(client.call('cancelUpload', { batchId, fileId: 'not-in-batch', fileName: 'x.pdf' }))).toEqual({
        status: 'functions/not-found',
        code: 'upload/not-found',
      });
      expect(await refusedWith(client.call('cancelUpload', { batchId, fileId: '../x', fileName: 'x.pdf' }))).toEqual({
        status: 'functions/invalid-argument',
        code: 'upload/invalid-input',
      });
    } finally {
      await client.close();
    }
    const strangerId = uniqueId('stranger');
    await createAgency(app, { accountId: strangerId, name: 'Stranger', owner: { email: `${strangerId}@factoria.test`, password: 'integration-1', username: 'S' } });
    const stranger = await signedInClient(`${strangerId}@factoria.test`, 'integration-1');
    try {
      expect((await refusedWith(stranger.call('cancelUpload', { batchId, fileId: fileIds[0], fileName: 'x.pdf' }))).code).toBe('upload/not-found');
    } finally {
      await stranger.close();
    }
    const clientEmail = `${uniqueId('client')}@factoria.test`;
    await createUser(app, { email: clientEmail, password: 'integration-1', username: 'Client' }, { accountId: target.accountId, role: 'client', companyId: 'other' });
    const clientUser = await signedInClient(clientEmail, 'integration-1');
    try {
      expect((await refusedWith(clientUser.call('cancelUpload', { batchId, fileId: fileIds[0], fileName: 'x.pdf' }))).code).toBe('upload/permission-denied');
    } finally {
      await clientUser.close();
    }
    expect((await db.doc(`accounts/${target.accountId}/batches/${batchId}`).get()).get('pending')).toBe(1);
  });
});
