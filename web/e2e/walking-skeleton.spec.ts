import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshAgency, storedObjects } from './support/agency.ts';
import { signIn } from './support/uploads.ts';

const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'invoices', 'F-2024-004.pdf');

test('sign in, choose a company, drop a PDF and watch the extracted invoice appear', async ({ page }) => {
  const agency = await freshAgency([
    { id: 'atlantica', name: 'Atlántica SL', taxId: 'B12345674', status: 'active' },
    { id: 'dormida', name: 'Dormida SL', taxId: 'A58818501', status: 'inactive' },
  ]);
  await signIn(page, agency);
  await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await page.getByRole('link', { name: 'Upload invoice files' }).click();
  await expect(page).toHaveURL(/\/upload/);

  const picker = page.getByLabel('Company');
  await expect(picker.getByRole('option', { name: 'Dormida SL (not active)' })).toBeDisabled();
  await picker.selectOption('atlantica');

  await page.getByTestId('invoice-file-input').setInputFiles(fixture);
  await expect(page.getByRole('status').filter({ hasText: 'Files uploaded' })).toBeVisible();

  // The pipeline writes the invoice; the upload screen shows the result without a reload.
  const row = page.locator('.upload-file', { hasText: 'F-2024-004.pdf' });
  await expect(row).toContainText(/Processed/, { timeout: 60_000 });

  const objects = await storedObjects(`accounts/${agency.accountId}/companies/atlantica/invoices/`);
  expect(objects).toHaveLength(1);
  expect(objects[0]).toMatch(new RegExp(`^accounts/${agency.accountId}/companies/atlantica/invoices/[\\w-]+/[\\w-]+\\.pdf$`));
});

test('refuses a file that is not a PDF before uploading it', async ({ page }) => {
  const agency = await freshAgency([{ id: 'acme', name: 'Acme SL', taxId: 'B12345674', status: 'active' }]);
  await signIn(page, agency);
  await page.goto('/upload?company=acme');
  await page.getByTestId('invoice-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Supports only PDF file. Drop again or choose files.');
  expect(await storedObjects(`accounts/${agency.accountId}/`)).toEqual([]);
});

test('an unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
