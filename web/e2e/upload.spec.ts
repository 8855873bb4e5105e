/**
 * Upload invoice files: ten PDFs processed live, the batch exported as the AEAT book and read
 * back; the drop checks (PDF only, at most 50 files, the plan's monthly limit with its tooltip).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { freshAgency } from './support/agency.ts';
import { ATLANTICA, ERROR_PDFS, GOOD_PDFS, batchesOf, db, seriousViolations, signIn } from './support/uploads.ts';

test('uploads ten PDFs, shows them processed live, and exports the batch as the AEAT book', async ({ page }) => {
  test.setTimeout(300_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await page.goto('/upload?company=atlantica');
  await page.getByTestId('invoice-file-input').setInputFiles([...GOOD_PDFS, ...ERROR_PDFS]);

  const batch = page.getByRole('article');
  await expect(batch.getByRole('status')).toHaveText('Files uploaded', { timeout: 60_000 });
  await expect(batch).toContainText('10 of 10 files uploaded');
  // Results arrive one by one as the pipeline records them, without a reload.
  await expect(batch).toContainText('10 of 10 files processed', { timeout: 240_000 });
  for (const name of ['GEN-001-classic.pdf', 'GEN-006-column-meta.pdf']) {
    await expect(batch.locator('.upload-file', { hasText: name })).toContainText('Processed');
  }
  await expect(batch.locator('.upload-file', { hasText: 'F-2024-001.pdf' })).toContainText('Processed, has errors');
  expect(await seriousViolations(page)).toEqual([]);

  await batch.getByRole('link', { name: 'See the report' }).click();
  await expect(page).toHaveURL(/\/reports\?company=atlantica/);
  const row = page.getByRole('row').filter({ hasText: ATLANTICA.name });
  await expect(row.getByRole('cell').nth(3)).toHaveText('10');
  await expect(row).toContainText('Not exported');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('AEAT received invoices book, Excel (XLSX)').check();
  await expect(dialog.getByTestId('export-preview')).toHaveText('6 invoices will be exported. 4 invoices with errors will be left out.');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export and download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d{4}B12345674RATLÁNTICA DISTRIBUCIONES SL\.xlsx$/);
  await expect(dialog.getByRole('status')).toContainText('6 invoices exported');
  await expect(dialog.getByRole('status')).toContainText('4 invoices still have errors and were left out.');

  const [sheet] = await readXlsxFile(readFileSync(await download.path()));
  const rows = sheet!.data;
  expect(rows[1]?.slice(0, 2)).toEqual(['Ejercicio', 'Periodo']);
  const numbers = new Set(rows.slice(2).map((cells) => cells[10]));
  const recorded = await db.collection(`accounts/${agency.accountId}/invoices`).where('status', '==', 'successful').get();
  expect(numbers).toEqual(new Set(recorded.docs.map((invoice) => invoice.get('number'))));
  expect(recorded.docs.every((invoice) => typeof invoice.get('exportedAt') === 'number')).toBe(true);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Partly exported (6 of 10)');
});

test('refuses more than 50 files at once', async ({ page }) => {
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await page.goto('/upload?company=atlantica');
  const pdf = readFileSync(GOOD_PDFS[0]!);
  const files = Array.from({ length: 51 }, (_, index) => ({ name: `f-${index}.pdf`, mimeType: 'application/pdf', buffer: pdf }));
  await page.getByTestId('invoice-file-input').setInputFiles(files);
  await expect(page.getByRole('alert')).toHaveText('Drop again or choose at most 50 files per upload.');
  expect(await batchesOf(agency.accountId)).toHaveLength(0);
});

test('near the monthly limit a tooltip says how many more invoices fit, and more are refused', async ({ page }) => {
  const agency = await freshAgency([ATLANTICA]);
  await db.doc(`accounts/${agency.accountId}`).update({ plan: { maxCompanies: 5, maxInvoicesPerMonth: 2, extraSlots: 0 } });
  await signIn(page, agency);
  await page.goto('/upload?company=atlantica');
  const info = page.getByRole('button', { name: 'Monthly invoice limit' });
  await info.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText('You can upload 2 more invoices this month.');
  await expect(page.getByRole('button', { name: 'Choose files' })).toHaveAccessibleDescription('You can upload 2 more invoices this month.');
  await page.getByTestId('invoice-file-input').setInputFiles(GOOD_PDFS.slice(0, 3));
  await expect(page.getByRole('alert')).toHaveText('Your plan accepts 2 more invoices this month. Drop again or choose fewer files.');
  expect(await batchesOf(agency.accountId)).toHaveLength(0);
});

test('cancels a file that is still waiting: it counts as cancelled and the batch settles', async ({ page, context }) => {
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await page.goto('/upload?company=atlantica');
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  await context.setOffline(true);
  await page.getByTestId('invoice-file-input').setInputFiles(GOOD_PDFS.slice(0, 2));
  const batch = page.getByRole('article');
  await batch.getByRole('button', { name: 'Cancel the upload of GEN-002-summary-table.pdf' }).click();
  await expect(batch.locator('.upload-file', { hasText: 'GEN-002' })).toContainText('Cancelled');
  await context.setOffline(false);
  await expect(batch.locator('.upload-file', { hasText: 'GEN-001' })).toContainText('Processed', { timeout: 90_000 });
  const [stored] = await batchesOf(agency.accountId);
  // Cancelled before the batch existed: the batch holds only the file that was sent.
  expect(stored?.get('fileCount')).toBe(1);
  expect(stored?.get('pending')).toBe(0);
});
