/**
 * The business analysis of a bank session (issue 15) in the browser: a session with this year's
 * and last year's Norma 43, a diary and an invoice register, processed on the emulators; the
 * Analysis tab shows the year's figures as the statement has them, a month's figure opens its
 * bank lines and one of them opens in the review; the XLSX downloaded is read back (its cash
 * flow totals are the statement's) and the PDF in Spanish is a PDF. A custom date range shows
 * January's figures and its report prints the range; a range after the statement says so.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { bankPack } from '../../scripts/lib/bank-seed.ts';
import { freshAgency } from './support/agency.ts';
import { ATLANTICA, seriousViolations, signIn } from './support/uploads.ts';

const pack = bankPack({ year: 2026, owner: 'ATLANTICA DISTRIBUCIONES' });
const file = (name: string, content: string, mimeType = 'text/plain') => ({ name, mimeType, buffer: Buffer.from(content, 'latin1') });
const sum = (cents: number[]) => cents.reduce((s, c) => s + c, 0);
const cashIn = sum(pack.movements.filter((m) => m.amountCents > 0).map((m) => m.amountCents));
const cashOut = -sum(pack.movements.filter((m) => m.amountCents < 0).map((m) => m.amountCents));
const euros = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

test('bank analysis: figures of the year, a figure followed to its lines, the report as XLSX and PDF', async ({ page }) => {
  test.setTimeout(240_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await page.goto('/banking/add');
  await page.getByLabel('Company', { exact: true }).selectOption({ label: ATLANTICA.name });
  await page.getByTestId('bank-slot-statement').setInputFiles(file('extracto.n43', pack.statement));
  await page.getByTestId('bank-slot-lastYear').setInputFiles(file('extracto-anterior.n43', pack.lastYear));
  await page.getByTestId('bank-slot-diary').setInputFiles(file('diario.csv', pack.diary, 'text/csv'));
  await page.getByTestId('bank-slot-invoices').setInputFiles(file('facturas.csv', pack.invoices, 'text/csv'));
  await page.getByRole('button', { name: 'Start reconciliation' }).click();
  await expect(page.getByTestId('estado')).toBeVisible({ timeout: 150_000 });

  await page.getByTestId('analysis-tab').click();
  await expect(page.getByTestId('analysis-in')).toHaveText(euros(cashIn));
  await expect(page.getByTestId('analysis-out')).toHaveText(euros(cashOut));
  await expect(page.getByTestId('analysis-net')).toHaveText(euros(cashIn - cashOut));
  await expect(page.getByTestId('analysis-fees-total')).toHaveText(euros(350));
  expect(await seriousViolations(page)).toEqual([]);

  // January's movements behind its figure, and one of them in the review.
  const january = pack.movements.filter((m) => m.date.slice(5, 7) === '01');
  await page.getByTestId('analysis-cash').getByRole('row').filter({ hasText: 'Jan' }).getByRole('button').click();
  const source = page.getByTestId('analysis-source');
  await expect(source.getByRole('row')).toHaveCount(january.length + 1);
  await source.getByRole('button', { name: january[1]!.concept }).click();
  const selected = page.getByTestId('bank-review').locator('[aria-selected="true"]');
  await expect(selected).toContainText(january[1]!.concept);

  // The client's report: the XLSX read back, the PDF in Spanish.
  await page.getByTestId('analysis-tab').click();
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^analysis-.*-2026\.xlsx$/);
  const sheets = await readXlsxFile(readFileSync((await xlsx.path())!));
  expect(sheets.map((s) => s.sheet)).toContain('Cash flow');
  const total = sheets.find((s) => s.sheet === 'Cash flow')!.data.find((row) => row[0] === 'Total')!;
  expect([Number(total[1]), Number(total[2]), Number(total[3])]).toEqual([cashIn / 100, cashOut / 100, (cashIn - cashOut) / 100]);
  const summary = sheets.find((s) => s.sheet === 'Summary')!.data;
  expect(summary.find((row) => row[0] === 'Company')?.[1]).toBe(ATLANTICA.name);

  await page.getByTestId('report-language').selectOption('es');
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-pdf').click()]);
  expect(pdf.suggestedFilename()).toMatch(/^analisis-.*-2026\.pdf$/);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(5_000);

  // January only: the figures of its movements, and the report of the range.
  const range = page.getByTestId('analysis-range');
  await page.getByTestId('analysis-range-preset').selectOption('custom');
  await range.getByLabel('From', { exact: true }).fill('2026-01-01');
  await range.getByLabel('To', { exact: true }).fill('2026-01-31');
  await expect(page.getByTestId('analysis')).toHaveAttribute('data-range', '2026-01-01_2026-01-31');
  const janIn = sum(january.filter((m) => m.amountCents > 0).map((m) => m.amountCents));
  const janOut = -sum(january.filter((m) => m.amountCents < 0).map((m) => m.amountCents));
  await expect(page.getByTestId('analysis-in')).toHaveText(euros(janIn));
  await expect(page.getByTestId('analysis-out')).toHaveText(euros(janOut));
  await expect(page.getByTestId('analysis-cash').getByRole('row').filter({ hasText: 'Feb' })).toHaveCount(0);
  await page.getByTestId('report-language').selectOption('en');
  const [ranged] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-xlsx').click()]);
  expect(ranged.suggestedFilename()).toMatch(/^analysis-.*-2026-01-01_2026-01-31\.xlsx$/);
  const rangedSheets = await readXlsxFile(readFileSync((await ranged.path())!));
  expect(rangedSheets.find((s) => s.sheet === 'Summary')!.data.find((row) => row[0] === 'Period analysed')?.[1]).toBe('2026-01-01 – 2026-01-31');
  const rangedTotal = rangedSheets.find((s) => s.sheet === 'Cash flow')!.data.find((row) => row[0] === 'Total')!;
  expect([Number(rangedTotal[1]), Number(rangedTotal[2])]).toEqual([janIn / 100, janOut / 100]);

  // A range the statement (January and February 2026) does not reach.
  await page.getByTestId('analysis-range-preset').selectOption('last-month');
  await expect(page.getByTestId('analysis-range-outside')).toBeVisible();
  await expect(page.getByTestId('analysis-in')).toHaveText(euros(0));
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('analysis-range-preset').selectOption('whole');
  await expect(page.getByTestId('analysis-in')).toHaveText(euros(cashIn));
});
