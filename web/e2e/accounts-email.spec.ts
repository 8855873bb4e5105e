import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { db, oobCode, signInAs, uniqueEmail } from './support/accounts.ts';

test('change email: only the verified new address takes effect, then sign in again after 5 seconds', async ({ page }) => {
  const agency = await freshAgency([]);
  const newEmail = uniqueEmail('moved');
  await signInAs(page, agency);
  await page.goto('/profile-settings');
  await expect(page.getByTestId('current-email')).toHaveText(agency.email);
  await page.getByRole('link', { name: 'Change email' }).click();

  await expect(page).toHaveURL(/\/change-email$/);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await page.getByLabel('New email').fill(agency.email);
  await page.getByLabel('Current password').fill(agency.password);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText('This is already your email address')).toBeVisible();

  await page.getByLabel('New email').fill(newEmail);
  await page.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();

  // Not verified yet: the old address still signs in, the new one does not exist.
  const code = await oobCode(agency.email, 'VERIFY_AND_CHANGE_EMAIL');
  await page.goto('/profile-settings');
  await expect(page.getByTestId('current-email')).toHaveText(agency.email);

  await page.goto(`/confirming-email?mode=verifyAndChangeEmail&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  const changedAt = Date.now();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 15_000 });
  expect(Date.now() - changedAt).toBeGreaterThanOrEqual(3_500);

  await page.getByLabel('Email').fill(agency.email);
  await page.getByLabel('Password').fill(agency.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or the password is not correct.');

  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible({ timeout: 30_000 });
  // The profile follows the verified address.
  await expect.poll(async () => (await db.doc(`users/${agency.ownerUid}`).get()).get('email'), { timeout: 20_000 }).toBe(newEmail);
});
