/**
 * Issue 19, "Done when": a correction in the review screen teaches the supplier's profile, the
 * supplier's next invoice goes through untouched with the corrected pattern, and the profile
 * is listed on the supplier profiles screen and reset there.
 *
 * The invoices (domain/src/suppliers/testing/order-reference-pdf.ts) quote the customer's
 * order as a bare "Nº" besides the invoice number: on the first the engine takes the order for
 * the number; on the second it reads the number right but unsure, and without a profile it
 * would stop for review too (domain/src/suppliers/supplier-labels.test.ts checks both readings
 * with the engine alone).
 */
import { expect, type Page, test } from '@playwright/test';
import { ORDER_REFERENCE_CUSTOMER, ORDER_REFERENCE_SUPPLIER, orderReferencePdf } from '../../domain/src/suppliers/testing/order-reference-pdf.ts';
import { CALLABLE_TIMEOUT, db, saveAndSee, seriousViolations } from './invoices-support.ts';
import { freshAgency } from './support/agency.ts';
import { signIn } from './support/uploads.ts';

const COMPANY = { id: 'talleres', name: ORDER_REFERENCE_CUSTOMER.name, taxId: ORDER_REFERENCE_CUSTOMER.taxId, status: 'active' } as const;

/** Uploads one generated invoice from the upload screen and waits until the pipeline recorded it. */
async function upload(page: Page, accountId: string, name: string, pdf: Uint8Array, outcome: 'Processed' | 'Processed, has errors') {
  await page.goto(`/upload?company=${COMPANY.id}`);
  await page.getByTestId('invoice-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  const file = page.getByRole('article').locator('.upload-file', { hasText: name });
  await expect(file).toContainText(outcome, { timeout: 180_000 });
  if (outcome === 'Processed') await expect(file).not.toContainText('has errors');
  const recorded = await db.collection(`accounts/${accountId}/invoices`).where('fileName', '==', name).get();
  expect(recorded.docs).toHaveLength(1);
  return recorded.docs[0]!;
}

test('a corrected number teaches the supplier profile, the next invoice goes through, and the profile is reset', async ({ page }) => {
  test.setTimeout(420_000);
  const agency = await freshAgency([COMPANY]);
  const profileDoc = db.doc(`accounts/${agency.accountId}/supplierProfiles/${ORDER_REFERENCE_SUPPLIER.taxId}`);
  await signIn(page, agency);

  // First invoice: the engine takes the quoted order for the invoice number and stops it.
  const first = await upload(page, agency.accountId, 'levante-0137.pdf', await orderReferencePdf({ number: 'FV-2025/0137', date: '07/03/2025', order: '4500123', orderFirst: true }), 'Processed, has errors');
  expect(first.get('number')).toBe('4500123');
  expect(first.get('status')).toBe('has-errors');
  expect((await profileDoc.get()).exists).toBe(false);

  await page.goto(`/invoices/${COMPANY.id}/${first.id}`);
  const form = page.getByRole('form', { name: 'Invoice data' });
  await expect(page.getByRole('heading', { name: 'Invoice 4500123' })).toBeVisible({ timeout: CALLABLE_TIMEOUT });
  await form.getByLabel('Invoice number', { exact: true }).fill('FV-2025/0137');
  await saveAndSee(page, () => form.getByRole('button', { name: 'Save' }).click());
  await expect(page.getByRole('heading', { name: 'Invoice FV-2025/0137' })).toBeVisible();
  // The correction taught the profile at once, with the corrected pattern.
  const taught = (await profileDoc.get()).data()!;
  expect(taught).toMatchObject({ invoices: 1, corrections: 1, numberShapes: [{ documentType: 'invoice', shape: 'FV-#/#', count: 1 }] });

  // Second invoice of the supplier: read with the profile, it goes through untouched.
  const second = await upload(page, agency.accountId, 'levante-0142.pdf', await orderReferencePdf({ number: 'FV-2025/0142', date: '14/03/2025', order: '4500124' }), 'Processed');
  expect(second.data()).toMatchObject({ number: 'FV-2025/0142', status: 'successful', corrections: [] });
  expect(second.get('issues').filter((issue: { severity: string }) => issue.severity === 'error')).toEqual([]);
  await expect.poll(async () => (await profileDoc.get()).get('invoices'), { timeout: 30_000 }).toBe(2);

  // The supplier profiles screen lists what was learned.
  await page.getByRole('navigation').getByRole('link', { name: 'Supplier profiles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supplier profiles' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ORDER_REFERENCE_SUPPLIER.name }) });
  await expect(card).toContainText(`Tax ID ${ORDER_REFERENCE_SUPPLIER.taxId}`);
  await expect(card).toContainText('2 invoices, 1 corrected');
  await expect(card).toContainText('FV-#/# on invoices (8 digits, seen 2 times)');
  await expect(card).toContainText('21 % (2 times)');
  await expect(card.getByRole('row', { name: /^Date/ })).toContainText('“Fecha” (2 times)');
  await expect(card.getByRole('row', { name: /^Total/ })).toContainText('“TOTAL FACTURA” (2 times)');
  await expect(card.getByRole('row', { name: /^Total/ })).toContainText('page 1, middle right (2 times)');
  expect(await seriousViolations(page)).toEqual([]);

  // The search filters by name or tax id.
  const search = page.getByLabel('Search by name or tax ID');
  await search.fill('zzz');
  await expect(page.getByText('No supplier matches your search.')).toBeVisible();
  await search.fill('b-64717838');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Reset the profile of ${ORDER_REFERENCE_SUPPLIER.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reset the profile of ${ORDER_REFERENCE_SUPPLIER.name}?` });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Reset profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The profile of ${ORDER_REFERENCE_SUPPLIER.name} was reset.` })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No supplier profiles yet.', { exact: false })).toBeVisible();
  expect((await profileDoc.get()).exists).toBe(false);
});
