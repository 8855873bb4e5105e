import { expect, test } from '@playwright/test';
import { administrator, agencyIn, db, seriousViolations, signInAs } from './support/accounts.ts';

test('the administrator activates a pending company, sets plan limits and resolves a note', async ({ page }) => {
  const agency = await agencyIn('active', [{ id: 'nueva', name: `Nueva ${Date.now().toString(36)} SL`, taxId: 'A58818501', status: 'pending' }]);
  const companyName = (await db.doc(`accounts/${agency.accountId}/companies/nueva`).get()).get('name') as string;
  const noteText = `The QR code of ${agency.accountId} does not match`;
  await db.doc(`accounts/${agency.accountId}/notes/n-1`).set({
    accountId: agency.accountId,
    invoiceId: 'inv-1',
    companyId: 'nueva',
    text: noteText,
    createdBy: agency.ownerUid,
    createdAt: Date.now(),
    status: 'open',
    resolvedAt: null,
    invoiceNumber: 'F-2025/017',
  });

  await signInAs(page, await administrator());
  await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Companies' }).click();
  const row = page.getByRole('row', { name: new RegExp(companyName) });
  await expect(row).toContainText(`Agency ${agency.accountId}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Activate ${companyName}` }).click();
  await expect(row).toBeHidden({ timeout: 60_000 });
  await expect.poll(async () => (await db.doc(`accounts/${agency.accountId}/companies/nueva`).get()).get('status')).toBe('active');

  await page.getByRole('link', { name: 'Accounts' }).click();
  await page.getByRole('button', { name: 'Active' }).click();
  await page.getByRole('link', { name: `Agency ${agency.accountId}` }).click();
  await expect(page.getByRole('heading', { name: `Agency ${agency.accountId}` })).toBeVisible();
  await page.getByLabel('Companies').fill('');
  await page.getByRole('button', { name: 'Save the limits' }).click();
  await expect(page.getByText('The number of companies is required')).toBeVisible();
  await page.getByLabel('Companies').fill('25');
  await page.getByLabel('Invoices per month').fill('4000');
  await page.getByRole('button', { name: 'Save the limits' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Plan limits updated' })).toBeVisible({ timeout: 60_000 });
  const plan = (await db.doc(`accounts/${agency.accountId}`).get()).get('plan');
  expect(plan).toEqual({ maxCompanies: 25, maxInvoicesPerMonth: 4000, extraSlots: 0 });

  await page.getByRole('link', { name: 'Notes' }).click();
  const note = page.getByRole('row', { name: new RegExp(noteText) });
  await expect(note).toContainText('F-2025/017');
  await note.getByRole('button', { name: 'Mark as resolved' }).click();
  await expect(note).toBeHidden({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Resolved' }).click();
  await expect(page.getByRole('row', { name: new RegExp(noteText) })).toBeVisible();
});

test('agency users cannot open the admin views', async ({ page }) => {
  const agency = await agencyIn('active');
  await signInAs(page, agency);
  await page.goto('/admin/accounts');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible();
});
