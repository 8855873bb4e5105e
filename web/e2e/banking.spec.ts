/**
 * Bank statement sessions in the browser: a Norma 43 statement, a diary and an invoice register
 * for the demo-like active company, processed live with the completion notice; the review
 * (accept a suggestion, force-match a line, undo it, split a payment over an invoice and undo it)
 * moving the estado de conciliación; the spec's file rule on a .pdf or .xls; a malformed Norma 43
 * failing clearly with no line saved.
 */
import { expect, test, type Page } from '@playwright/test';
import { bankPack } from '../../scripts/lib/bank-seed.ts';
import { freshAgency } from './support/agency.ts';
import { ATLANTICA, db, seriousViolations, signIn } from './support/uploads.ts';

const pack = bankPack({ year: 2026, owner: 'ATLANTICA DISTRIBUCIONES' });
const file = (name: string, content: string, mimeType = 'text/plain') => ({ name, mimeType, buffer: Buffer.from(content, 'latin1') });

async function chooseCompany(page: Page) {
  await page.goto('/banking/add');
  await page.getByLabel('Company', { exact: true }).selectOption({ label: ATLANTICA.name });
}

test('bank statements: adds a session, follows it to done, and reviews it with the estado de conciliación moving', async ({ page }) => {
  test.setTimeout(240_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await page.getByRole('link', { name: 'Bank statements' }).click();
  await page.getByRole('link', { name: 'New session' }).click();
  await page.getByLabel('Company', { exact: true }).selectOption({ label: ATLANTICA.name });
  await page.getByTestId('bank-slot-statement').setInputFiles(file('extracto.n43', pack.statement));
  await page.getByTestId('bank-slot-diary').setInputFiles(file('diario.csv', pack.diary, 'text/csv'));
  await page.getByTestId('bank-slot-invoices').setInputFiles(file('facturas.csv', pack.invoices, 'text/csv'));
  await page.getByRole('button', { name: 'Start reconciliation' }).click();

  await expect(page).toHaveURL(/\/banking\/view\/[A-Za-z0-9]+$/, { timeout: 30_000 });
  // Progress shows until the task is done (it may already be), then the notice appears wherever the user is.
  await expect(page.getByTestId('bank-progress').or(page.getByTestId('estado'))).toBeVisible();
  await expect(page.getByTestId('estado')).toBeVisible({ timeout: 120_000 });
  const notice = page.getByTestId('bank-notice');
  await expect(notice).toContainText(`The bank session of ${ATLANTICA.name} is ready.`);
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  const suggestedCount = page.getByTestId('count-suggested');
  const matchedCount = page.getByTestId('count-matched');
  const suggestedBefore = Number(await suggestedCount.textContent());
  expect(suggestedBefore).toBeGreaterThan(0);

  // Keyboard first: the suggested tab, the first line, A accepts its best suggestion.
  await page.getByRole('tab', { name: /^Suggested/ }).click();
  const review = page.getByTestId('bank-review');
  await review.getByRole('row').nth(1).click();
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  await review.press('a');
  await expect(suggestedCount).toHaveText(String(suggestedBefore - 1));
  await expect(matchedCount).toHaveText('1');
  await page.getByRole('tab', { name: /^All/ }).click();

  // Force-match the bank fee line to a pending invoice found by searching, then undo it.
  const unmatchedCount = page.getByTestId('count-unmatched');
  const unmatchedBefore = Number(await unmatchedCount.textContent());
  const pendingBefore = await page.getByTestId('invoices-pending').textContent();
  await review.getByRole('row').filter({ hasText: 'COMISION MANTENIMIENTO' }).click();
  await page.getByRole('button', { name: 'Match by hand…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search invoices and diary lines').fill('2026-0001');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(unmatchedCount).toHaveText(String(unmatchedBefore - 1));
  await expect(matchedCount).toHaveText('2');
  await expect(page.getByTestId('invoices-pending')).not.toHaveText(pendingBefore ?? '');
  await expect(page.locator('.bank-history')).toContainText('Matched by hand by E2E Owner');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(unmatchedCount).toHaveText(String(unmatchedBefore));
  await expect(matchedCount).toHaveText('1');
  await expect(page.getByTestId('invoices-pending')).toHaveText(pendingBefore ?? '');
  await expect(page.locator('.bank-history')).toContainText('(undone)');

  // Split the card payment: 200.00 of it pays part of an invoice of 242.00; 42.00 stays open on
  // the invoice and 42.00 of the movement unallocated, both shown; then undo.
  await review.getByRole('row').filter({ hasText: 'PAGO CON TARJETA' }).click();
  await review.press('s');
  const split = page.getByRole('dialog');
  await split.getByLabel('Search open invoices').fill('T-555');
  await split.getByRole('button', { name: 'Add', exact: true }).first().click();
  await expect(split.getByTestId('bank-split-residual')).toContainText('left of the movement: €0.00');
  await split.getByLabel('Amount paid to T-555').fill('200');
  await expect(split.getByTestId('bank-split-residual')).toHaveText('Allocated €200.00; left of the movement: €42.00');
  await split.getByRole('button', { name: 'Split', exact: true }).click();
  await expect(matchedCount).toHaveText('2');
  const splitMatch = page.locator('.bank-match[data-state="forced"]');
  await expect(splitMatch).toContainText('pays €200.00, €42.00 left open');
  await expect(splitMatch.getByTestId('bank-split-unallocated')).toHaveText('€42.00 of the movement not allocated');
  await expect(page.locator('.bank-history')).toContainText('Split over invoices by E2E Owner');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(matchedCount).toHaveText('1');

  await page.getByRole('link', { name: 'All sessions' }).click();
  const row = page.getByRole('row').filter({ hasText: ATLANTICA.name });
  await expect(row).toContainText('Done');
  await expect(row).toContainText('caixabank');
});

test('bank statements: refuses a .pdf or an .xls in a slot with the spec message', async ({ page }) => {
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await chooseCompany(page);
  await page.getByTestId('bank-slot-diary').setInputFiles(file('diario.pdf', '%PDF-1.4', 'application/pdf'));
  await expect(page.getByRole('region', { name: 'Diary (libro diario)' }).getByRole('alert')).toHaveText('Bank files must be .xlsx or .csv.');
  await page.getByTestId('bank-slot-statement').setInputFiles(file('extracto.xls', 'old', 'application/vnd.ms-excel'));
  await expect(page.getByRole('region', { name: "This year's bank statement" }).getByRole('alert')).toContainText('Bank files must be .xlsx or .csv');
  await expect(page.getByRole('button', { name: 'Start reconciliation' })).toBeDisabled();
  const sessions = await db.collection(`accounts/${agency.accountId}/bankSessions`).get();
  expect(sessions.size).toBe(0);
});

test('bank statements: a malformed Norma 43 fails with a clear reason and saves no line', async ({ page }) => {
  test.setTimeout(180_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await chooseCompany(page);
  // One movement's amount changed: its 33 totals record no longer adds up.
  const broken = pack.statement.replace(/^22(.{26})\d{14}/m, (_, keep: string) => `22${keep}00000000099999`);
  await page.getByTestId('bank-slot-statement').setInputFiles(file('roto.n43', broken));
  await page.getByRole('button', { name: 'Start reconciliation' }).click();
  const failure = page.getByTestId('bank-failure');
  await expect(failure).toContainText('The session could not be reconciled', { timeout: 120_000 });
  await expect(failure).toContainText("File: This year's bank statement");
  await expect(failure).toContainText(/Norma 43|balance|totals/);
  await expect(page.getByTestId('bank-notice')).toContainText('failed');
  const sessionId = page.url().split('/').at(-1)!;
  const lines = await db.collection(`accounts/${agency.accountId}/bankSessions/${sessionId}/lines`).get();
  expect(lines.size).toBe(0);
});
