/**
 * Bulk work in the invoice list (issue 18, items 8 and 9): possible duplicates shown and
 * filtered, column sorting kept in the URL, shift-click ranges and "select all that match",
 * a bulk export of a selection through the export dialog, and a bulk delete undone from its notice.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { agencyWithInvoices, CALLABLE_TIMEOUT, COMPANY, companyStats, db, fixture, seriousViolations, signIn } from './invoices-support.ts';

const pdf = fixture('F-2025-006.pdf');
/** A consistent 21 % invoice on `base` euros (whole euros, so the VAT has two decimals exactly). */
const invoice = (number: string, base = 100) => {
  const cuota = Math.round(base * 21) / 100;
  return { pdf, data: { number, total: Math.round((base + cuota) * 100) / 100, vatLines: [{ rate: 21, base, cuota, recargoRate: 0, recargo: 0 }] } };
};
const box = (page: Page, number: string) => page.getByRole('checkbox', { name: `Select invoice ${number}` });
const numbersInOrder = async (page: Page) =>
  (await page.getByRole('table', { name: 'Invoices' }).getByRole('row').allInnerTexts()).slice(1).map((text) => text.split(/\s+/)[0]);

test('marks possible duplicates and filters the list down to them', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [invoice('D-1'), invoice('D-2'), invoice('D-3')] }]);
  const [original, copy] = agency.batches[0]!.invoiceIds;
  await db.doc(`accounts/${agency.accountId}/invoices/${copy}`).update({ duplicateOf: original });
  await signIn(page, agency, '/invoices');
  const main = page.getByRole('main');
  await expect(main.getByText('3 invoices')).toBeVisible();
  await expect(page.getByRole('row', { name: /D-2/ })).toContainText('Possible duplicate');
  await expect(page.getByRole('row', { name: /D-1/ })).not.toContainText('Possible duplicate');

  await main.getByLabel('Possible duplicates').check();
  await expect(main.getByText('1 invoice', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/duplicates=true/);
  await expect(page.getByRole('link', { name: 'D-2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'D-1' })).toBeHidden();
  await page.reload();
  await expect(main.getByLabel('Possible duplicates')).toBeChecked();
  await expect(main.getByText('1 invoice', { exact: true })).toBeVisible();
});

test('sorts by a column from the keyboard, selects a shift-click range and every matching invoice', async ({ page }) => {
  const agency = await agencyWithInvoices([
    { company: COMPANY, invoices: [invoice('S-1', 50), invoice('S-2', 400), invoice('S-3', 121), invoice('S-4', 999), invoice('S-5', 10)] },
  ]);
  await signIn(page, agency, '/invoices');
  const main = page.getByRole('main');
  await expect(main.getByText('5 invoices')).toBeVisible();

  const total = page.getByRole('columnheader', { name: 'Total' });
  await total.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(total).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=total/);
  await expect.poll(() => numbersInOrder(page)).toEqual(['S-4', 'S-2', 'S-3', 'S-1', 'S-5']);
  await page.keyboard.press('Space');
  await expect(total).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => numbersInOrder(page)).toEqual(['S-5', 'S-1', 'S-3', 'S-2', 'S-4']);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');

  // A range in the sorted order: S-1 to S-2 takes S-3, between them, with it.
  await box(page, 'S-1').click();
  await box(page, 'S-2').click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Selected invoices' });
  await expect(bar).toContainText('3 invoices selected');
  for (const number of ['S-1', 'S-3', 'S-2']) await expect(box(page, number)).toBeChecked();
  for (const number of ['S-5', 'S-4']) await expect(box(page, number)).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  await bar.getByRole('button', { name: 'Select all 5 that match' }).click();
  await expect(bar).toContainText('5 invoices selected');
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toBeHidden();
  await expect(box(page, 'S-4')).not.toBeChecked();
});

test('exports the selected invoices through the export dialog', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [invoice('E-1'), invoice('E-2'), invoice('E-3')] }]);
  await signIn(page, agency, '/invoices');
  await box(page, 'E-1').click();
  await box(page, 'E-3').click();
  await page.getByRole('region', { name: 'Selected invoices' }).getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export the 2 selected invoices' });
  await dialog.getByLabel('Plain CSV').check();
  await expect(dialog.getByTestId('export-preview')).toHaveText('2 invoices will be exported.', { timeout: CALLABLE_TIMEOUT });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export and download' }).click();
  const csv = readFileSync(await (await downloading).path(), 'utf8');
  expect(csv).toContain('E-1');
  expect(csv).toContain('E-3');
  expect(csv).not.toContain('E-2');
  await expect(dialog.getByRole('status')).toContainText('2 invoices exported');
});

test('deletes a selection to the trash and brings it back with Undo', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [invoice('T-1'), invoice('T-2'), invoice('T-3'), invoice('T-4')] }]);
  await signIn(page, agency, '/invoices');
  const main = page.getByRole('main');
  await expect(main.getByText('4 invoices')).toBeVisible();
  // Newest first: T-4, T-3, T-2, T-1.
  await box(page, 'T-3').click();
  await box(page, 'T-1').click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Selected invoices' });
  await expect(bar).toContainText('3 invoices selected');
  await bar.getByRole('button', { name: 'Delete' }).click();

  const notice = page.getByTestId('bulk-notice');
  await expect(notice).toContainText('3 invoices moved to the trash.', { timeout: CALLABLE_TIMEOUT });
  await expect(main.getByText('1 invoice', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'T-4' })).toBeVisible();
  expect((await companyStats(agency.accountId, COMPANY.id)).processed).toBe(1);

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(notice).toContainText('3 invoices restored.', { timeout: CALLABLE_TIMEOUT });
  await expect(main.getByText('4 invoices')).toBeVisible();
  for (const number of ['T-1', 'T-2', 'T-3']) await expect(page.getByRole('link', { name: number })).toBeVisible();
  expect((await companyStats(agency.accountId, COMPANY.id)).processed).toBe(4);
});
