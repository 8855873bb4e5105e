/**
 * The review screen is where users spend their day: at laptop widths (1280, 1440) and on a phone
 * (390) the page never scrolls sideways and every value of the VAT table is fully visible, in
 * English and in Spanish (where amounts show with a decimal comma).
 */
import { expect, test } from '@playwright/test';
import { agencyWithInvoices, COMPANY, db, fixture, signIn } from './invoices-support.ts';
import { clippedInputs, pageOverflow } from './support/layout.ts';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

for (const language of ['en', 'es'] as const) {
  test(`the review screen fits 1280, 1440 and 390 px wide without clipping VAT values (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const agency = await agencyWithInvoices([
      {
        company: COMPANY,
        invoices: [
          {
            pdf: fixture('F-2024-004.pdf'),
            data: {
              number: 'L-1',
              vatLines: [
                { rate: 21, base: 10476, cuota: 2199.96, recargoRate: 5.2, recargo: 544.75 },
                { rate: 10, base: 12200.5, cuota: 1220.05, recargoRate: 1.4, recargo: 170.81 },
              ],
              irpf: null,
              total: 26812.07,
            },
          },
        ],
      },
    ]);
    if (language === 'es') await db.doc(`users/${agency.ownerUid}`).update({ language: 'es' });
    const invoiceId = agency.batches[0]!.invoiceIds[0]!;
    await signIn(page, agency, `/invoices/all/${invoiceId}`);
    const base = page.getByLabel(language === 'es' ? 'Base, línea 1' : 'Base, line 1');
    await expect(base).toHaveValue(language === 'es' ? '10476,00' : '10476.00');

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expect(base).toBeVisible();
      await expect.poll(() => pageOverflow(page), { message: `page overflow at ${size.width} px` }).toBeLessThanOrEqual(0);
      expect(await clippedInputs(page), `clipped values at ${size.width} px`).toEqual([]);
    }
  });
}
