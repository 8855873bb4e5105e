import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgency, uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, eventually, uniqueId } from '../support/admin.ts';
import { host, ports, projectId } from '../support/stack.ts';

const REGION = 'europe-west1';
const fixture = (name: string) => join(repoRoot, 'fixtures', 'invoices', name);

let accountId: string;
let ownerUid: string;
const companyId = 'acme';

beforeAll(async () => {
  accountId = uniqueId('it');
  ({ ownerUid } = await createAgency(app, {
    accountId,
    name: 'Integration Agency',
    owner: { email: `${accountId}@factoria.test`, password: 'integration-1', username: 'Integration' },
    companies: [{ id: companyId, name: 'Acme', taxId: 'B12345674', status: 'active' }],
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
    const objectPath = `accounts/${accountId}/companies/${companyId}/invoices/${batchId}/${fileId}.pdf`;
    const task = {
      bucket: getStorage(app).bucket().name,
      objectPath,
      accountId,
      companyId,
      batchId,
      fileId,
      fileName: 'F-2025-004.pdf',
      size: 1,
      uploadedBy: ownerUid,
      uploadedAt: Date.now(),
    };
    // A second and a third delivery of the same task, as Cloud Tasks may do.
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await fetch(`http://${host}:${ports.functions}/${projectId}/${REGION}/processInvoice`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: task }),
      });
      expect(response.ok).toBe(true);
    }
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
