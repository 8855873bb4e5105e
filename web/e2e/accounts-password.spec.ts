import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { db, oobCode, seriousViolations, signInAs } from './support/accounts.ts';

test('forgot password: ask for the link, open it, choose a new password, sign in with it', async ({ page, browser }) => {
  const agency = await freshAgency([]);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(agency.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();

  await expect(page).toHaveURL(/\/forgot-password\/check-email/);
  await expect(page.getByText(`If there is an account for ${agency.email}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const code = await oobCode(agency.email, 'PASSWORD_RESET');
  // Firebase's action URL points at confirming-email, which hands a reset code on.
  await page.goto(`/confirming-email?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page).toHaveURL(/\/reset-password\?/);
  await expect(page.getByText(`For ${agency.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Password confirmation is required')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm password').fill('brand-new-passw0rd');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();

  // Signed in with the new password.
  await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible({ timeout: 30_000 });

  // The code is spent: opening the link again says so.
  await page.goto(`/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(page.getByRole('alert')).toHaveText('This link is not valid or has already been used.');

  // The old password no longer works (a browser without the session).
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto('/sign-in');
  await fresh.getByLabel('Email').fill(agency.email);
  await fresh.getByLabel('Password').fill(agency.password);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh.getByRole('alert')).toHaveText('The email or the password is not correct.');
  await other.close();
});

test('change password in the settings: current required, never the same, then changed', async ({ page }) => {
  const agency = await freshAgency([]);
  await signInAs(page, agency);
  await page.goto('/profile-settings/change-password');
  await expect(page.getByRole('heading', { name: 'Change password', level: 2 })).toBeVisible();

  const submit = page.getByRole('main').getByRole('button', { name: 'Change password' });
  await submit.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();

  await page.getByLabel('Current password').fill(agency.password);
  await page.getByLabel('New password', { exact: true }).fill(agency.password);
  await page.getByLabel('Confirm password').fill(agency.password);
  await submit.click();
  await expect(page.getByText('You are using the same password')).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm password').fill('another-password');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'The current password is not correct.' })).toBeVisible();

  await page.getByLabel('Current password').fill(agency.password);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('sign-up with an address that has an account answers as for a new one, and tells its owner by email', async ({ page }) => {
  const agency = await freshAgency([]);
  await page.goto('/sign-up');
  await page.getByLabel('Username').fill('Someone Else');
  await page.getByLabel('Company name').fill('Another Agency');
  await page.getByLabel('Email').fill(agency.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-owners-password');
  await page.getByLabel('Confirm password').fill('not-the-owners-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // No "an account with this email already exists": the same page a new address leads to.
  await expect(page).toHaveURL(/\/check-email$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const notices = await db.collection('mail').where('to', 'array-contains', agency.email).get();
  expect(notices.docs.map((doc) => doc.get('kind'))).toEqual(['sign-up-existing']);
});
