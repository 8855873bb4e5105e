/**
 * Suplidos (issue 18, item 3): a gestoría's invoice with a suplido paid on the client's behalf
 * goes through the real pipeline, comes out with the suplido apart from the VAT lines (the base
 * stays the fees'), and the review form shows it under the VAT table, checks it into the total,
 * and saves items added and removed. The fixture is written by scripts/generate-suplidos-fixture.ts.
 */
import { expect, test } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { ATLANTICA, db, seriousViolations, signIn } from './support/uploads.ts';
import { CALLABLE_TIMEOUT, e2eFixture, saveAndSee } from './invoices-support.ts';

test('a suplido is read outside the tax base, shown apart under the VAT table, and edited', async ({ page }) => {
  test.setTimeout(300_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await page.goto('/upload?company=atlantica');
  await page.getByTestId('invoice-file-input').setInputFiles([e2eFixture('suplidos-gestoria.pdf')]);
  await expect(page.getByRole('article')).toContainText(/1 of 1 files? processed/, { timeout: 240_000 });

  const invoices = db.collection(`accounts/${agency.accountId}/invoices`);
  const [stored] = (await invoices.get()).docs;
  expect(stored?.data()).toMatchObject({
    number: 'G-2025/0188',
    vatLines: [{ rate: 21, base: 150, cuota: 31.5, recargoRate: 0, recargo: 0 }],
    irpf: { rate: 15, amount: 22.5 },
    outsideBase: [{ kind: 'suplido', label: 'Suplidos por cuenta del cliente: tasa Registro Mercantil', amount: 18.2 }],
    total: 177.2,
    status: 'successful',
  });
  const invoiceId = stored!.id;

  await page.goto(`/invoices/all/${invoiceId}`);
  const form = page.getByRole('form', { name: 'Invoice data' });
  const outside = form.getByRole('group', { name: 'Outside the tax base (suplidos)' });
  await expect(outside).toBeVisible();
  await expect(outside.getByLabel('Kind, amount outside the base 1')).toHaveValue('suplido');
  await expect(outside.getByLabel('Description, amount outside the base 1')).toHaveValue('Suplidos por cuenta del cliente: tasa Registro Mercantil');
  await expect(outside.getByLabel('Amount, amount outside the base 1')).toHaveValue('18.20');
  // One VAT line: the suplido is no 0 % line.
  await expect(form.getByLabel('Base, line 1')).toHaveValue('150.00');
  await expect(form.getByLabel('Base, line 2')).toHaveCount(0);
  const check = form.locator('.live-check');
  await expect(check).toContainText('Outside the tax base');
  await expect(check).toContainText('18.20');
  await expect(check).toContainText('matches');
  expect(await seriousViolations(page)).toEqual([]);

  // A returnable deposit added: the check wants it in the total, then the save keeps both.
  await outside.getByRole('button', { name: 'Add an amount outside the tax base' }).click();
  await outside.getByLabel('Kind, amount outside the base 2').selectOption('other');
  await outside.getByLabel('Description, amount outside the base 2').fill('Fianza envases retornables');
  await outside.getByLabel('Amount, amount outside the base 2').fill('10,00');
  await expect(check).toContainText('differs by -10.00');
  await form.getByLabel('Total', { exact: true }).fill('187,20');
  await expect(check).toContainText('matches');
  await saveAndSee(page, () => form.getByRole('button', { name: 'Save' }).click());
  await expect
    .poll(async () => (await invoices.doc(invoiceId).get()).data(), { timeout: CALLABLE_TIMEOUT })
    .toMatchObject({
      outsideBase: [
        { kind: 'suplido', label: 'Suplidos por cuenta del cliente: tasa Registro Mercantil', amount: 18.2 },
        { kind: 'other', label: 'Fianza envases retornables', amount: 10 },
      ],
      total: 187.2,
      status: 'successful',
      vatLines: [{ rate: 21, base: 150, cuota: 31.5, recargoRate: 0, recargo: 0 }],
    });

  // The suplido removed: the list saved is the deposit alone.
  await outside.getByRole('button', { name: 'Remove amount 1' }).click();
  // After the save the form shows the stored values, in English notation.
  await expect(outside.getByLabel('Amount, amount outside the base 1')).toHaveValue('10.00');
  await form.getByLabel('Total', { exact: true }).fill('169,00');
  await expect(check).toContainText('matches');
  await saveAndSee(page, () => form.getByRole('button', { name: 'Save' }).click());
  await expect
    .poll(async () => (await invoices.doc(invoiceId).get()).get('outsideBase'), { timeout: CALLABLE_TIMEOUT })
    .toEqual([{ kind: 'other', label: 'Fianza envases retornables', amount: 10 }]);
  const saved = (await invoices.doc(invoiceId).get()).data()!;
  expect(saved).toMatchObject({ total: 169, status: 'successful' });
  expect(Object.keys(saved.corrections[0].changes)).toEqual(expect.arrayContaining(['outsideBase[1]', 'total']));
});
