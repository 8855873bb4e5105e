/**
 * The PDF viewer on the invoice screen: zoom steps and fit width, continuous and single-page
 * modes, full screen, keyboard shortcuts, rendering only near the visible pages, the field
 * highlight, the password prompt and the load error.
 */
import { expect, test, type Page } from '@playwright/test';
import { getStorage } from 'firebase-admin/storage';
import { agencyWithInvoices, COMPANY, db, e2eFixture, fixture, seriousViolations, signIn } from './invoices-support.ts';
import { app } from './support/agency.ts';

const viewer = (page: Page) => page.getByRole('region', { name: /^PDF of invoice/ });
const renderedPages = (page: Page) =>
  page.locator('.pdf-page-slot').evaluateAll((slots) => slots.filter((slot) => slot.querySelector('canvas')).map((slot) => Number((slot as HTMLElement).dataset.page)));

test('zooms in 31 steps, fits the width, switches modes and full screen, and renders near the view only', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: e2eFixture('eight-pages.pdf'), data: { number: 'V-8' } }] }]);
  const invoiceId = agency.batches[0]!.invoiceIds[0]!;
  await signIn(page, agency, `/invoices/all/${invoiceId}`);
  const zoom = page.getByRole('combobox', { name: 'Zoom' });
  await expect(page.getByText('of 8')).toBeVisible();
  await expect(zoom.locator('option')).toHaveCount(32);
  await expect(zoom).toHaveValue('fit-width');
  await expect(page.locator('.pdf-page-slot[data-page="1"] canvas')).toBeVisible();

  // Three pages beyond the visible ones are rendered, the rest only hold their place.
  expect(await renderedPages(page)).not.toContain(8);
  expect((await renderedPages(page)).length).toBeLessThan(8);
  await expect(page.locator('.pdf-page-slot')).toHaveCount(8);

  // Keyboard: focus the document, then 0 (100 %), + and - step through the list.
  await viewer(page).focus();
  await page.keyboard.press('0');
  await expect(zoom.locator('option:checked')).toHaveText('100%');
  const width100 = await page.locator('.pdf-page-slot[data-page="1"]').evaluate((slot) => slot.getBoundingClientRect().width);
  await page.keyboard.press('+');
  await expect(zoom.locator('option:checked')).toHaveText('110%');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(zoom.locator('option:checked')).toHaveText('90%');
  await zoom.selectOption({ label: '1000%' });
  await expect
    .poll(async () => (await page.locator('.pdf-page-slot[data-page="1"]').evaluate((slot) => slot.getBoundingClientRect().width)) / width100)
    .toBeCloseTo(10, 1);
  await expect(page.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  await zoom.selectOption({ label: '10%' });
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect(zoom).toHaveValue('fit-width');

  // Last page: its canvas appears when it comes near the view.
  await viewer(page).focus();
  await page.keyboard.press('End');
  await expect(page.locator('.pdf-page-slot[data-page="8"] canvas')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Page' })).toHaveValue('8');
  expect(await renderedPages(page)).not.toContain(1);

  // Single page mode shows one page; N and P turn pages.
  await page.getByRole('button', { name: 'Single page' }).click();
  await expect(page.locator('.pdf-page-slot')).toHaveCount(1);
  await expect(page.locator('.pdf-page-slot')).toHaveAttribute('data-page', '8');
  await viewer(page).focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('n');
  await expect(page.locator('.pdf-page-slot')).toHaveAttribute('data-page', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.pdf-page-slot')).toHaveAttribute('data-page', '1');
  await page.keyboard.press('m');
  await expect(page.locator('.pdf-page-slot')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Continuous scroll' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.fullscreenElement?.classList.contains('pdf-viewer'))).toBe(true);
  await page.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

  await page.getByText('Shortcuts').click();
  await expect(page.getByText('Continuous or single page')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('highlights on the page where the chosen field was read', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: fixture('F-2025-006.pdf'), data: { number: 'H-1' } }] }]);
  const invoiceId = agency.batches[0]!.invoiceIds[0]!;
  await signIn(page, agency, `/invoices/all/${invoiceId}`);
  await expect(page.locator('.pdf-page-slot[data-page="1"] canvas')).toBeVisible();
  await expect(page.getByTestId('pdf-highlight')).toHaveCount(0);

  await page.getByLabel('Invoice number').click();
  const highlight = page.getByTestId('pdf-highlight');
  await expect(highlight).toHaveCount(1);
  const [box, slot] = await Promise.all([highlight.boundingBox(), page.locator('.pdf-page-slot[data-page="1"]').boundingBox()]);
  // The seeded source of the number is [0.12, 0.1, 0.22, 0.12] of the page.
  expect((box!.x - slot!.x) / slot!.width).toBeCloseTo(0.12, 1);
  expect((box!.y - slot!.y) / slot!.height).toBeCloseTo(0.1, 1);

  // Another field moves the highlight (and scrolls it into view).
  await page.getByLabel('Total', { exact: true }).click();
  await expect(highlight).toHaveCount(1);
  await expect
    .poll(async () => {
      const [moved, page1] = await Promise.all([highlight.boundingBox(), page.locator('.pdf-page-slot[data-page="1"]').boundingBox()]);
      return (moved!.y - page1!.y) / page1!.height;
    })
    .toBeCloseTo(0.37, 1);
});

test('asks for the password of a protected PDF, and again when it is wrong', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: e2eFixture('protected-invoice.pdf'), data: { number: 'P-1' } }] }]);
  const invoiceId = agency.batches[0]!.invoiceIds[0]!;
  await signIn(page, agency, `/invoices/all/${invoiceId}`);
  await expect(page.getByText('This document is protected. Enter its password to open it.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong password. Please try again.' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('factoria-secreta');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.pdf-page-slot[data-page="1"] canvas')).toBeVisible();
});

test('says "Cannot load document" with the reason for a file that is not a PDF', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: fixture('F-2025-006.pdf'), data: { number: 'X-1' } }] }]);
  const invoiceId = agency.batches[0]!.invoiceIds[0]!;
  const { storagePath } = (await db.doc(`accounts/${agency.accountId}/invoices/${invoiceId}`).get()).data() as { storagePath: string };
  await getStorage(app).bucket().file(storagePath).save(Buffer.from('this is not a PDF at all'), { contentType: 'application/pdf' });

  await signIn(page, agency, `/invoices/all/${invoiceId}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Cannot load document' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/Invalid PDF/i);
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
});
