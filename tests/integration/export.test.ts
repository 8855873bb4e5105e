/**
 * Exports through the exportInvoices callable: the AEAT book of a processed batch read back
 * from its XLSX, invoices and batch marked, nothing exported twice without a re-export, a range
 * as plain CSV with hostile text neutralised, and only the agency's staff may export.
 */
import { join } from 'node:path';
import { getStorage } from 'firebase-admin/storage';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportPreview, ExportResult } from '../../domain/src/records/export.schema.ts';
import { createAgency, createUser } from '../../scripts/lib/agency-builder.ts';
import { repoRoot } from '../../scripts/lib/paths.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { refusedWith, signedInClient } from '../support/callables.ts';
import { createBatch, settledBatch, uploadObject, type Target } from './uploads-client.ts';

const generated = (name: string) => join(repoRoot, 'fixtures', 'invoices', 'generated', name);
const withErrors = join(repoRoot, 'fixtures', 'invoices', 'F-2024-011.pdf');
let target: Target;
let owner: { email: string; password: string };
let batchId: string;

async function download(path: string): Promise<Buffer> {
  const [bytes] = await getStorage(app).bucket().file(path).download();
  return bytes;
}

beforeAll(async () => {
  const accountId = uniqueId('export');
  owner = { email: `${accountId}@factoria.test`, password: 'integration-1' };
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: 'Export Agency',
    owner: { ...owner, username: 'Owner' },
    companies: [{ id: 'atlantica', name: 'Atlántica Distribuciones SL', taxId: 'B12345674', status: 'active' }],
  });
  target = { accountId, companyId: 'atlantica', uid: ownerUid };
  const batch = await createBatch(target, 3);
  batchId = batch.batchId;
  const files = [generated('GEN-001-classic.pdf'), generated('GEN-008-recargo.pdf'), withErrors];
  await Promise.all(batch.fileIds.map((fileId, index) => uploadObject(target, batchId, fileId, files[index]!)));
  await settledBatch(accountId, batchId);
});

describe('exportInvoices', () => {
  it('exports the AEAT book of a batch as XLSX, marks what it exported, and never twice', async () => {
    const client = await signedInClient(owner.email, owner.password);
    try {
      // Asked first, the preview counts what the export then includes, and writes nothing.
      const preview = await client.call<ExportPreview>('previewExport', { scope: 'batch', batchId, format: 'aeat-xlsx' });
      expect(preview).toEqual({ invoiceCount: 2, skippedWithErrors: 1, skippedExported: 0, tooMany: false });
      expect((await db.doc(`accounts/${target.accountId}/batches/${batchId}`).get()).get('exportedCount') ?? 0).toBe(0);
      const result = await client.call<ExportResult>('exportInvoices', { scope: 'batch', batchId, format: 'aeat-xlsx' });
      expect(result.invoiceCount).toBe(2);
      expect(result.skippedWithErrors).toBe(1);
      expect(result.fileName).toMatch(/^2025B12345674RATLÁNTICA DISTRIBUCIONES SL\.xlsx$/);
      const [sheet] = await readXlsxFile(await download(result.storagePath));
      const rows = sheet!.data;
      expect(rows[1]?.slice(0, 2)).toEqual(['Ejercicio', 'Periodo']);
      const numbers = new Set(rows.slice(2).map((row) => row[10]));
      expect(numbers).toEqual(new Set(['25/4445', 'A/4081']));
      // One line per VAT rate of each invoice.
      const recargo = await db.collection(`accounts/${target.accountId}/invoices`).where('number', '==', 'A/4081').get();
      const vatLines = recargo.docs[0]!.get('vatLines') as unknown[];
      expect(rows.slice(2).filter((row) => row[10] === 'A/4081').length).toBe(Math.max(1, vatLines.length));

      const batch = await db.doc(`accounts/${target.accountId}/batches/${batchId}`).get();
      expect(batch.get('exportedCount')).toBe(2);
      expect(batch.get('exported')).toBe(false);
      expect(batch.get('exportedAt')).toBeGreaterThan(0);
      const record = await db.doc(`accounts/${target.accountId}/exports/${result.exportId}`).get();
      expect(record.get('invoiceIds')).toHaveLength(2);

      expect(await client.call<ExportPreview>('previewExport', { scope: 'batch', batchId, format: 'aeat-csv' })).toEqual({
        invoiceCount: 0, skippedWithErrors: 1, skippedExported: 2, tooMany: false,
      });
      expect(await client.call<ExportPreview>('previewExport', { scope: 'batch', batchId, format: 'aeat-csv', reexport: true })).toMatchObject({ invoiceCount: 2 });
      expect(await refusedWith(client.call('exportInvoices', { scope: 'batch', batchId, format: 'aeat-csv' }))).toEqual({
        status: 'functions/failed-precondition',
        code: 'export/nothing-to-export',
      });
      const again = await client.call<ExportResult>('exportInvoices', { scope: 'batch', batchId, format: 'aeat-csv', reexport: true });
      expect(again.invoiceCount).toBe(2);
      const csv = (await download(again.storagePath)).toString('utf8');
      expect(csv.split('\r\n')[1]?.split(';').slice(0, 3)).toEqual(['"Ejercicio"', '"Periodo"', '"Código"']);
    } finally {
      await client.close();
    }
  });

  it('exports a date range as plain CSV with hostile cells neutralised', async () => {
    const invoices = db.collection(`accounts/${target.accountId}/invoices`);
    const base = (await invoices.where('status', '==', 'successful').limit(1).get()).docs[0]!.data();
    await invoices.doc('hostile').set({
      ...base,
      batchId: 'seeded',
      supplierName: '=HYPERLINK("http://evil.example","click")',
      number: '+1-2',
      date: '2024-02-02',
      exportedAt: null,
    });
    const client = await signedInClient(owner.email, owner.password);
    try {
      const result = await client.call<ExportResult>('exportInvoices', {
        scope: 'range', companyId: 'atlantica', from: '2024-01-01', to: '2024-03-31', format: 'plain-csv', language: 'en',
      });
      expect(result.invoiceCount).toBe(1);
      const csv = (await download(result.storagePath)).toString('utf8');
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
      expect(csv).toContain(`"'+1-2"`);
      expect(csv).not.toMatch(/(^|,)"?[=+]/m);
      expect((await invoices.doc('hostile').get()).get('exportedAt')).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });

  it('refuses client users, other agencies and malformed requests', async () => {
    const clientEmail = `${uniqueId('client')}@factoria.test`;
    await createUser(app, { email: clientEmail, password: 'integration-1', username: 'Client' }, { accountId: target.accountId, role: 'client', companyId: 'atlantica' });
    const clientUser = await signedInClient(clientEmail, 'integration-1');
    try {
      expect((await refusedWith(clientUser.call('exportInvoices', { scope: 'batch', batchId, format: 'aeat-xlsx' }))).code).toBe('export/permission-denied');
      expect((await refusedWith(clientUser.call('previewExport', { scope: 'batch', batchId, format: 'aeat-xlsx' }))).code).toBe('export/permission-denied');
    } finally {
      await clientUser.close();
    }
    const strangerId = uniqueId('stranger');
    await createAgency(app, { accountId: strangerId, name: 'Stranger', owner: { email: `${strangerId}@factoria.test`, password: 'integration-1', username: 'S' } });
    const stranger = await signedInClient(`${strangerId}@factoria.test`, 'integration-1');
    try {
      expect((await refusedWith(stranger.call('exportInvoices', { scope: 'batch', batchId, format: 'aeat-xlsx' }))).code).toBe('export/not-found');
      expect((await refusedWith(stranger.call('previewExport', { scope: 'batch', batchId, format: 'aeat-xlsx' }))).code).toBe('export/not-found');
      expect((await refusedWith(stranger.call('exportInvoices', { scope: 'range', companyId: 'x', from: '2025-02-01', to: '2025-01-01', format: 'plain-csv' }))).code).toBe('export/invalid-input');
    } finally {
      await stranger.close();
    }
  });
});
