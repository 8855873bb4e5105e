/**
 * Reports: upload batches with their counts, failures with translated reasons and the way into
 * the error fix; the daily report popup on the dashboard.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { app, freshAgency } from './support/agency.ts';
import { ATLANTICA, ERROR_PDFS, db, seriousViolations, signIn } from './support/uploads.ts';

async function settled(accountId: string, batchId: string) {
  await expect
    .poll(async () => (await db.doc(`accounts/${accountId}/batches/${batchId}`).get()).get('pending'), { timeout: 120_000 })
    .toBe(0);
}

test('lists uploads with their counts, explains failures and opens the error fix of a batch', async ({ page }) => {
  test.setTimeout(180_000);
  const agency = await freshAgency([ATLANTICA]);
  const fake = join(tmpdir(), `fake-${Date.now()}.pdf`);
  writeFileSync(fake, 'MZ an executable pretending to be a PDF');
  const { batchId } = await uploadInvoiceBatch(app, { accountId: agency.accountId, companyId: 'atlantica', uid: agency.ownerUid }, [ERROR_PDFS[0]!, fake]);
  await settled(agency.accountId, batchId);

  await signIn(page, agency);
  await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
  const row = page.locator(`tr[data-batch-id="${batchId}"]`);
  // Files 2: processed 1, of which with errors 1 (the same count the fix screen shows), possible duplicates 0, failed 1, pending 0.
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByTestId('batch-duplicates')).toHaveText('0');
  await expect(row.getByRole('cell').nth(6)).toHaveText('1');
  await expect(row.getByRole('cell').nth(7)).toHaveText('0');
  await expect(row).toContainText('Not exported');

  await row.getByRole('button', { name: '1 failed file' }).click();
  await expect(page.getByRole('list', { name: /Failed files of the upload/ })).toContainText(/fake-\d+\.pdf: The file is not a PDF\./);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Fix errors' }).click();
  const invoice = (await db.collection(`accounts/${agency.accountId}/invoices`).where('batchId', '==', batchId).get()).docs[0]!;
  await expect(page).toHaveURL(new RegExp(`/reports/${batchId}/${invoice.id}$`));
});

test('exports a date range as plain CSV with hostile text neutralised, after checking the form', async ({ page }) => {
  const agency = await freshAgency([ATLANTICA]);
  await db.doc(`accounts/${agency.accountId}/invoices/seeded-1`).set({
    companyId: 'atlantica', batchId: 'seeded', fileId: 'seeded-1', fileName: 'x.pdf', storagePath: 'x', documentType: 'invoice',
    number: '=1+2', date: '2025-03-03', supplierName: '@SUM(A1:A9)', supplierTaxId: 'B85077667', customerName: null,
    customerTaxId: 'B12345674', currency: 'EUR', total: 121, vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
    irpf: null, taxType: 'iva', status: 'successful', issues: [], hasErrors: false, createdAt: Date.now(), processedAt: Date.now(), exportedAt: null,
  });
  await signIn(page, agency);
  await page.goto('/reports');
  await page.getByRole('button', { name: 'Export by dates' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Export and download' }).click();
  await expect(dialog.getByText('Please select an option')).toBeVisible();
  await expect(dialog.getByText('Date is required').first()).toBeVisible();

  await dialog.getByLabel('Company').selectOption('atlantica');
  await dialog.getByLabel('From (invoice date)').fill('2025-01-01');
  await dialog.getByLabel('To (invoice date)').fill('2025-12-31');
  await dialog.getByLabel('Plain CSV').check();
  // Before exporting, the dialog says what the export will include.
  await expect(dialog.getByTestId('export-preview')).toHaveText('1 invoice will be exported.');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export and download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('factoria-atlantica-distribuciones-sl-2025-01-01_2025-12-31.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv).toContain("'@SUM(A1:A9)");
  expect(csv).toContain("'=1+2");
  await expect(dialog.getByRole('status')).toHaveText('1 invoice exported to factoria-atlantica-distribuciones-sl-2025-01-01_2025-12-31.csv.');
  // Counted again: nothing is left to export unless it is exported again.
  await expect(dialog.getByTestId('export-preview')).toHaveText('No invoice to export. 1 invoice exported before will be left out.');
  await expect(dialog.getByRole('button', { name: 'Export and download' })).toBeDisabled();
  await dialog.getByLabel('Also export invoices that were exported before').check();
  await expect(dialog.getByTestId('export-preview')).toHaveText('1 invoice will be exported.');
});

test('shows the daily report in a popup with its links, and remembers the confirmation', async ({ page, browser }) => {
  const agency = await freshAgency([ATLANTICA]);
  const now = Date.now();
  await db.doc(`accounts/${agency.accountId}/dailyReports/20260310`).set({
    day: '2026-03-10', timeZone: 'Europe/Madrid', from: now - 86_400_000, to: now, generatedAt: now,
    counts: { processed: 2, successful: 1, withErrors: 1, failed: 1 },
    items: [
      { invoiceId: null, companyId: 'atlantica', companyName: ATLANTICA.name, fileName: 'scan.pdf', number: null, taxId: null, status: 'failed', errors: ['pdf/encrypted'] },
      { invoiceId: 'inv-1', companyId: 'atlantica', companyName: ATLANTICA.name, fileName: 'a.pdf', number: 'F-77', taxId: 'B85077667', status: 'has-errors', errors: ['vat/cuota-mismatch'] },
    ],
    omitted: 0, confirmedAt: null, confirmedBy: null,
  });
  await signIn(page, agency);
  const dialog = page.getByRole('dialog', { name: 'Invoice processing report, March 10, 2026' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('dl')).toHaveText(/^Processed\s*2\s*Accurate\s*1\s*With errors\s*1\s*Failed files\s*1\s*Possible duplicates\s*0$/);
  // Issue 18, item 7: every cell sits under its column's heading (the links cell was a flex box
  // outside the table's columns), and the popup is wider than the shared 640 px dialog.
  const headings = dialog.getByRole('columnheader');
  const cells = dialog.getByRole('row').filter({ hasText: 'F-77' }).getByRole('cell');
  for (let column = 0; column < 6; column++) {
    const [heading, cell] = await Promise.all([headings.nth(column).boundingBox(), cells.nth(column).boundingBox()]);
    expect(Math.abs(heading!.x - cell!.x), `column ${column}`).toBeLessThan(1);
    expect(Math.abs(heading!.width - cell!.width), `column ${column}`).toBeLessThan(1);
  }
  expect((await dialog.boundingBox())!.width).toBeGreaterThan(900);
  const line = dialog.getByRole('row').filter({ hasText: 'F-77' });
  await expect(line).toContainText(ATLANTICA.name);
  await expect(line).toContainText('B85077667');
  await expect(line).toContainText('Has errors');
  await expect(dialog.getByRole('row').filter({ hasText: 'scan.pdf' })).toContainText('The PDF is password-protected.');
  await expect(line.getByRole('link', { name: 'Correct errors of F-77' })).toHaveAttribute('href', '/reports/all-errors/inv-1');
  await expect(line.getByRole('link', { name: 'View invoice F-77' })).toHaveAttribute('href', '/invoices/atlantica/inv-1');
  await expect(dialog.getByRole('link', { name: 'Report settings' })).toHaveAttribute('href', '/profile-settings/report-settings');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Daily report of March 10, 2026' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Daily report of March 10, 2026' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await db.doc(`accounts/${agency.accountId}/dailyReports/20260310`).get()).get('confirmedBy')).toBe(agency.ownerUid);

  // A new session does not open a confirmed report by itself.
  const fresh = await browser.newPage();
  await signIn(fresh, agency);
  await expect(fresh.getByRole('button', { name: 'Daily report of March 10, 2026' })).toBeVisible();
  await expect(fresh.getByRole('dialog')).toHaveCount(0);
  await fresh.close();
});
