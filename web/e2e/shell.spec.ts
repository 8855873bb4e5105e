import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { db, madridDay, seriousViolations, shippedFaq, signIn, writeDailyStats } from './support/shell.ts';

test('the dashboard shows companies by status, invoice counts and the chart over the chosen range', async ({ page }) => {
  const agency = await freshAgency([
    { id: 'sol', name: 'Sol SL', taxId: 'B76543214', status: 'active' },
    { id: 'mar', name: 'Mar SL', taxId: 'A58818501', status: 'active' },
    { id: 'rio', name: 'Río SL', taxId: 'B12345674', status: 'inactive' },
    { id: 'luna', name: 'Luna SL', taxId: '12345678Z', status: 'pending' },
  ]);
  await writeDailyStats(agency.accountId, madridDay(0), { processed: 5, accurate: 4, withErrors: 1, corrected: 1, savedSeconds: 3600 });
  await writeDailyStats(agency.accountId, madridDay(3), { processed: 10, accurate: 7, withErrors: 3, savedSeconds: 5400 });
  await writeDailyStats(agency.accountId, madridDay(45), { processed: 100, accurate: 100, withErrors: 0, savedSeconds: 36000 });
  await signIn(page, agency);

  // The donut's figures come from the aggregate the company trigger keeps.
  await expect(page.getByTestId('companies-active')).toContainText('2', { timeout: 60_000 });
  await expect(page.getByTestId('companies-inactive')).toContainText('1');
  await expect(page.getByTestId('companies-pending')).toContainText('1');
  // The ring draws one arc per status, half of it active.
  const ring = page.locator('.donut-chart svg circle[data-status]');
  await expect(ring).toHaveCount(3);
  await expect(page.locator('.donut-chart circle[data-status="active"]')).toHaveAttribute('stroke-dasharray', /^49\.\d+ 50\.\d+$/);

  // Last 30 days by default: today and three days ago, not the day 45 days ago.
  await expect(page.getByTestId('count-processed')).toContainText('15');
  await expect(page.getByTestId('count-accurate')).toContainText('11');
  await expect(page.getByTestId('count-with-errors')).toContainText('4');
  await expect(page.getByTestId('count-saved-time')).toContainText('2 h 30 min');
  await expect(page.getByTestId('count-corrected')).toContainText('1');
  await expect(page.getByRole('table', { name: 'Invoices per day in the chosen period' }).getByRole('row')).toHaveCount(31);
  // That table is for screen readers and takes no room: the page ends where its last card does.
  const blankBelow = await page.evaluate(() => {
    const bottoms = Array.from(document.querySelectorAll('main .card')).map((card) => card.getBoundingClientRect().bottom + window.scrollY);
    return document.documentElement.scrollHeight - Math.max(window.innerHeight, ...bottoms);
  });
  expect(blankBelow).toBeLessThan(80);

  const period = page.getByLabel('Period', { exact: true });
  await expect(period.locator('option')).toHaveText([
    'Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'This month', 'Last month', 'Custom range', 'Current month',
  ]);
  await period.selectOption({ label: 'Today' });
  await expect(page.getByTestId('count-processed')).toContainText('5');
  await expect(page).toHaveURL(/range=today/);
  // The sidebar keeps the dashboard marked as the current page with a range in the address.
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');

  await period.selectOption({ label: 'Custom range' });
  await page.getByLabel('From').fill(madridDay(60));
  await page.getByLabel('To').fill(madridDay(40));
  await expect(page.getByTestId('count-processed')).toContainText('100');
  await page.getByLabel('From').fill(madridDay(10));
  await expect(page.getByRole('alert')).toHaveText('The first day must not be after the last day.');

  expect(await seriousViolations(page)).toEqual([]);
});

test('an account awaiting approval sees the notice, not the figures', async ({ page }) => {
  const agency = await freshAgency([]);
  await db.doc(`accounts/${agency.accountId}`).update({ status: 'pending-approval', approvedAt: null });
  await signIn(page, agency);
  await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
  await expect(page.getByTestId('count-processed')).toHaveCount(0);
});

test('the subscription menu shows the plan, usage, billing and recorded payments', async ({ page }) => {
  const agency = await freshAgency([{ id: 'sol', name: 'Sol SL', taxId: 'B76543214', status: 'active' }]);
  const month = madridDay(0).slice(0, 7);
  await db.doc(`accounts/${agency.accountId}`).update({
    plan: { maxCompanies: 10, maxInvoicesPerMonth: 1000, extraSlots: 1 },
    usage: { companies: 1, invoicesThisMonth: 120, month },
  });
  await db.collection(`accounts/${agency.accountId}/payments`).add({
    kind: 'extra-company-slot', amountCents: 15000, currency: 'EUR', quantity: 1, createdAt: Date.now(), createdBy: agency.ownerUid,
  });
  await signIn(page, agency);

  // Keyboard only: open the menu, move down, choose.
  const menuButton = page.getByRole('button', { name: 'Subscription' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Billing' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Subscription plan' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Subscription plan' })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByText('Client companies', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 11')).toBeVisible();
  await expect(page.getByText('120 of 1,000')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByText('€150.00').first()).toBeVisible();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Payment history' }).click();
  const row = page.getByRole('row', { name: /Extra company slot/ });
  await expect(row).toContainText('€150.00');
  await page.keyboard.press('Escape');
});

test('the account menu leads to the FAQ, in both languages', async ({ page }) => {
  await shippedFaq();
  const agency = await freshAgency([]);
  await signIn(page, agency);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Company info', 'My account', 'Report settings', 'FAQ', 'Log out']);
  await page.getByRole('menuitem', { name: 'FAQ' }).click();
  await page.getByRole('link', { name: 'Can I recover a deleted file?' }).click();
  await expect(page).toHaveURL(/\/faq\/deleted-files$/);
  await expect(page.getByText(/Yes, for one month/)).toBeVisible();

  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: '¿Puedo recuperar un archivo eliminado?' })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('en');

  await page.goto('/faq/no-such-question');
  await expect(page.getByRole('heading', { name: 'Question not found' })).toBeVisible();
});

test('the sentry-test button throws and the translated error screen catches it', async ({ page }) => {
  await page.goto('/sentry-test');
  await expect(page.getByText('Error reporting is off for this build')).toBeVisible();
  await page.getByRole('button', { name: 'Throw a test error' }).click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('the sign-in page and the dashboard have no serious accessibility violations; log out works', async ({ page }) => {
  const agency = await freshAgency([{ id: 'sol', name: 'Sol SL', taxId: 'B76543214', status: 'active' }]);
  await page.goto('/sign-in');
  expect(await seriousViolations(page)).toEqual([]);
  await signIn(page, agency);
  await expect(page.getByRole('heading', { name: `Welcome, Agency ${agency.accountId}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});
