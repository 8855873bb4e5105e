/** The invoices list: filters (company, status, dates), search, and opening an invoice from it. */
import { expect, test } from '@playwright/test';
import { createUser } from '../../scripts/lib/agency-builder.ts';
import { agencyWithInvoices, COMPANY, fixture, OTHER_COMPANY, seriousViolations, signIn } from './invoices-support.ts';
import { app } from './support/agency.ts';

const DAY = 86_400_000;

test('filters the invoices by company, status, upload date and text, and walks the filtered list', async ({ page }) => {
  const pdf = fixture('F-2025-006.pdf');
  const agency = await agencyWithInvoices([
    {
      company: COMPANY,
      invoices: [
        { pdf, data: { number: 'N-1', supplierName: 'Panadería Artesana SL' } },
        { pdf, data: { number: 'N-2', supplierTaxId: 'B64717839' } },
        { pdf, data: { number: 'N-OLD' }, createdAt: Date.now() - 45 * DAY },
      ],
    },
    { company: OTHER_COMPANY, invoices: [{ pdf, data: { number: 'S-1', total: 99 } }] },
  ]);

  await signIn(page, agency, '/invoices');
  const main = page.getByRole('main');
  const rows = page.getByRole('table', { name: 'Invoices' }).getByRole('row');
  // The default range is the last 30 days: the old invoice is not in it.
  await expect(main.getByText('3 invoices')).toBeVisible();
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('row', { name: /S-1/ })).toContainText('Sur Talleres SL');

  await main.getByLabel('Status').selectOption('has-errors');
  await expect(main.getByText('2 invoices')).toBeVisible();
  await expect(page.getByRole('row', { name: /N-2/ })).toContainText('Has errors');
  await expect(page).toHaveURL(/status=has-errors/);

  await main.getByLabel('Company').selectOption(COMPANY.id);
  await expect(main.getByText('1 invoice', { exact: true })).toBeVisible();
  await main.getByLabel('Status').selectOption('');
  await main.getByLabel('Uploaded').selectOption('today');
  await expect(main.getByText('2 invoices')).toBeVisible();
  await main.getByLabel('Uploaded').selectOption('custom');
  await main.getByLabel('From').fill(new Date(Date.now() - 60 * DAY).toISOString().slice(0, 10));
  await main.getByLabel('To').fill(new Date(Date.now() + DAY).toISOString().slice(0, 10));
  await expect(main.getByText('3 invoices')).toBeVisible();

  await main.getByLabel('Search').fill('panaderia');
  await expect(main.getByText('1 invoice', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/q=panaderia/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'N-1' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/${COMPANY.id}/`));
  await expect(page.getByRole('heading', { name: 'Invoice N-1' })).toBeVisible();
  // Only one invoice matches the search the list had: nothing before or after it.
  // The list's own buttons, not the PDF viewer's "Next page" once the document has drawn.
  const listNavigation = page.getByRole('navigation', { name: 'Invoices in this list' });
  await expect(listNavigation.getByRole('button', { name: /Next/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(main.getByLabel('Search')).toHaveValue('panaderia');
});

test('opens an invoice of the whole agency and steps to the next one', async ({ page }) => {
  const pdf = fixture('F-2025-004.pdf');
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf, data: { number: 'W-1' } }, { pdf, data: { number: 'W-2' } }] }]);
  await signIn(page, agency, '/invoices');
  // Newest first: W-2 was uploaded after W-1.
  await page.getByRole('link', { name: 'W-2' }).click();
  await expect(page).toHaveURL(/\/invoices\/all\//);
  await expect(page.getByText('1 of 2')).toBeVisible();
  await page.getByRole('navigation', { name: 'Invoices in this list' }).getByRole('button', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { name: 'Invoice W-1' })).toBeVisible();
});

test("a client company's user sees its company's invoices only, and reads them without editing", async ({ page }) => {
  const pdf = fixture('F-2025-004.pdf');
  const agency = await agencyWithInvoices([
    { company: COMPANY, invoices: [{ pdf, data: { number: 'MINE-1' } }] },
    { company: OTHER_COMPANY, invoices: [{ pdf, data: { number: 'THEIRS-1' } }] },
  ]);
  const client = { ...agency, email: `client-${agency.email}`, password: 'client-password' };
  await createUser(app, { email: client.email, password: client.password, username: 'Cliente Norte' }, { accountId: agency.accountId, role: 'client', companyId: COMPANY.id });

  await signIn(page, client, '/invoices');
  const main = page.getByRole('main');
  await expect(main.getByText('1 invoice', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'THEIRS-1' })).toHaveCount(0);
  await expect(main.getByLabel('Company')).toHaveCount(0);
  await main.getByRole('link', { name: 'MINE-1' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice MINE-1' })).toBeVisible();
  await expect(page.getByLabel('Invoice number')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete invoice' })).toHaveCount(0);
});

test('in Spanish the list writes dates and amounts the Spanish way', async ({ page }) => {
  const agency = await agencyWithInvoices([
    { company: COMPANY, invoices: [{ pdf: fixture('F-2025-006.pdf'), data: { number: 'ES-1', date: '2025-07-17', total: 1234.56, currency: 'EUR' } }] },
  ]);
  await signIn(page, agency, '/invoices');
  await page.evaluate(() => localStorage.setItem('factoria.language', 'es'));
  await page.reload();
  const row = page.getByRole('table', { name: 'Facturas' }).getByRole('row', { name: /ES-1/ });
  // es: 17/07/2025 and 1.234,56 €, never the ISO date or an ungrouped 1234,56.
  await expect(row).toContainText('17/07/2025');
  await expect(row).toContainText(/1\.234,56\s€/);
  await expect(row).not.toContainText('2025-07-17');
});
