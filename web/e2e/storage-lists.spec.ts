import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { app, freshAgency } from './support/agency.ts';
import { db, seriousViolations, signInAt, storedDocument } from './storage-support.ts';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'invoices');
const pdf = readFileSync(join(fixtures, 'F-2024-004.pdf'));
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const csv = Buffer.from('fecha;concepto;importe\n2026-01-02;=HYPERLINK("http://x");10\n');

async function agencyWithFiles() {
  const agency = await freshAgency([
    { id: 'atlantica', name: 'Atlántica SL', taxId: 'B12345674', status: 'active' },
    { id: 'borja', name: 'Borja Hermanos SL', taxId: 'A58818501', status: 'active' },
  ]);
  const { fileIds } = await uploadInvoiceBatch(app, { accountId: agency.accountId, companyId: 'atlantica', uid: agency.ownerUid }, [join(fixtures, 'F-2024-004.pdf')]);
  await expect.poll(async () => (await db().doc(`accounts/${agency.accountId}/files/${fileIds[0]}`).get()).exists, { timeout: 60_000 }).toBe(true);
  const uploadedBy = agency.ownerUid;
  await storedDocument(agency.accountId, pdf, { name: 'Contrato alquiler.pdf', contentType: 'application/pdf', uploadedBy, companyId: 'borja' });
  await storedDocument(agency.accountId, png, { name: 'Logo.png', contentType: 'image/png', uploadedBy, companyId: 'atlantica' });
  await storedDocument(agency.accountId, csv, { name: 'Tarifas 2026.csv', contentType: 'text/csv', uploadedBy });
  return agency;
}

test('lists invoices and documents with filters, search and sort; previews and downloads', async ({ page }) => {
  const agency = await agencyWithFiles();
  await signInAt(page, agency, '/storage');
  const table = page.getByRole('table', { name: 'Files' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(table.getByRole('row', { name: /F-2024-004\.pdf/ })).toContainText('Invoice');
  await expect(table.getByRole('row', { name: /Tarifas 2026\.csv/ })).toContainText('Agency');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Atlántica SL' });
  await expect(page).toHaveURL(/company=atlantica/);
  await expect(rows).toHaveCount(3);
  await page.getByRole('navigation', { name: 'Storage sections' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(page).toHaveURL(/\/storage\/invoices/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('F-2024-004.pdf');

  await page.goto('/storage');
  await page.getByLabel('Search by name or company').fill('borja');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Contrato alquiler.pdf');
  await page.getByLabel('Search by name or company').fill('');

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText('Contrato alquiler.pdf');
  await expect(rows.nth(4)).toContainText('Tarifas 2026.csv');
  await table.getByRole('button', { name: 'Size' }).click();
  await expect(table.getByRole('columnheader', { name: 'Size' })).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(3)).toContainText('Logo.png');
  await expect(rows.nth(4)).toContainText('Tarifas 2026.csv');

  await table.getByRole('button', { name: 'Preview F-2024-004.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview of F-2024-004.pdf' });
  await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close preview' }).click();
  await expect(dialog).toHaveCount(0);

  await table.getByRole('button', { name: 'Preview Logo.png' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'Logo.png' })).toBeVisible();
  await page.keyboard.press('Escape');

  await table.getByRole('button', { name: 'Preview Tarifas 2026.csv' }).click();
  await expect(page.getByRole('dialog')).toContainText('There is no preview for this type of file.');
  const download = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('Tarifas 2026.csv');
  expect(readFileSync(await saved.path()).equals(csv)).toBe(true);
});
