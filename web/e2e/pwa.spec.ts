import { chromium, expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { controlledByServiceWorker, reloadOffline } from './support/offline.ts';
import { db, signIn } from './support/shell.ts';

test('meets the install criteria: a complete manifest, its icons and an active service worker', async ({ baseURL }, testInfo) => {
  // A persistent (not incognito) profile: in incognito Chromium never offers to install, and
  // says only that. Here it checks everything.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/sign-in');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(href ?? '')).json()) as Record<string, unknown> & { icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: 'Factoría', short_name: 'Factoría', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-type']).toBe('image/png');
    }

    await controlledByServiceWorker(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    const cdp = await context.newCDPSession(page);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('reloads offline into the screen it showed online, and says it is offline', async ({ page, context }) => {
  const agency = await freshAgency([{ id: 'sol', name: 'Sol SL', taxId: 'B76543214', status: 'active' }]);
  // The company count is written by the company trigger, which on a busy emulator (another test's
  // hundreds of companies queue their triggers before this one) may run many seconds later. Signed
  // in meanwhile, the screen sometimes never received that late write from the emulator (its
  // listens went unanswered until the queue drained); this test is about reloading offline, so
  // it signs in once the count is there.
  await expect
    .poll(async () => (await db.doc(`accounts/${agency.accountId}/aggregates/companies`).get()).get('active') as unknown, { timeout: 60_000 })
    .toBe(1);
  // The very first visit: nothing was cached before it. The app says when its files are cached
  // (a passing notice, so it is awaited from the start).
  const offlineReady = expect(page.getByRole('status').filter({ hasText: 'Factoría is ready to work offline.' })).toBeVisible({ timeout: 60_000 });
  await signIn(page, agency);
  await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible();
  await expect(page.getByTestId('companies-active')).toContainText('1', { timeout: 60_000 });
  await offlineReady;
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);

  await context.setOffline(true);
  const backOnline = await reloadOffline(page, context);
  await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByTestId('companies-active')).toContainText('1', { timeout: 60_000 });

  await backOnline();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});

test('asks before switching to a new version, and switches when told to', async ({ page }) => {
  await page.goto('/sentry-test');
  await controlledByServiceWorker(page);
  // A new deployment, as the browser sees one: another worker script for the same scope.
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version'));
  const prompt = page.getByRole('alertdialog', { name: 'A new version of Factoría is ready' });
  await expect(prompt).toBeVisible();

  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  // The new version still waits, so the question comes back.
  await expect(prompt).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload now' }).click();
  await reloaded;
  expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Error reporting test' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js/);
});
