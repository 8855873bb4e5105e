/**
 * Camera capture (issue 18 item 11): two pages of a paper invoice photographed offline (the app
 * reloaded without a network, as an installed PWA opened offline) with
 * Chromium's fake camera, which shows a real invoice page lying tilted on a desk
 * (fixtures/camera-invoice.mjpeg); the PDF made on the device waits in the outbox, uploads when
 * the connection returns and is read by the pipeline (OCR): its number and supplier right.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getStorage } from 'firebase-admin/storage';
import { PDFDocument } from 'pdf-lib';
import config from '../playwright.config.ts';
import { app, freshAgency } from './support/agency.ts';
import { controlledByServiceWorker, reloadOffline } from './support/offline.ts';
import { ATLANTICA, db, signIn } from './support/uploads.ts';

const fakeCamera = join(import.meta.dirname, 'fixtures', 'camera-invoice.mjpeg');
const base = config.use?.launchOptions ?? {};
// Only this file's browser gets a camera: the fake device, allowed without asking.
test.use({
  launchOptions: {
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${fakeCamera}`,
    ],
  },
});

test('camera capture: two pages photographed offline become one PDF that uploads online and is read as the invoice', async ({ page, context }) => {
  test.setTimeout(300_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await controlledByServiceWorker(page);
  await page.goto('/upload?company=atlantica');
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeEnabled();

  await context.setOffline(true);
  // Reloaded without a network, as an installed app opened offline: the camera screen and
  // pdf-lib come from the service worker's cache.
  const backOnline = await reloadOffline(page, context);
  await page.getByRole('button', { name: 'Take photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photograph the invoice' });
  await expect(dialog.getByLabel('Camera preview')).toBeVisible();
  const pages = dialog.getByRole('list', { name: /pages? taken/ });

  // Three pages, the third removed, the second taken again: two pages remain.
  for (const number of [1, 2, 3]) {
    await dialog.getByRole('button', { name: `Take page ${number}` }).click();
    await expect(pages.getByRole('img', { name: `Page ${number}` })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Remove page 3' }).click();
  await expect(pages.getByRole('img')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Retake page 2' }).click();
  await dialog.getByRole('button', { name: 'Take page 2 again' }).click();
  await expect(dialog.getByRole('button', { name: 'Take page 3' })).toBeVisible();
  await expect(pages.getByRole('img')).toHaveCount(2);

  // Straightened on the device: the desk is cut away, the page is upright.
  const sizes = await pages.getByRole('img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({ width: image.naturalWidth, height: image.naturalHeight })),
  );
  for (const size of sizes) {
    expect(size.width).toBeLessThan(1100);
    expect(size.height / size.width).toBeGreaterThan(1.3);
    expect(size.height / size.width).toBeLessThan(1.5);
  }

  await expect(dialog.getByText('You are offline: the PDF stays on this device')).toBeVisible();
  await dialog.getByRole('button', { name: 'Make PDF (2 pages)' }).click();
  await expect(dialog).toBeHidden();
  const file = page.locator('.upload-file', { hasText: /photos-\d{8}-\d{6}\.pdf/ });
  await expect(file).toContainText('Waiting for the connection');

  await backOnline();
  await context.setOffline(false);
  // Processed, read right. Whether it is also "successful" hangs on the OCR's confidence in the
  // number of a 120 dpi photo, which varies from run to run (decision 1802): not asserted.
  await expect(file).toContainText('Processed', { timeout: 240_000 });

  const invoices = await db.collection(`accounts/${agency.accountId}/invoices`).get();
  expect(invoices.docs).toHaveLength(1);
  const invoice = invoices.docs[0]!;
  expect(invoice.get('fileName')).toMatch(/^photos-\d{8}-\d{6}\.pdf$/);
  expect(invoice.get('number')).toBe('25/4445');
  expect(invoice.get('supplierTaxId')).toBe('B85077667');
  expect(invoice.get('customerTaxId')).toBe('B12345674');
  expect(invoice.get('total')).toBe(26147.44);
  const [stored] = await getStorage(app).bucket().file(invoice.get('storagePath') as string).download();
  const pdf = await PDFDocument.load(new Uint8Array(stored));
  expect(pdf.getPageCount()).toBe(2);
  expect(pdf.getPage(0).getWidth()).toBeCloseTo(595.28, 1);
});

test('camera capture: a camera the browser refuses says so and offers to try again', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await page.goto('/upload?company=atlantica');
  await page.getByRole('button', { name: 'Take photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photograph the invoice' });
  await expect(dialog.getByRole('alert')).toHaveText(
    "The app may not use the camera. Allow the camera for this site in the browser's settings, then try again.",
  );
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Make PDF (0 pages)' })).toBeDisabled();
});
