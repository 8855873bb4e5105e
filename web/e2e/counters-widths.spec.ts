/**
 * Issue 18's checks over one seeded data set: the counters agree on every screen that shows
 * them (dashboard, clients list, client page, reports, fix screen) after an invoice is fixed
 * from the fix screen, and at 1280 x 800 and 390 x 844, in English and in Spanish, the invoice
 * list, reports, storage and the fix screen never scroll sideways and show every VAT value
 * whole (review-layout.spec.ts covers the review screen at more widths). The long-page sidebar
 * stays in view, and an amount typed in the other notation is read.
 */
import { expect, test, type Page } from '@playwright/test';
import { agencyWithInvoices, COMPANY, companyStats, db, fixture, saveAndSee, signIn, type SeededAgency } from './invoices-support.ts';
import { clippedInputs, pageOverflow } from './support/layout.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

const BAD_CIF = 'B64717839';

/** Four invoices of one company: two right, two whose supplier CIF fails its check digit. */
async function seeded(): Promise<SeededAgency> {
  return agencyWithInvoices([
    {
      company: COMPANY,
      invoices: [
        { pdf: fixture('F-2025-006.pdf'), data: { number: 'C-1', supplierTaxId: BAD_CIF } },
        { pdf: fixture('F-2025-004.pdf'), data: { number: 'C-2' } },
        { pdf: fixture('F-2024-011.pdf'), data: { number: 'C-3' } },
        {
          pdf: fixture('F-2024-004.pdf'),
          data: {
            number: 'C-4',
            supplierTaxId: BAD_CIF,
            vatLines: [
              { rate: 21, base: 10476, cuota: 2199.96, recargoRate: 5.2, recargo: 544.75 },
              { rate: 10, base: 12200.5, cuota: 1220.05, recargoRate: 1.4, recargo: 170.81 },
            ],
            total: 26812.07,
          },
        },
      ],
    },
  ]);
}

interface Figures {
  processed: number;
  accurate?: number;
  withErrors: number;
  corrected?: number;
}

async function expectFigures(page: Page, where: string, ids: Partial<Record<keyof Figures, string>>, expected: Figures, scope = page.locator('body')) {
  for (const [key, value] of Object.entries(expected) as [keyof Figures, number][]) {
    await expect(scope.getByTestId(ids[key]!), `${where}: ${key}`).toHaveText(new RegExp(`(^|\\D)${value}$`));
  }
}

test('the counters of one data set agree on the dashboard, clients list, client page, reports and fix screen', async ({ page }) => {
  test.setTimeout(240_000);
  const agency = await seeded();
  const { batchId } = agency.batches[0]!;
  expect(await companyStats(agency.accountId, COMPANY.id)).toMatchObject({ processed: 4, accurate: 2, withErrors: 2, corrected: 0 });

  // Fix one invoice from the report's fix screen, so the figures have moved once.
  await signIn(page, agency, '/reports');
  await page.locator(`tr[data-batch-id="${batchId}"]`).getByRole('button', { name: 'Fix errors' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice C-[14]$/ })).toBeVisible();
  await page.getByLabel('Supplier CIF').fill('B64717838');
  await expect(page.locator('.live-check-status')).toContainText('Successful');
  await saveAndSee(page, () => page.keyboard.press('Control+Enter'));
  await expect(page.getByText('1 invoice with errors left')).toBeVisible();

  const expected = { processed: 4, accurate: 3, withErrors: 1, corrected: 1 };
  expect(await companyStats(agency.accountId, COMPANY.id)).toMatchObject(expected);
  const companyIds = { processed: 'counter-processed', accurate: 'counter-accurate', withErrors: 'counter-withErrors', corrected: 'counter-corrected' };
  await expectFigures(page, 'fix screen', companyIds, expected);

  await page.goto('/');
  await expectFigures(page, 'dashboard', { processed: 'count-processed', accurate: 'count-accurate', withErrors: 'count-with-errors', corrected: 'count-corrected' }, expected);

  await page.goto('/clients');
  const row = page.getByRole('row').filter({ hasText: COMPANY.name });
  await expectFigures(page, 'clients list', { processed: 'clients-processed', accurate: 'clients-accurate', withErrors: 'clients-withErrors', corrected: 'clients-corrected' }, expected, row);

  await page.goto(`/clients/${COMPANY.id}`);
  await expectFigures(page, 'client page', companyIds, expected);

  // A report row counts its upload's invoices: processed and those with errors now.
  await page.goto('/reports');
  const batch = page.locator(`tr[data-batch-id="${batchId}"]`);
  await expectFigures(page, 'reports', { processed: 'batch-processed', withErrors: 'batch-with-errors' }, { processed: 4, withErrors: 1 }, batch);
});

for (const language of ['en', 'es'] as const) {
  test(`list, reports, storage and the fix screen fit 1280 and 390 px wide (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    const agency = await seeded();
    if (language === 'es') await db.doc(`users/${agency.ownerUid}`).update({ language: 'es' });
    const { batchId, invoiceIds } = agency.batches[0]!;
    const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
      { name: 'invoice list', path: '/invoices', ready: (page) => expect(page.getByText('C-4').first()).toBeVisible() },
      { name: 'reports', path: '/reports', ready: (page) => expect(page.locator(`tr[data-batch-id="${batchId}"]`)).toBeVisible() },
      { name: 'storage', path: '/storage', ready: (page) => expect(page.getByText('F-2024-004.pdf').first()).toBeVisible() },
      {
        name: 'fix screen',
        path: `/reports/${batchId}/${invoiceIds[3]}`,
        ready: (page) => expect(page.getByLabel(language === 'es' ? 'Base, línea 2' : 'Base, line 2')).toHaveValue(language === 'es' ? '12200,50' : '12200.50'),
      },
    ];
    await page.setViewportSize(SIZES[0]!);
    await signIn(page, agency, screens[0]!.path);
    for (const screen of screens) {
      await page.goto(screen.path);
      await screen.ready(page);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await expect.poll(() => pageOverflow(page), { message: `${screen.name}: page overflow at ${size.width} px` }).toBeLessThanOrEqual(0);
        expect(await clippedInputs(page), `${screen.name}: clipped VAT values at ${size.width} px`).toEqual([]);
      }
    }

    // The fix screen is a long page: at laptop width the navigation stays in view while it scrolls.
    await page.setViewportSize(SIZES[0]!);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'the fix screen scrolls' }).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: language === 'es' ? 'Principal' : 'Main' });
    // (Within a pixel: a scrolled page may sit at a fraction of one.)
    await expect.poll(async () => Math.abs((await nav.boundingBox())?.y ?? -Infinity), { message: 'the sidebar stays at the top of the window' }).toBeLessThan(1);
    await expect(nav.getByRole('link').first()).toBeInViewport();

    // Amounts are read in either notation, whatever the language: 1234.56 and 1.234,56 are one
    // amount, whose 21 % cuota the line's check then expects; 1.234 is a thousand and more.
    await page.getByLabel(language === 'es' ? 'Base, línea 1' : 'Base, line 1').fill(language === 'es' ? '1234.56' : '1.234,56');
    await expect(page.getByText(language === 'es' ? '✗ Cuota esperada 259,26' : '✗ Expected cuota 259.26').first()).toBeVisible();
    await page.getByLabel(language === 'es' ? 'Base, línea 1' : 'Base, line 1').fill('1.234');
    await expect(page.getByText(language === 'es' ? '✗ Cuota esperada 259,14' : '✗ Expected cuota 259.14').first()).toBeVisible();
  });
}
