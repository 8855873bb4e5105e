/**
 * The upload outbox: a PDF chosen while offline waits in IndexedDB, survives a reload made
 * while still offline, and is uploaded (once) when the connection returns.
 */
import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { controlledByServiceWorker, reloadOffline } from './support/offline.ts';
import { ATLANTICA, GOOD_PDFS, batchesOf, signIn } from './support/uploads.ts';

test('a PDF chosen offline is uploaded after going online again, across a reload in between', async ({ page, context }) => {
  test.setTimeout(180_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await controlledByServiceWorker(page);
  // Online once, so the upload screen and its texts are in the caches.
  await page.goto('/upload?company=atlantica');
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();

  await context.setOffline(true);
  await page.getByTestId('invoice-file-input').setInputFiles(GOOD_PDFS[0]!);
  const file = page.locator('.upload-file', { hasText: 'GEN-001-classic.pdf' });
  await expect(file).toContainText('Waiting for the connection');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  const backOnline = await reloadOffline(page, context);
  await expect(file).toContainText('Waiting for the connection');
  expect(await batchesOf(agency.accountId)).toHaveLength(0);

  await backOnline();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Files uploaded' })).toBeVisible({ timeout: 60_000 });
  await expect(file).toContainText('Processed', { timeout: 90_000 });
  const batches = await batchesOf(agency.accountId);
  expect(batches).toHaveLength(1);
  expect(batches[0]?.get('fileCount')).toBe(1);
  expect(batches[0]?.get('succeeded')).toBe(1);
});

test('files picked offline in two reloads keep their ids: nothing is uploaded twice', async ({ page, context }) => {
  test.setTimeout(180_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await controlledByServiceWorker(page);
  await page.goto('/upload?company=atlantica');
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();
  await context.setOffline(true);
  await page.getByTestId('invoice-file-input').setInputFiles(GOOD_PDFS.slice(1, 3));
  await page.reload();
  await page.reload();
  await context.setOffline(false);
  const batch = page.getByRole('article');
  await expect(batch).toContainText('2 of 2 files processed', { timeout: 120_000 });
  const batches = await batchesOf(agency.accountId);
  expect(batches).toHaveLength(1);
  expect(batches[0]?.get('succeeded')).toBe(2);
  expect(batches[0]?.get('failed')).toBe(0);
});
