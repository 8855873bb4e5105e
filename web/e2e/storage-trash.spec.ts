import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freshAgency, storedObjects } from './support/agency.ts';
import { db, seriousViolations, signInAt } from './storage-support.ts';

const pdf = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'invoices', 'F-2024-004.pdf'));

test('upload a document, delete it, find it in deleted with its remaining days, restore it to its place', async ({ page }) => {
  const agency = await freshAgency([{ id: 'atlantica', name: 'Atlántica SL', taxId: 'B12345674', status: 'active' }]);
  await signInAt(page, agency, '/storage');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Storage sections' }).getByRole('link', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/\/storage\/documents$/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Store for').selectOption({ label: 'Atlántica SL' });
  await page.getByTestId('document-file-input').setInputFiles({ name: 'Escritura constitución.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('status').filter({ hasText: 'Files uploaded' })).toBeVisible();

  const files = page.getByRole('table', { name: 'Files' });
  const row = files.getByRole('row', { name: /Escritura constitución\.pdf/ });
  // The upload trigger records the document; the live list shows it without a reload.
  await expect(row).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('Atlántica SL');
  await expect(row).toContainText('Other document');
  await expect(row).toContainText('Web');
  const [objectPath] = await storedObjects(`accounts/${agency.accountId}/documents/`);
  expect(objectPath).toMatch(new RegExp(`^accounts/${agency.accountId}/documents/[\\w-]+/Escritura-constitucion\\.pdf$`));

  await row.getByRole('button', { name: 'Delete Escritura constitución.pdf' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'File deleted' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('link', { name: 'Deleted' }).click();
  const trash = page.getByRole('table', { name: 'Deleted files' });
  const trashed = trash.getByRole('row', { name: /Escritura constitución\.pdf/ });
  await expect(trashed).toContainText('30 days left');
  await expect(trashed).toContainText('Atlántica SL');
  expect(await seriousViolations(page)).toEqual([]);

  await trashed.getByRole('button', { name: 'Restore Escritura constitución.pdf' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'File restored' })).toBeVisible();
  await expect(trashed).toHaveCount(0);
  await expect(page.getByText('The trash is empty.')).toBeVisible();

  await page.getByRole('link', { name: 'Documents' }).click();
  await expect(files.getByRole('row', { name: /Escritura constitución\.pdf/ })).toBeVisible();
  // Restored to its original place: the same object, and the record points at it.
  expect(await storedObjects(`accounts/${agency.accountId}/`)).toEqual([objectPath]);
  const records = await db().collection(`accounts/${agency.accountId}/files`).get();
  expect(records.docs.map((record) => [record.get('storagePath'), record.get('deletedAt')])).toEqual([[objectPath, null]]);
});

test('shows how many days a file deleted earlier has left, in Spanish too', async ({ page }) => {
  const agency = await freshAgency([]);
  const fileId = 'aged';
  const deletedAt = Date.now() - 27 * 86_400_000 - 3_600_000;
  await db().doc(`accounts/${agency.accountId}/files/${fileId}`).set({
    name: 'Nómina marzo.pdf',
    storagePath: `accounts/${agency.accountId}/documents/${fileId}/Nomina-marzo.pdf`,
    size: 2048,
    contentType: 'application/pdf',
    kind: 'document',
    origin: 'email',
    companyId: null,
    uploadedBy: agency.ownerUid,
    uploadedAt: deletedAt - 86_400_000,
    deletedAt,
    originalPath: null,
    deletedBy: agency.ownerUid,
    purgingAt: null,
  });
  await signInAt(page, agency, '/storage/deleted');
  const row = page.getByRole('table', { name: 'Deleted files' }).getByRole('row', { name: /Nómina marzo\.pdf/ });
  await expect(row).toContainText('3 days left');
  await expect(row).toContainText('Email');
  await page.evaluate(() => localStorage.setItem('factoria.language', 'es'));
  await page.reload();
  await expect(page.getByRole('table', { name: 'Archivos eliminados' }).getByRole('row', { name: /Nómina marzo\.pdf/ })).toContainText('Quedan 3 días');
});

test('refuses a type outside the allow-list and a fake PDF with a translated error, storing nothing', async ({ page }) => {
  const agency = await freshAgency([]);
  await signInAt(page, agency, '/storage/documents');
  await page.getByTestId('document-file-input').setInputFiles([
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\u0090\u0000') },
    { name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\u0090\u0000 not a PDF') },
  ]);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('setup.exe: this type of file is not allowed. Use PDF, images, office files or CSV.');
  await expect(alert).toContainText("factura.pdf: the file's content does not match its type.");
  expect(await storedObjects(`accounts/${agency.accountId}/`)).toEqual([]);
});
