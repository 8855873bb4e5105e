import { expect, test } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { emptyCompanyStats } from '../../domain/src/records/company.schema.ts';
import { app } from './support/agency.ts';
import { agencyWithPlan, signIn } from './support/clients-session.ts';

const db = getFirestore(app);
const STATUSES = ['active', 'inactive', 'pending'] as const;

/** Hundreds of companies, written as the functions would, with varied counters. */
async function manyCompanies(accountId: string, count: number) {
  const batch = db.batch();
  for (let i = 0; i < count; i++) {
    const id = `c${String(i).padStart(4, '0')}`;
    batch.set(db.doc(`accounts/${accountId}/companies/${id}`), {
      name: `Empresa ${String(i).padStart(4, '0')} SL`,
      taxId: `X${String(i).padStart(7, '0')}A`,
      invoiceTypes: ['purchases'],
      equivalenceSurcharge: false,
      irpf: false,
      emailIntake: { enabled: false, address: null },
      appUser: { enabled: false, email: null },
      notes: '',
      status: STATUSES[i % 3],
      createdAt: 1_700_000_000_000 + i,
      stats: { ...emptyCompanyStats(), processed: (i * 37) % 500, savedSeconds: i * 60 },
    });
  }
  await batch.commit();
}

test.describe('clients list', () => {
  test('shows hundreds of companies virtualized, with search, status filter and sort', async ({ page }) => {
    const agency = await agencyWithPlan([], { maxCompanies: 1000, maxInvoicesPerMonth: 1000, extraSlots: 0 });
    await manyCompanies(agency.accountId, 300);
    await signIn(page, agency);

    const table = page.getByRole('table', { name: 'Client companies' });
    await expect(table).toHaveAttribute('aria-rowcount', '301');
    await expect(page.getByText('300 companies shown')).toBeVisible();
    // Only the rows in view (plus a small overscan) are in the page.
    expect(await table.getByRole('row').count()).toBeLessThan(60);
    await expect(table.getByRole('row').nth(1)).toContainText('Empresa 0000 SL');

    await page.getByLabel('Status').selectOption('inactive');
    await expect(page.getByText('100 companies shown')).toBeVisible();
    await expect(page).toHaveURL(/status=inactive/);
    await expect(table.getByRole('row').nth(1)).toContainText('Inactive');

    await page.getByLabel('Search by name or tax ID').fill('empresa 0250');
    await expect(page.getByText('1 company shown')).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Empresa 0250 SL');
    await page.getByLabel('Search by name or tax ID').fill('empresa 0251');
    await expect(page.getByText('No company matches the search or the filter.')).toBeVisible();

    await page.getByLabel('Search by name or tax ID').fill('');
    await page.getByLabel('Status').selectOption('all');
    await table.getByRole('button', { name: 'Processed' }).click();
    await expect(table.getByRole('columnheader', { name: 'Processed' })).toHaveAttribute('aria-sort', 'descending');
    // 499 = (i * 37) % 500 for i = 27 (and 527, out of range).
    await expect(table.getByRole('row').nth(1)).toContainText('Empresa 0027 SL');
    await expect(table.getByRole('row').nth(1)).toContainText('499');

    // The list scrolls to the far end and renders it.
    await page.locator('.clients-scroll').evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(table.getByRole('row', { name: /Empresa \d{4} SL/ }).last()).toHaveAttribute('aria-rowindex', '301');

    await page.locator('.clients-scroll').evaluate((element) => element.scrollTo(0, 0));
    await table.getByRole('link', { name: 'Empresa 0027 SL' }).click();
    await expect(page).toHaveURL(/\/clients\/c0027$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Empresa 0027 SL' })).toBeVisible();
  });

  test('speaks Spanish: validation messages and the list', async ({ page }) => {
    const agency = await agencyWithPlan([], { maxCompanies: 5, maxInvoicesPerMonth: 1000, extraSlots: 0 });
    await signIn(page, agency);
    // The saved language choice wins over the browser's English.
    await page.evaluate(() => localStorage.setItem('factoria.language', 'es'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir una empresa' });
    await dialog.getByRole('button', { name: 'Crear empresa' }).click();
    await expect(dialog.getByText('El nombre de la empresa es obligatorio')).toBeVisible();
    await expect(dialog.getByText('El NIF es obligatorio')).toBeVisible();
    await expect(dialog.getByText('Debes seleccionar al menos un tipo de factura')).toBeVisible();
    await expect(dialog.getByText('Selecciona una opción')).toHaveCount(2);
  });
});
