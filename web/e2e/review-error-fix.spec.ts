/**
 * The error-fix flow, keyboard only: open the first invoice with errors of an upload from its
 * report, fix it without the mouse, watch the company's counters move, save and land
 * on the next invoice with errors, until none is left.
 */
import { expect, test } from '@playwright/test';
import { agencyWithInvoices, COMPANY, companyStats, fixture, saveAndSee, seriousViolations, signIn } from './invoices-support.ts';

test('from a report, fix its invoices with errors with the keyboard, one after the other', async ({ page }) => {
  // Each save waits for a callable, which a busy emulator may have to start first.
  test.setTimeout(180_000);
  const agency = await agencyWithInvoices([
    {
      company: COMPANY,
      invoices: [
        // The supplier CIF fails its checksum.
        { pdf: fixture('F-2025-006.pdf'), data: { number: 'A-101', supplierTaxId: 'B64717839' } },
        // Already right: the flow skips it.
        { pdf: fixture('F-2025-004.pdf'), data: { number: 'A-102' } },
        // The cuota is not 21 % of the base, so the lines do not add up to the total either.
        {
          pdf: fixture('F-2024-011.pdf'),
          data: { number: 'A-103', vatLines: [{ rate: 21, base: 100, cuota: 12, recargoRate: 0, recargo: 0 }] },
        },
      ],
    },
  ]);
  const { batchId, invoiceIds } = agency.batches[0]!;
  expect(await companyStats(agency.accountId, COMPANY.id)).toMatchObject({ withErrors: 2, accurate: 1, corrected: 0 });

  await signIn(page, agency, '/reports');
  await page.locator(`tr[data-batch-id="${batchId}"]`).getByRole('button', { name: 'Fix errors' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${batchId}/(${invoiceIds[0]}|${invoiceIds[2]})$`));
  await expect(page.getByText('2 invoices with errors left')).toBeVisible();
  await expect(page.getByText('Ctrl + Enter', { exact: true })).toBeVisible();
  await expect(page.getByTestId('counter-withErrors')).toContainText('2');

  // Whichever comes first, the cursor starts in the field to fix and the keyboard does the rest.
  for (const left of [1, 0]) {
    const heading = page.getByRole('heading', { name: /^Invoice A-10[13]$/ });
    await expect(heading).toBeVisible();
    if ((await heading.textContent()) === 'Invoice A-101') {
      await expect(page.getByLabel('Supplier CIF')).toBeFocused();
      await expect(page.getByText("The tax ID's check digit is wrong.").first()).toBeVisible();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('B64717838');
    } else {
      await expect(page.getByLabel('Cuota, line 1')).toBeFocused();
      await expect(page.getByText('✗ Expected cuota 21.00, recargo 0.00')).toBeVisible();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('21');
      await expect(page.getByText('✓ Adds up')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
    await expect(page.locator('.live-check-status')).toContainText('Successful');
    const fixed = await heading.textContent();
    // Saved, counted at once, and on to the next invoice with errors (A-102 has none).
    await saveAndSee(page, () => page.keyboard.press('Control+Enter'));
    await expect(page.getByText(`${left} invoice${left === 1 ? '' : 's'} with errors left`)).toBeVisible();
    await expect(page.getByTestId('counter-withErrors')).toContainText(String(left));
    await expect(page.getByTestId('counter-corrected')).toContainText(String(2 - left));
    if (left > 0) await expect(page.getByRole('heading', { name: /^Invoice A-10[13]$/ })).not.toHaveText(fixed!);
  }

  await expect(page.getByText('All errors fixed.')).toBeVisible();
  expect(await companyStats(agency.accountId, COMPANY.id)).toMatchObject({ withErrors: 0, accurate: 3, corrected: 2 });
  await page.getByRole('button', { name: 'Back to reports' }).first().click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('walks every invoice of an upload with Alt+N and Alt+P', async ({ page }) => {
  const agency = await agencyWithInvoices([
    {
      company: COMPANY,
      invoices: [
        { pdf: fixture('F-2025-006.pdf'), data: { number: 'B-1' } },
        { pdf: fixture('F-2025-004.pdf'), data: { number: 'B-2', supplierTaxId: null } },
      ],
    },
  ]);
  const { batchId } = agency.batches[0]!;
  await signIn(page, agency, `/reports/all/${batchId}/first`);
  await expect(page.getByRole('heading', { name: 'Invoice B-1' })).toBeVisible();
  await expect(page.getByText('1 of 2')).toBeVisible();
  const form = page.getByRole('form', { name: 'Invoice data' });
  await expect(form.getByRole('button', { name: 'Save and next' })).toBeVisible();
  await page.keyboard.press('Alt+n');
  await expect(page.getByRole('heading', { name: 'Invoice B-2' })).toBeVisible();
  await expect(page.getByLabel('Supplier CIF')).toBeFocused();
  // The last invoice of the upload: saving stays here, and the button says so.
  await expect(form.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save and next' })).toBeHidden();
  await page.keyboard.press('Alt+p');
  await expect(page.getByRole('heading', { name: 'Invoice B-1' })).toBeVisible();
});

test('says so when a company has no invoice with errors', async ({ page }) => {
  const agency = await agencyWithInvoices([{ company: COMPANY, invoices: [{ pdf: fixture('F-2025-006.pdf') }] }]);
  await signIn(page, agency, `/reports/company/${COMPANY.id}/first`);
  await expect(page.getByText('All errors fixed.')).toBeVisible();
  await expect(page.getByText('0 invoices with errors left')).toBeVisible();
});
