import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { uploadInvoiceBatch } from '../../scripts/lib/agency-builder.ts';
import { app, freshAgency } from './support/agency.ts';
import { db, queuedMail, seriousViolations } from './support/accounts.ts';

test.describe.configure({ timeout: 180_000 });

const fixture = (name: string) => join(import.meta.dirname, '..', '..', 'fixtures', 'invoices', name);

test("an invited client user sets a password and sees only its company's invoices", async ({ page }) => {
  const agency = await freshAgency([
    { id: 'puerto', name: 'Bar El Puerto SL', taxId: 'B12345674', status: 'active' },
    { id: 'ajena', name: 'Ajena SA', taxId: 'A58818501', status: 'active' },
  ]);
  const owner = { accountId: agency.accountId, uid: agency.ownerUid };
  await uploadInvoiceBatch(app, { ...owner, companyId: 'puerto' }, [fixture('F-2024-004.pdf')]);
  await uploadInvoiceBatch(app, { ...owner, companyId: 'ajena' }, [fixture('F-2024-011.pdf')]);
  await expect
    .poll(async () => (await db.collection(`accounts/${agency.accountId}/invoices`).get()).size, { timeout: 90_000 })
    .toBe(2);

  // The agency turns on "create an app user" for the company (the company form writes this).
  const clientEmail = `${agency.accountId}.puerto@factoria.test`;
  await db.doc(`accounts/${agency.accountId}/companies/puerto`).update({ appUser: { enabled: true, email: clientEmail } });

  const invitation = await queuedMail(clientEmail, 'invitation');
  expect(invitation.subject).toBe('Tu acceso a Factoría para Bar El Puerto SL');
  const link = new URL(/https?:\/\/\S+/.exec(invitation.text)![0]);
  expect(link.pathname).toBe('/reset-password');
  await page.goto(`${link.pathname}${link.search}`);

  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('client-password');
  await page.getByLabel('Confirm password').fill('client-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();

  // Signed in, straight to its company's invoices.
  await expect(page).toHaveURL(/\/invoices\?company=puerto$/, { timeout: 30_000 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByText('F-2024/004').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('F-2024/011')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Agency screens send it back to its invoices.
  for (const path of ['/', '/clients', '/profile-settings/company-info', '/storage', '/admin/accounts', '/invoices/ajena/x']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/invoices\?company=puerto$/);
  }
});
