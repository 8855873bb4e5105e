/**
 * CSV formula injection through the other separator: an invoice whose supplier and number hide
 * formulas behind `;` and `,` is exported from the browser as the plain CSV (`,`) and the AEAT
 * CSV (`;`), and each downloaded file, split on either separator, has no cell that a spreadsheet
 * would run.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { naiveCells } from '../../domain/src/export/safe-cell.ts';
import { freshAgency } from './support/agency.ts';
import { ATLANTICA, db, signIn } from './support/uploads.ts';

const SUPPLIER = 'X;=1+1;Y';
const NUMBER = "Z,=cmd|' /C calc'!A0";

test('an exported CSV opened with either separator has no formula cell', async ({ page }) => {
  const agency = await freshAgency([ATLANTICA]);
  await db.doc(`accounts/${agency.accountId}/invoices/hostile-1`).set({
    companyId: 'atlantica', batchId: 'seeded', fileId: 'hostile-1', fileName: 'x.pdf', storagePath: 'x', documentType: 'invoice',
    number: NUMBER, date: '2025-04-04', supplierName: SUPPLIER, supplierTaxId: 'B85077667', customerName: '@Acme\r\n-1+1',
    customerTaxId: 'B12345674', currency: 'EUR', total: 121, vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
    irpf: null, taxType: 'iva', status: 'successful', issues: [], hasErrors: false, createdAt: Date.now(), processedAt: Date.now(), exportedAt: null,
  });
  await signIn(page, agency);

  for (const format of ['Plain CSV', 'AEAT received invoices book, CSV (;)']) {
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Export by dates' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Company').selectOption('atlantica');
    await dialog.getByLabel('From (invoice date)').fill('2025-04-01');
    await dialog.getByLabel('To (invoice date)').fill('2025-04-30');
    await dialog.getByLabel(format).check();
    await dialog.getByLabel('Also export invoices that were exported before').check();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export and download' }).click();
    const csv = readFileSync(await (await downloading).path(), 'utf8');
    expect(csv).toContain(`"X;'=1+1;Y"`);
    for (const separator of [',', ';']) {
      // Split the naive way (quotes ignored), then read each cell as a spreadsheet would:
      // spaces and quotes around it dropped. The invoice has no negative amount, so no cell
      // may start with = + - @ at all.
      const cells = naiveCells(csv, separator).map((cell) => cell.replace(/^[\s"]+/, ''));
      // The split did cut a hostile value apart: its formula part is there, neutralised.
      expect(cells.filter((cell) => /^'[=+\-@]/.test(cell)).length, `${format} split on ${separator}`).toBeGreaterThan(0);
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell)), `${format} split on ${separator}`).toEqual([]);
    }
    await expect(dialog.getByRole('status')).toContainText('1 invoice exported');
  }
});
