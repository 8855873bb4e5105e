/**
 * Editing an invoice: the spec's required-field messages, the VAT table with its live check,
 * saving ("Invoice updated") with the correction in the history, the note to the administrator
 * ("Note sent") and deleting ("Invoice deleted") to the storage trash.
 */
import { expect, test } from '@playwright/test';
import { agencyWithInvoices, CALLABLE_TIMEOUT, COMPANY, companyStats, db, fixture, saveAndSee, seriousViolations, signIn } from './invoices-support.ts';

test('validates, checks the arithmetic live, saves a correction and records it', async ({ page }) => {
  // Each save waits for a callable, which a busy emulator may have to start first.
  test.setTimeout(180_000);
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: fixture('F-2024-004.pdf'), data: { number: 'E-1' } }] }]);
  const invoiceId = agency.batches[0]!.invoiceIds[0]!;
  await signIn(page, agency, `/invoices/all/${invoiceId}`);
  const form = page.getByRole('form', { name: 'Invoice data' });
  await expect(page.getByRole('heading', { name: 'Invoice E-1' })).toBeVisible();
  await expect(form.locator('.live-check-status')).toContainText('Successful');

  for (const label of ['Invoice number', 'Date', 'Supplier CIF', 'Total']) await form.getByLabel(label, { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  for (const message of ['Invoice Number is required', 'Date is required', 'CIF is required', 'Total is required']) {
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }

  await form.getByLabel('Invoice number', { exact: true }).fill('E-1B');
  await form.getByLabel('Date', { exact: true }).fill('2025-03-08');
  await form.getByLabel('Supplier CIF', { exact: true }).fill('b64717838');
  // A second VAT line at 10 %: the check shows what its cuota must be and what the total is.
  await form.getByRole('button', { name: 'Add a VAT line' }).click();
  await form.getByLabel('Type %, line 2').fill('10');
  await form.getByLabel('Base, line 2').fill('50,00');
  await form.getByLabel('Cuota, line 2').fill('4');
  await expect(form.getByText('✗ Expected cuota 5.00, recargo 0.00')).toBeVisible();
  await form.getByLabel('Cuota, line 2').fill('5');
  await form.getByLabel('IRPF / retención %').fill('15');
  await form.getByLabel('IRPF / retención amount').fill('15');
  await form.getByLabel('Total', { exact: true }).fill('1.000');
  await expect(form.getByText('The VAT lines do not add up to the total.').first()).toBeVisible();
  await expect(form.locator('.live-check')).toContainText('161.00');
  await form.getByLabel('Total', { exact: true }).fill('161,00');
  await expect(form.locator('.live-check')).toContainText('matches');
  expect(await seriousViolations(page)).toEqual([]);

  await saveAndSee(page, () => form.getByRole('button', { name: 'Save' }).click());
  await expect(page.getByRole('heading', { name: 'Invoice E-1B' })).toBeVisible();
  await page.getByText('History (1 correction)').click();
  await expect(page.getByText(/^You, /)).toBeVisible();
  await expect(page.getByText('number: E-1 → E-1B')).toBeVisible();

  const saved = (await db.doc(`accounts/${agency.accountId}/invoices/${invoiceId}`).get()).data()!;
  expect(saved).toMatchObject({ number: 'E-1B', supplierTaxId: 'B64717838', total: 161, irpf: { rate: 15, amount: 15 }, status: 'successful' });
  expect(saved.vatLines).toHaveLength(2);
  expect(saved.corrections).toHaveLength(1);
});

test('sends a note to the administrator and deletes the invoice to the trash', async ({ page }) => {
  // Each save waits for a callable, which a busy emulator may have to start first.
  test.setTimeout(180_000);
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: fixture('F-2025-006.pdf'), data: { number: 'D-1', supplierTaxId: 'B64717839' } }] }]);
  const invoiceId = agency.batches[0]!.invoiceIds[0]!;
  const before = await companyStats(agency.accountId, COMPANY.id);
  await signIn(page, agency, `/invoices/all/${invoiceId}`);
  await expect(page.getByRole('heading', { name: 'Invoice D-1' })).toBeVisible();

  await page.getByRole('button', { name: 'Note to the administrator' }).click();
  const noteDialog = page.getByRole('dialog', { name: 'Note about invoice D-1' });
  await noteDialog.getByLabel('What should the administrator look at?').fill('The scan cuts the last line of the VAT table.');
  expect(await seriousViolations(page)).toEqual([]);
  await noteDialog.getByRole('button', { name: 'Send note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note sent' })).toBeVisible({ timeout: CALLABLE_TIMEOUT });
  const notes = await db.collection(`accounts/${agency.accountId}/notes`).where('invoiceId', '==', invoiceId).get();
  expect(notes.docs.map((note) => note.get('text'))).toEqual(['The scan cuts the last line of the VAT table.']);

  await page.getByRole('button', { name: 'Delete invoice' }).click();
  await page.getByRole('dialog', { name: 'Delete invoice D-1?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invoice deleted' })).toBeVisible({ timeout: CALLABLE_TIMEOUT });
  await expect(page.getByText('It is in the storage trash, where it can be restored for 30 days.')).toBeVisible();
  expect((await db.doc(`accounts/${agency.accountId}/invoices/${invoiceId}`).get()).exists).toBe(false);
  expect((await db.doc(`accounts/${agency.accountId}/files/${invoiceId}`).get()).get('deletedAt')).toEqual(expect.any(Number));
  expect(await companyStats(agency.accountId, COMPANY.id)).toMatchObject({ processed: before.processed! - 1, withErrors: before.withErrors! - 1 });

  await page.getByRole('button', { name: 'Back to the list' }).click();
  await expect(page.getByText('No invoices yet. Choose a longer date range to see older ones.')).toBeVisible();
});

test('keeps unsaved changes across a reload and offers them back', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: fixture('F-2025-006.pdf'), data: { number: 'R-1' } }] }]);
  const invoiceId = agency.batches[0]!.invoiceIds[0]!;
  await signIn(page, agency, `/invoices/all/${invoiceId}`);
  const form = page.getByRole('form', { name: 'Invoice data' });
  await form.getByLabel('Supplier name').fill('Suministros Corregidos SL');
  // The draft is written shortly after typing stops.
  await page.waitForTimeout(1_000);
  await page.reload();
  await expect(page.getByText('You have unsaved changes to this invoice from your last visit.')).toBeVisible();
  await expect(form.getByLabel('Supplier name')).toHaveValue('Suministros Ejemplo SL');
  await page.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(form.getByLabel('Supplier name')).toHaveValue('Suministros Corregidos SL');
  await saveAndSee(page, () => form.getByRole('button', { name: 'Save' }).click());
  await page.reload();
  await expect(form.getByLabel('Supplier name')).toHaveValue('Suministros Corregidos SL');
  await expect(page.getByText('You have unsaved changes to this invoice from your last visit.')).toBeHidden();
});
