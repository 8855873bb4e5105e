import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { signInAt, storedDocument } from './storage-support.ts';

// Runs against `vite` (the dev server of `npm run dev -w web`), not the built app: React's
// StrictMode mounts every component twice there, which is where an unmount cleanup that closes
// a dialog showed (the storage preview closed as soon as it opened).
const pdf = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'invoices', 'F-2024-004.pdf'));

// The dev server compiles each module on its first request: the first page takes a while.
test.setTimeout(180_000);

test('the dev server signs in and keeps the storage preview open', async ({ page }) => {
  const agency = await freshAgency([{ id: 'atlantica', name: 'Atlántica SL', taxId: 'B12345674', status: 'active' }]);
  await storedDocument(agency.accountId, pdf, {
    name: 'Contrato alquiler.pdf',
    contentType: 'application/pdf',
    uploadedBy: agency.ownerUid,
    companyId: 'atlantica',
  });
  await signInAt(page, agency, '/storage');
  await page.getByRole('table', { name: 'Files' }).getByRole('button', { name: 'Preview Contrato alquiler.pdf' }).click();

  const dialog = page.getByRole('dialog', { name: 'Preview of Contrato alquiler.pdf' });
  await expect(dialog).toBeVisible();
  // Still open once StrictMode's second mount and the file's download have settled.
  await expect(dialog.getByRole('button', { name: 'Download' })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
