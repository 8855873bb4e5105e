import { expect, test } from '@playwright/test';
import { administrator, oobCode, seriousViolations, signInAs, uniqueEmail } from './support/accounts.ts';

test.describe.configure({ timeout: 240_000 });

test('sign up, confirm the email, set up, wait for approval, and the administrator unlocks the dashboard', async ({ page, browser }) => {
  const email = uniqueEmail('journey');
  const agencyName = `Gestoría Journey ${Date.now().toString(36)}`;

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // The spec's messages, before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const message of ['Username is required', 'Company name is required', 'Email is required', 'Password is required', 'Password confirmation is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Username').fill('x'.repeat(50));
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be less than 50 characters')).toBeVisible();
  await expect(page.getByText('Invalid email format')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Username').fill('Lucía Journey');
  await page.getByLabel('Company name').fill(agencyName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('journey-password');
  await page.getByLabel('Confirm password').fill('journey-passw0rd');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm password').fill('journey-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/check-email$/, { timeout: 60_000 });
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();

  // The verification link, as the mailbox would have it; confirmed, then 5 seconds to the dashboard.
  const code = await oobCode(email, 'VERIFY_EMAIL');
  await page.goto(`/confirming-email?mode=verifyEmail&oobCode=${encodeURIComponent(code)}&apiKey=demo-api-key&lang=en`);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible({ timeout: 60_000 });
  const confirmedAt = Date.now();
  await expect(page.getByTestId('countdown')).toContainText(/in [345] seconds/);
  // The dashboard sends an account in setup to its first step.
  await expect(page).toHaveURL(/\/client-setup$/, { timeout: 15_000 });
  expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(3_500);

  await expect(page.getByRole('heading', { name: 'How many clients do you manage?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The number of clients is required')).toBeVisible();
  await page.getByLabel('Number of clients').fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/schedule-setup$/, { timeout: 60_000 });
  await page.getByLabel('Report time').fill('07:30');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/finish-setup$/, { timeout: 60_000 });
  await expect(page.getByText('07:30')).toBeVisible();
  await page.getByRole('button', { name: 'Finish setup' }).click();

  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/$/);
  // Until approved, the rest of the app stays closed.
  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();

  // The administrator approves it in the admin view, in another browser.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, await administrator());
  await expect(adminPage).toHaveURL(/\/admin\/accounts/);
  const row = adminPage.getByRole('row', { name: new RegExp(agencyName) });
  await expect(row).toContainText('Awaiting approval');
  await expect(row).toContainText(email);
  expect(await seriousViolations(adminPage)).toEqual([]);
  await adminPage.getByRole('button', { name: `Approve ${agencyName}` }).click();
  await expect(row).toBeHidden({ timeout: 60_000 });
  await adminContext.close();

  // The dashboard unlocks live, without signing out.
  await expect(page.getByRole('heading', { name: `Welcome, ${agencyName}` })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeHidden();
});
