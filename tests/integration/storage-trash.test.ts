/**
 * Storage through the emulators: the document upload trigger, the delete and restore
 * callables (with an invoice's document moving along with its file), as the web app uses them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, createUser, uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';
import { type CallableClient, refusedWith, signedInClient } from '../support/callables.ts';
import { fileRecord, objectExists, recorded, uploadDocument } from './storage-client.ts';

const password = 'storage-password';
const companyId = 'acme';
const otherCompany = 'beta';
const pdf = readFileSync(join(repoRoot, 'fixtures', 'invoices', 'F-2024-004.pdf'));
let accountId: string;
let ownerUid: string;
let clientUid: string;
let owner: CallableClient;
let client: CallableClient;
let otherAgency: CallableClient;

beforeAll(async () => {
  accountId = uniqueId('st');
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Storage Agency',
    owner: { email: `${accountId}@factoria.test`, password, username: 'Owner' },
    companies: [
      { id: companyId, name: 'Acme', taxId: 'B12345674', status: 'active' },
      { id: otherCompany, name: 'Beta', taxId: 'A58818501', status: 'active' },
    ],
  }));
  clientUid = await createUser(
    app,
    { email: `client-${accountId}@factoria.test`, password, username: 'Client' },
    { accountId, role: 'client', companyId },
  );
  const otherId = uniqueId('st-other');
  await createAgency(app, { accountId: otherId, name: 'Other', owner: { email: `${otherId}@factoria.test`, password, username: 'Other' } });
  [owner, client, otherAgency] = await Promise.all([
    signedInClient(`${accountId}@factoria.test`, password),
    signedInClient(`client-${accountId}@factoria.test`, password),
    signedInClient(`${otherId}@factoria.test`, password),
  ]);
});
afterAll(async () => {
  await Promise.all([owner, client, otherAgency].map((caller) => caller?.close()));
});

describe('document upload trigger', () => {
  it('records an uploaded document with its name, size, type, company and origin', async () => {
    const { fileId, objectPath } = await uploadDocument(accountId, pdf, {
      name: 'Escritura <b>constitución</b>.pdf',
      contentType: 'application/pdf',
      uploadedBy: ownerUid,
      companyId,
    });
    const record = await recorded(accountId, fileId);
    expect(record.data()).toMatchObject({
      name: 'Escritura <b>constitución</b>.pdf',
      storagePath: objectPath,
      size: pdf.length,
      contentType: 'application/pdf',
      kind: 'document',
      origin: 'web',
      companyId,
      uploadedBy: ownerUid,
      deletedAt: null,
    });
  });

  it('marks what a client-company user uploads as coming from the app user, and agency documents without company', async () => {
    const fromClient = await uploadDocument(accountId, pdf, { name: 'a.pdf', contentType: 'application/pdf', uploadedBy: clientUid, companyId });
    expect((await recorded(accountId, fromClient.fileId)).get('origin')).toBe('app-user');
    const agencyLevel = await uploadDocument(accountId, new TextEncoder().encode('a;b\n=1+1;2\n'), {
      name: 'banco.csv',
      contentType: 'text/csv',
      uploadedBy: ownerUid,
    });
    expect((await recorded(accountId, agencyLevel.fileId)).get('companyId')).toBeNull();
  });

  it('deletes a fake PDF that got past the app, and records nothing', async () => {
    const fake = new TextEncoder().encode('MZ\u0090 an executable pretending to be a PDF');
    const { fileId, objectPath } = await uploadDocument(accountId, fake, { name: 'factura.pdf', contentType: 'application/pdf', uploadedBy: ownerUid });
    await eventually(async () => ((await objectExists(objectPath)) ? null : true), 30_000, 'the fake PDF to be deleted');
    expect((await fileRecord(accountId, fileId).get()).exists).toBe(false);
  });
});

describe('deleteFile and restoreFile', () => {
  it('moves a document to the trash and restores it to its original place', async () => {
    const { fileId, objectPath } = await uploadDocument(accountId, pdf, { name: 'nota.pdf', contentType: 'application/pdf', uploadedBy: ownerUid });
    await recorded(accountId, fileId);

    const { deletedAt } = await owner.call<{ deletedAt: number }>('deleteFile', { fileId });
    const deleted = await fileRecord(accountId, fileId).get();
    expect(deleted.get('deletedAt')).toBe(deletedAt);
    expect(deleted.get('deletedBy')).toBe(ownerUid);
    expect(await objectExists(objectPath)).toBe(true);
    // Deleting twice changes nothing.
    expect(await owner.call('deleteFile', { fileId })).toEqual({ deletedAt });

    expect(await owner.call('restoreFile', { fileId })).toEqual({ storagePath: objectPath });
    const restored = await fileRecord(accountId, fileId).get();
    expect(restored.get('deletedAt')).toBeNull();
    expect(restored.get('storagePath')).toBe(objectPath);
    expect(await objectExists(objectPath)).toBe(true);
  });

  it('refuses client users, other agencies, signed-out callers and bad input, with a code', async () => {
    const { fileId } = await uploadDocument(accountId, pdf, { name: 'x.pdf', contentType: 'application/pdf', uploadedBy: ownerUid, companyId });
    await recorded(accountId, fileId);
    expect(await refusedWith(client.call('deleteFile', { fileId }))).toEqual({ status: 'functions/permission-denied', code: 'storage/forbidden' });
    expect(await refusedWith(otherAgency.call('deleteFile', { fileId }))).toEqual({ status: 'functions/not-found', code: 'storage/not-found' });
    expect(await refusedWith(owner.call('deleteFile', { fileId: '../x' }))).toEqual({ status: 'functions/invalid-argument', code: 'storage/invalid-input' });
    expect(await refusedWith(owner.call('restoreFile', { fileId: 'no-such-file' }))).toEqual({ status: 'functions/not-found', code: 'storage/not-found' });
    const signedOut = await fetch(`http://${host}:${ports.functions}/${projectId}/europe-west1/deleteFile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { fileId } }),
    });
    expect(((await signedOut.json()) as { error: { details: { code: string } } }).error.details.code).toBe('storage/unauthenticated');
    expect((await fileRecord(accountId, fileId).get()).get('deletedAt')).toBeNull();
  });

  it('refuses to restore what the purge has begun removing or what is past the retention', async () => {
    const { fileId } = await uploadDocument(accountId, pdf, { name: 'old.pdf', contentType: 'application/pdf', uploadedBy: ownerUid });
    await recorded(accountId, fileId);
    await fileRecord(accountId, fileId).update({ deletedAt: Date.now() - 31 * 86_400_000 });
    expect(await refusedWith(owner.call('restoreFile', { fileId }))).toEqual({ status: 'functions/failed-precondition', code: 'storage/expired' });
    await fileRecord(accountId, fileId).update({ deletedAt: Date.now(), purgingAt: Date.now() });
    expect(await refusedWith(owner.call('restoreFile', { fileId }))).toEqual({ status: 'functions/failed-precondition', code: 'storage/purging' });
  });

  it("takes an invoice's document to the trash with its file and brings both back, counters untouched", async () => {
    const { fileIds } = await uploadInvoiceBatch(app, { accountId, companyId: otherCompany, uid: ownerUid }, [join(repoRoot, 'fixtures', 'invoices', 'F-2025-004.pdf')]);
    const fileId = fileIds[0]!;
    const invoiceRef = db.doc(`accounts/${accountId}/invoices/${fileId}`);
    const trashedRef = db.doc(`accounts/${accountId}/deletedInvoices/${fileId}`);
    const invoice = await eventually(async () => {
      const snapshot = await invoiceRef.get();
      return snapshot.exists ? snapshot.data() : null;
    }, 90_000, 'the invoice');
    const company = db.doc(`accounts/${accountId}/companies/${otherCompany}`);
    const statsBefore = (await company.get()).get('stats');

    await owner.call('deleteFile', { fileId });
    expect((await invoiceRef.get()).exists).toBe(false);
    expect((await trashedRef.get()).data()).toEqual(invoice);
    expect(typeof (await fileRecord(accountId, fileId).get()).get('deletedAt')).toBe('number');

    await owner.call('restoreFile', { fileId });
    expect((await invoiceRef.get()).data()).toEqual(invoice);
    expect((await trashedRef.get()).exists).toBe(false);
    expect((await fileRecord(accountId, fileId).get()).get('deletedAt')).toBeNull();
    expect((await company.get()).get('stats')).toEqual(statsBefore);
  });

  it('never reports a restore that restores nothing, nor drops the trashed invoice (issue 13)', async () => {
    const { fileId } = await uploadDocument(accountId, pdf, { name: 'f.pdf', contentType: 'application/pdf', uploadedBy: ownerUid, companyId });
    await recorded(accountId, fileId);
    const trashedRef = db.doc(`accounts/${accountId}/deletedInvoices/${fileId}`);
    const invoiceRef = db.doc(`accounts/${accountId}/invoices/${fileId}`);
    // A live record beside a trashed invoice (what a hijack left before issue 13).
    await trashedRef.set({ number: 'F-1', companyId });
    expect(await refusedWith(owner.call('restoreFile', { fileId }))).toEqual({ status: 'functions/failed-precondition', code: 'storage/conflict' });
    // A trashed record and copy, with a live invoice under the same id: neither is overwritten.
    await fileRecord(accountId, fileId).update({ kind: 'invoice', deletedAt: Date.now(), deletedBy: ownerUid });
    await invoiceRef.set({ number: 'OTHER', companyId });
    expect(await refusedWith(owner.call('restoreFile', { fileId }))).toEqual({ status: 'functions/failed-precondition', code: 'storage/conflict' });
    expect((await trashedRef.get()).get('number')).toBe('F-1');
    expect((await invoiceRef.get()).get('number')).toBe('OTHER');
    expect(typeof (await fileRecord(accountId, fileId).get()).get('deletedAt')).toBe('number');
  });
});
