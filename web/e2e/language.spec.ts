import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { db, signIn } from './support/shell.ts';

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('the app speaks Spanish', async ({ page }) => {
    await page.goto('/sentry-test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Prueba del registro de errores' })).toBeVisible();
  });

  test('a choice saved on this device wins over the browser', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('factoria.language', 'en'));
    await page.goto('/sentry-test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Error reporting test' })).toBeVisible();
  });
});

test.describe('with a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the app falls back to English', async ({ page }) => {
    await page.goto('/sentry-test');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Error reporting test' })).toBeVisible();
  });
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-GB' });

  test("the language saved in the user's profile wins, and a new choice is saved there and here", async ({ page }) => {
    const agency = await freshAgency([]);
    await db.doc(`users/${agency.ownerUid}`).update({ language: 'es' });
    await signIn(page, agency);
    await expect(page.getByRole('heading', { name: `Hola, Agency ${agency.accountId}` })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => localStorage.getItem('factoria.language'))).toBe('es');

    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible();
    await expect.poll(async () => (await db.doc(`users/${agency.ownerUid}`).get()).get('language')).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible();
  });
});
