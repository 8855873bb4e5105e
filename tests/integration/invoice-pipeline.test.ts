import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency, uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';
import { createBatch, objectExists, objectPath, settledBatch as settled, uploadObject } from './uploads-client.ts';

const REGION = 'europe-west1';
const fixture = (name: string) => join(repoRoot, 'fixtures', 'invoices', name);
const generated = (name: string) => join(repoRoot, 'fixtures', 'invoices', 'generated', name);

let accountId: string;
let ownerUid: string;
const companyId = 'acme';

beforeAll(async () => {
  accountId = uniqueId('it');
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Integration Agency',
    owner: { email: `${accountId}@factoria.test`, password: 'integration-1', username: 'Integration' },
    companies: [
      { id: companyId, name: 'Acme', taxId: 'B12345674', status: 'active' },
      { id: 'dormant', name: 'Dormant SL', taxId: 'A58818501', status: 'inactive' },
    ],
  }));
});

const invoiceDoc = (fileId: string) => db.doc(`accounts/${accountId}/invoices/${fileId}`);
const batchDoc = (batchId: string) => db.doc(`accounts/${accountId}/batches/${batchId}`);

async function settledBatch(batchId: string) {
  return eventually(async () => {
    const batch = await batchDoc(batchId).get();
    return batch.get('pending') === 0 ? batch : null;
  }, 90_000, `batch ${batchId} to settle`);
}

/** The task the trigger enqueues for a file, to deliver it again as Cloud Tasks may. */
function processTask(batchId: string, fileId: string, fileName: string) {
  return {
    bucket: getStorage(app).bucket().name,
    objectPath: `accounts/${accountId}/companies/${companyId}/invoices/${batchId}/${fileId}.pdf`,
    accountId,
    companyId,
    batchId,
    fileId,
    fileName,
    size: 1,
    uploadedBy: ownerUid,
    uploadedAt: Date.now(),
  };
}

async function deliver(task: ReturnType<typeof processTask>) {
  const response = await fetch(`http://${host}:${ports.functions}/${projectId}/${REGION}/processInvoice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: task }),
  });
  expect(response.ok).toBe(true);
}

const countersOf = async (batchId: string) => {
  const [batch, company, account] = await Promise.all([
    batchDoc(batchId).get(),
    db.doc(`accounts/${accountId}/companies/${companyId}`).get(),
    db.doc(`accounts/${accountId}`).get(),
  ]);
  return { batch: batch.data(), stats: company.get('stats'), usage: account.get('usage') };
};

describe('invoice pipeline: upload -> onObjectFinalized -> task -> invoice', () => {
  it('extracts an uploaded PDF and records it with every counter', async () => {
    const { batchId, fileIds } = await uploadInvoiceBatch(app, { accountId, companyId, uid: ownerUid }, [fixture('F-2024-004.pdf')]);
    const batch = await settledBatch(batchId);
    expect(batch.get('succeeded')).toBe(1);
    expect(batch.get('failed')).toBe(0);

    const invoice = await invoiceDoc(fileIds[0]!).get();
    expect(invoice.get('number')).toBe('F-2024/004');
    expect(invoice.get('total')).toBe(5964);
    expect(invoice.get('companyId')).toBe(companyId);
    expect(invoice.get('batchId')).toBe(batchId);
    expect(invoice.get('fileName')).toBe('F-2024-004.pdf');
    expect(invoice.get('processedAt')).toBeGreaterThanOrEqual(invoice.get('createdAt'));

    const company = await db.doc(`accounts/${accountId}/companies/${companyId}`).get();
    expect(company.get('stats.processed')).toBe(1);
    expect(company.get('stats.accurate') + company.get('stats.withErrors')).toBe(1);
    const account = await db.doc(`accounts/${accountId}`).get();
    expect(account.get('usage.invoicesThisMonth')).toBe(1);
    const file = await db.doc(`accounts/${accountId}/files/${fileIds[0]}`).get();
    expect(file.get('kind')).toBe('invoice');
  });

  it('counts a file that is not a PDF as failed in its batch, with the reason', async () => {
    const fake = join(tmpdir(), `${uniqueId('fake')}.pdf`);
    writeFileSync(fake, 'MZ this is an executable pretending to be a PDF');
    const { batchId, fileIds } = await uploadInvoiceBatch(app, { accountId, companyId, uid: ownerUid }, [fake]);
    const batch = await settledBatch(batchId);
    expect(batch.get('failed')).toBe(1);
    expect(batch.get('succeeded')).toBe(0);
    expect(batch.get(`failures.${fileIds[0]}.code`)).toBe('pdf/not-a-pdf');
    expect((await invoiceDoc(fileIds[0]!).get()).exists).toBe(false);
  });

  it('changes nothing when the same task is delivered again', async () => {
    const { batchId, fileIds } = await uploadInvoiceBatch(app, { accountId, companyId, uid: ownerUid }, [fixture('F-2025-004.pdf')]);
    await settledBatch(batchId);
    const fileId = fileIds[0]!;
    const before = await Promise.all([
      batchDoc(batchId).get(),
      db.doc(`accounts/${accountId}/companies/${companyId}`).get(),
      db.doc(`accounts/${accountId}`).get(),
    ]);
    // A second and a third delivery of the same task, as Cloud Tasks may do.
    for (let delivery = 0; delivery < 2; delivery++) await deliver(processTask(batchId, fileId, 'F-2025-004.pdf'));
    const after = await Promise.all([
      batchDoc(batchId).get(),
      db.doc(`accounts/${accountId}/companies/${companyId}`).get(),
      db.doc(`accounts/${accountId}`).get(),
    ]);
    expect(after[0].get('succeeded')).toBe(before[0].get('succeeded'));
    expect(after[0].get('pending')).toBe(0);
    expect(after[1].get('stats')).toEqual(before[1].get('stats'));
    expect(after[2].get('usage')).toEqual(before[2].get('usage'));
  });
});

describe('invoice pipeline: deliveries that race each other', () => {
  it('counts a file once when its task arrives three times at the same moment as the upload', async () => {
    const target = { accountId, companyId, uid: ownerUid };
    const before = await countersOf('none');
    const { batchId, fileIds } = await createBatch(target, 1);
    const fileId = fileIds[0]!;
    await uploadObject(target, batchId, fileId, generated('GEN-008-recargo.pdf'));
    // The trigger enqueues its own task; three more deliveries race it.
    await Promise.all([0, 1, 2].map(() => deliver(processTask(batchId, fileId, 'GEN-008-recargo.pdf'))));
    await settled(accountId, batchId);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = await countersOf(batchId);
    expect(after.batch).toMatchObject({ succeeded: 1, failed: 0, pending: 0 });
    expect(after.stats.processed).toBe(before.stats.processed + 1);
    expect(after.usage.invoicesThisMonth).toBe(before.usage.invoicesThisMonth + 1);
    expect((await invoiceDoc(fileId).get()).exists).toBe(true);
  });

  it('flags exactly one of two copies of an invoice dropped in the same upload', async () => {
    const target = { accountId, companyId, uid: ownerUid };
    const { batchId, fileIds } = await createBatch(target, 2);
    const copy = generated('GEN-003-right-header.pdf');
    await Promise.all(fileIds.map((fileId, index) => uploadObject(target, batchId, fileId, copy, `copy-${index}.pdf`)));
    const batch = await settled(accountId, batchId);
    expect(batch.get('succeeded')).toBe(2);
    const copies = await eventually(async () => {
      const both = await Promise.all(fileIds.map(async (fileId) => (await invoiceDoc(fileId).get()).data()!));
      return both.some((invoice) => invoice.duplicateOf !== null) ? both : null;
    }, 10_000, 'a copy flagged');
    // Both have looked by now: a second flag would have come with the first.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const settledCopies = await Promise.all(fileIds.map(async (fileId) => (await invoiceDoc(fileId).get()).data()!));
    expect(settledCopies).toEqual(copies);
    const flagged = copies.filter((invoice) => invoice.duplicateOf !== null);
    expect(flagged).toHaveLength(1);
    const original = copies.find((invoice) => invoice.duplicateOf === null)!;
    expect(flagged[0]!.duplicateOf).toBe(original.fileId);
  });
});

describe('invoice pipeline: what it refuses, flags and records', () => {
  const target = () => ({ accountId, companyId, uid: ownerUid });

  it('records processing time and saved time on the invoice and in the daily aggregate', async () => {
    const { batchId, fileIds } = await createBatch(target(), 1);
    await uploadObject(target(), batchId, fileIds[0]!, generated('GEN-001-classic.pdf'));
    await settled(accountId, batchId);
    const invoice = await invoiceDoc(fileIds[0]!).get();
    expect(invoice.get('status')).toBe('successful');
    expect(invoice.get('processingMs')).toBeGreaterThan(0);
    expect(invoice.get('processingMs')).toBe(invoice.get('processedAt') - invoice.get('createdAt'));
    expect(invoice.get('savedSeconds')).toBeGreaterThan(0);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(invoice.get('processedAt')));
    const stats = await db.doc(`accounts/${accountId}/dailyStats/${day}`).get();
    expect(stats.get('processingMs')).toBeGreaterThanOrEqual(invoice.get('processingMs'));
  });

  it('flags a possible duplicate (same supplier tax id, number and date) and keeps both', async () => {
    const first = await createBatch(target(), 1);
    await uploadObject(target(), first.batchId, first.fileIds[0]!, generated('GEN-002-summary-table.pdf'));
    await settled(accountId, first.batchId);
    const second = await createBatch(target(), 1);
    await uploadObject(target(), second.batchId, second.fileIds[0]!, generated('GEN-002-summary-table.pdf'), 'copy.pdf');
    const batch = await settled(accountId, second.batchId);
    expect(batch.get('succeeded')).toBe(1);
    // The look for copies follows the write by a moment.
    const copy = await eventually(async () => {
      const invoice = await invoiceDoc(second.fileIds[0]!).get();
      return invoice.get('duplicateOf') ? invoice : null;
    }, 10_000, 'the copy flagged');
    expect(copy.get('duplicateOf')).toBe(first.fileIds[0]);
    expect((await invoiceDoc(first.fileIds[0]!).get()).get('duplicateOf')).toBeNull();
  });

  it('refuses files of a company that is not active, as failures with the reason', async () => {
    const dormant = { accountId, companyId: 'dormant', uid: ownerUid };
    const { batchId, fileIds } = await createBatch(dormant, 1);
    await uploadObject(dormant, batchId, fileIds[0]!, fixture('F-2024-011.pdf'));
    const batch = await settled(accountId, batchId);
    expect(batch.get('failed')).toBe(1);
    expect(batch.get(`failures.${fileIds[0]}.code`)).toBe('upload/company-not-active');
    expect((await invoiceDoc(fileIds[0]!).get()).exists).toBe(false);
    expect((await db.doc(`accounts/${accountId}/companies/dormant`).get()).get('stats.processed')).toBe(0);
  });

  it('ignores an object its batch did not announce, so the batch counters stay right', async () => {
    const { batchId, fileIds } = await createBatch(target(), 1);
    await uploadObject(target(), batchId, 'stranger', fixture('F-2024-011.pdf'));
    await uploadObject(target(), batchId, fileIds[0]!, fixture('F-2024-011.pdf'));
    const batch = await settled(accountId, batchId);
    expect(batch.get('succeeded') + batch.get('failed')).toBe(1);
    expect((await invoiceDoc('stranger').get()).exists).toBe(false);
    expect(await objectExists(objectPath(target(), batchId, 'stranger'))).toBe(true);
  });
});

describe('invoice pipeline: the monthly limit of the plan', () => {
  it('records files beyond the limit as failed with the reason, never drops them', async () => {
    const limited = uniqueId('limit');
    const { ownerUid: uid } = await createAgency(app, {
      accountId: limited,
      name: 'Limited Agency',
      owner: { email: `${limited}@factoria.test`, password: 'integration-1', username: 'Limited' },
      companies: [{ id: 'acme', name: 'Acme', taxId: 'B12345674', status: 'active' }],
      plan: { maxCompanies: 2, maxInvoicesPerMonth: 2, extraSlots: 0 },
    });
    const target = { accountId: limited, companyId: 'acme', uid };
    const { batchId, fileIds } = await createBatch(target, 3);
    const files = ['GEN-003-right-header.pdf', 'GEN-004-catalan.pdf', 'GEN-005-english.pdf'];
    await Promise.all(fileIds.map((fileId, index) => uploadObject(target, batchId, fileId, generated(files[index]!))));
    const batch = await settled(limited, batchId);
    expect(batch.get('succeeded')).toBe(2);
    expect(batch.get('failed')).toBe(1);
    const failures = Object.values(batch.get('failures') as Record<string, { code: string }>);
    expect(failures.map((failure) => failure.code)).toEqual(['upload/monthly-limit']);
    const account = await db.doc(`accounts/${limited}`).get();
    expect(account.get('usage.invoicesThisMonth')).toBe(2);
  });
});

describe('invoice pipeline: recovery of uploads it missed', () => {
  it('sends an object whose trigger was lost through the pipeline again, once', async () => {
    const target = { accountId, companyId, uid: ownerUid };
    const batchRef = db.collection(`accounts/${accountId}/batches`).doc();
    const fileId = db.collection('ids').doc().id;
    // The object lands before its batch exists: the trigger ignores it, as if its event was lost.
    await uploadObject(target, batchRef.id, fileId, generated('GEN-007-professional.pdf'));
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await batchRef.set({
      companyId, fileCount: 1, fileIds: [fileId], succeeded: 0, failed: 0, pending: 1, exported: false, exportedAt: null,
      createdBy: ownerUid, createdAt: Date.now() - 11 * 60 * 1000,
    });
    expect((await invoiceDoc(fileId).get()).exists).toBe(false);
    for (let run = 0; run < 2; run++) {
      const response = await fetch(`http://${host}:${ports.functions}/${projectId}/${REGION}/recoverStalledUploads-0`, { method: 'POST' });
      expect(response.ok).toBe(true);
    }
    const batch = await settled(accountId, batchRef.id);
    expect(batch.get('succeeded')).toBe(1);
    expect((await invoiceDoc(fileId).get()).get('status')).toBe('successful');
  });
});
