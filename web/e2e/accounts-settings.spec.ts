import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { db, seriousViolations, signInAs } from './support/accounts.ts';

// A real 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('report settings: at least one email, then "Report time updated"', async ({ page }) => {
  const agency = await freshAgency([]);
  await signInAs(page, agency);
  await page.goto('/profile-settings/report-settings');
  const recipients = page.getByLabel('Send the report to');
  await expect(recipients).toHaveValue(agency.email);

  await recipients.fill('   ');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter at least one email')).toBeVisible();
  await recipients.fill('ana@norte.test\n=HYPERLINK("x")');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid email format')).toBeVisible();

  await page.getByLabel('Report time').fill('18:45');
  await recipients.fill('ana@norte.test, Luis@Norte.test');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Report time updated' })).toBeVisible({ timeout: 30_000 });
  const account = (await db.doc(`accounts/${agency.accountId}`).get()).data();
  expect(account).toMatchObject({ reportTime: '18:45', reportRecipients: ['ana@norte.test', 'luis@norte.test'] });
  expect(await seriousViolations(page)).toEqual([]);
});

test('company info: rename the agency and upload a profile photo; a fake image is refused', async ({ page }) => {
  const agency = await freshAgency([]);
  await signInAs(page, agency);
  await page.goto('/profile-settings');
  await page.getByRole('link', { name: 'Company info' }).first().click();
  await expect(page).toHaveURL(/\/profile-settings\/company-info$/);

  const name = page.getByLabel('Company name');
  await expect(name).toHaveValue(`Agency ${agency.accountId}`);
  await name.fill('');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await name.fill('Gestoría <Norte> & Asociados');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Company info updated' })).toBeVisible();
  await expect.poll(async () => (await db.doc(`accounts/${agency.accountId}`).get()).get('name')).toBe('Gestoría <Norte> & Asociados');

  await page.getByTestId('avatar-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await expect(page.getByRole('alert').filter({ hasText: 'The file is not a PNG, JPEG or WebP image.' })).toBeVisible();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('status').filter({ hasText: 'Profile photo updated' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  const photoURL = (await db.doc(`users/${agency.ownerUid}`).get()).get('photoURL') as string;
  expect(photoURL).toContain(encodeURIComponent(`users/${agency.ownerUid}/avatar`));
  expect(await seriousViolations(page)).toEqual([]);
});

test('my account: the username is required and under 50 characters', async ({ page }) => {
  const agency = await freshAgency([]);
  await signInAs(page, agency);
  await page.goto('/profile-settings');
  const username = page.getByLabel('Username');
  await expect(username).toHaveValue('E2E Owner');
  await username.fill('');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await username.fill('y'.repeat(50));
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Username must be less than 50 characters')).toBeVisible();
  await username.fill('Lucía Pérez');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
  await expect.poll(async () => (await db.doc(`users/${agency.ownerUid}`).get()).get('username')).toBe('Lucía Pérez');
});
