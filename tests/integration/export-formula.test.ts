/**
 * CSV formula injection through the other separator (issue 13): invoices whose text hides
 * formulas behind `;` and `,`, and a company name with a bidi override, exported through the
 * exportInvoices callable in every format. No cell of the stored files, split on any separator,
 * runs as a formula, and the file names and their Content-Disposition are safe. The invoices are
 * written directly (the pipeline is tested elsewhere), so this runs in seconds.
 */
import { getStorage } from 'firebase-admin/storage';
import readXlsxFile from 'read-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { isFormulaCell, naiveCells } from '../../domain/src/export/safe-cell.ts';
import type { ExportResult } from '../../domain/src/records/export.schema.ts';
import { createAgency } from '../../scripts/lib/agency-builder.ts';
import { app, db, uniqueId } from '../support/admin.ts';
import { signedInClient } from '../support/callables.ts';

let accountId: string;
const owner = { email: '', password: 'integration-1' };

async function download(path: string): Promise<Buffer> {
  const [bytes] = await getStorage(app).bucket().file(path).download();
  return bytes;
}

beforeAll(async () => {
  accountId = uniqueId('formula');
  owner.email = `${accountId}@factoria.test`;
  await createAgency(app, {
    accountId,
    name: 'Formula Agency',
    owner: { ...owner, username: 'Owner' },
    companies: [{ id: 'hostile', name: 'Evil\u202Egpj.exe; =1+1', taxId: 'B85077667', status: 'active' }],
  });
  await db.doc(`accounts/${accountId}/invoices/other-separator`).set({
    companyId: 'hostile', batchId: 'seeded', fileId: 'other-separator', fileName: 'x.pdf', storagePath: 'x', documentType: 'invoice',
    number: '@A1\r\n-2+3', date: '2024-06-06', supplierName: 'X;=1+1;Y', supplierTaxId: 'B12345674',
    customerName: "Z,=cmd|' /C calc'!A0", customerTaxId: 'B85077667', currency: 'EUR', total: 121,
    vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }], irpf: null, taxType: 'iva',
    status: 'successful', issues: [], hasErrors: false, createdAt: Date.now(), processedAt: Date.now(), exportedAt: null,
  });
});

describe('exportInvoices and formula injection', () => {
  it('writes no formula cell behind either separator, in every format, and a safe file name', async () => {
    const client = await signedInClient(owner.email, owner.password);
    const request = { scope: 'range', companyId: 'hostile', from: '2024-06-01', to: '2024-06-30', language: 'en', reexport: true };
    try {
      const names: string[] = [];
      for (const format of ['plain-csv', 'aeat-csv'] as const) {
        const result = await client.call<ExportResult>('exportInvoices', { ...request, format });
        names.push(result.fileName);
        const csv = (await download(result.storagePath)).toString('utf8');
        expect(csv).toContain(`"X;'=1+1;Y"`);
        for (const separator of [',', ';', '\t', '|']) expect(naiveCells(csv, separator).filter(isFormulaCell)).toEqual([]);
        const [metadata] = await getStorage(app).bucket().file(result.storagePath).getMetadata();
        expect(metadata.contentDisposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._-]+$/);
      }
      const xlsx = await client.call<ExportResult>('exportInvoices', { ...request, format: 'aeat-xlsx' });
      names.push(xlsx.fileName);
      const [sheet] = await readXlsxFile(await download(xlsx.storagePath));
      const cells = sheet!.data.flat().filter((cell): cell is string => typeof cell === 'string');
      expect(cells).toContain("X;'=1+1;Y");
      expect(cells.flatMap((cell) => [...naiveCells(cell, ','), ...naiveCells(cell, ';')]).filter(isFormulaCell)).toEqual([]);
      expect(names).toEqual(['factoria-evilgpj-exe-11-2024-06-01_2024-06-30.csv', '2024B85077667REVILGPJ.EXE 11.csv', '2024B85077667REVILGPJ.EXE 11.xlsx']);
    } finally {
      await client.close();
    }
  });
});
