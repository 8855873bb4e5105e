import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { app, freshAgency } from './support/agency.ts';
import { reloadOffline } from './support/offline.ts';
import { db, signIn, uncachedAssets } from './support/shell.ts';

const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'invoices', 'F-2024-004.pdf');

test('the header search finds a client and an invoice while offline, from the keyboard', async ({ page, context }) => {
  // The invoice goes through the real pipeline first.
  test.setTimeout(180_000);
  const agency = await freshAgency([
    { id: 'atlantica', name: 'Atlántica Servicios SL', taxId: 'B12345674', status: 'active' },
    { id: 'dormida', name: 'Dormida SL', taxId: 'A58818501', status: 'inactive' },
  ]);
  await uploadInvoiceBatch(app, { accountId: agency.accountId, companyId: 'atlantica', uid: agency.ownerUid }, [fixture]);
  await expect
    .poll(async () => (await db.collection(`accounts/${agency.accountId}/invoices`).get()).size, { timeout: 60_000 })
    .toBe(1);

  await signIn(page, agency);
  const search = page.getByRole('combobox', { name: 'Search clients and invoices' });
  // Online, the mirror fills from Firestore.
  await search.fill('F-2024/004');
  await expect(page.getByRole('option', { name: /F-2024\/004/ })).toBeVisible();
  await search.fill('');
  await expect.poll(() => uncachedAssets(page), { timeout: 60_000 }).toEqual([]);

  await context.setOffline(true);
  const backOnline = await reloadOffline(page, context);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();

  await page.locator('body').click();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('atlantica');
  const client = page.getByRole('option', { name: /Atlántica Servicios SL/ });
  await expect(client).toBeVisible();
  await expect(client).toHaveAttribute('aria-selected', 'true');

  await search.fill('2024 004');
  const invoice = page.getByRole('option', { name: /F-2024\/004/ });
  await expect(invoice).toBeVisible();
  await expect(invoice).toContainText('Atlántica Servicios SL');
  await expect(search).toHaveAttribute('aria-activedescendant', (await invoice.getAttribute('id')) ?? '');

  await search.fill('no such thing at all');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found on this device.' })).toBeVisible();
  await search.fill('dormida');
  await expect(page.getByRole('option', { name: /Dormida SL/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/clients\/dormida$/);

  await backOnline();
  await context.setOffline(false);
  await search.fill('F-2024/004');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/invoices/atlantica/[\\w-]+$`));
  // The invoice screen settles (its PDF drawn) before the test ends. Once, in a fresh-clone run,
  // closing the context right after this navigation, with pdf.js still loading the document,
  // hung the context's teardown past the test's time (the cause is not established).
  await expect(page.locator('.pdf-page-slot[data-page="1"] canvas')).toBeVisible();
});
