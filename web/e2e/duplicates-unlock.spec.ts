/**
 * Issue 18, items 8 and 10: the upload results say which file may duplicate an earlier invoice
 * and link both; the duplicate is resolved from the invoice screen (keep both, delete the
 * copy); a password-protected PDF is unlocked by typing its password in the results and
 * becomes an invoice like any other, which opens without asking for the password again.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshAgency } from './support/agency.ts';
import { ATLANTICA, GOOD_PDFS, db, seriousViolations, signIn } from './support/uploads.ts';

const PROTECTED = join(import.meta.dirname, 'fixtures', 'protected-invoice.pdf');

/** Copies of one invoice under other names: the same supplier, number and date. */
function copiesOf(source: string, names: string[]): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'copies-'));
  return names.map((name) => {
    const path = join(folder, name);
    copyFileSync(source, path);
    return path;
  });
}

async function upload(page: Page, files: string[]) {
  await page.goto('/upload?company=atlantica');
  await page.getByTestId('invoice-file-input').setInputFiles(files);
}

test('the upload results flag a possible duplicate and link it; the invoice screen keeps both or deletes the copy', async ({ page }) => {
  test.setTimeout(240_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  const [first, second, third] = copiesOf(GOOD_PDFS[4]!, ['copy-a.pdf', 'copy-b.pdf', 'copy-c.pdf']);
  await upload(page, [first!, second!]);

  const batch = page.getByRole('article');
  await expect(batch).toContainText('All 2 files processed', { timeout: 120_000 });
  // One of the two copies (the later recorded) is flagged; it says so and links the other.
  const flagged = batch.locator('.upload-file', { hasText: 'Possible duplicate' });
  await expect(flagged).toHaveCount(1, { timeout: 15_000 });
  const flaggedName = (await flagged.locator('.upload-file-name').textContent())!;
  const originalName = flaggedName === 'copy-a.pdf' ? 'copy-b.pdf' : 'copy-a.pdf';
  const originalRow = batch.locator('.upload-file', { hasText: originalName });
  const originalId = (await originalRow.getAttribute('data-file-id'))!;
  const copyId = (await flagged.getAttribute('data-file-id'))!;
  await expect(flagged.getByRole('link', { name: `See the original of ${flaggedName}` })).toHaveAttribute('href', `/invoices/atlantica/${originalId}`);
  await expect(originalRow.getByRole('link', { name: `Open the invoice of ${originalName}` })).toHaveAttribute('href', `/invoices/atlantica/${originalId}`);
  expect(await seriousViolations(page)).toEqual([]);

  // Keep both: the notice goes, for good.
  await flagged.getByRole('link', { name: `Open the invoice of ${flaggedName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invoices/atlantica/${copyId}`));
  const notice = page.getByRole('note').filter({ hasText: 'Possible duplicate' });
  await expect(notice.getByRole('link', { name: 'See the original' })).toHaveAttribute('href', `/invoices/atlantica/${originalId}`);
  expect(await seriousViolations(page)).toEqual([]);
  await notice.getByRole('button', { name: 'Keep both' }).click();
  await expect(notice).toHaveCount(0);
  const kept = await db.doc(`accounts/${agency.accountId}/invoices/${copyId}`).get();
  expect(kept.get('duplicateOf')).toBeNull();
  expect(kept.get('duplicateKept')).toMatchObject({ of: originalId, by: agency.ownerUid });

  // A third copy is flagged again; this one is deleted from its invoice screen.
  await upload(page, [third!]);
  const thirdRow = page.getByRole('article').locator('.upload-file', { hasText: 'copy-c.pdf' });
  await expect(thirdRow).toContainText('Possible duplicate', { timeout: 120_000 });
  const thirdId = (await thirdRow.getAttribute('data-file-id'))!;
  await thirdRow.getByRole('link', { name: 'Open the invoice of copy-c.pdf' }).click();
  await page.getByRole('note').getByRole('button', { name: 'Delete this copy' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The original stays as it is.');
  await dialog.getByRole('button', { name: 'Delete this copy' }).click();
  await expect.poll(async () => (await db.doc(`accounts/${agency.accountId}/deletedInvoices/${thirdId}`).get()).exists, { timeout: 15_000 }).toBe(true);
  expect((await db.doc(`accounts/${agency.accountId}/invoices/${originalId}`).get()).exists).toBe(true);
  const company = await db.doc(`accounts/${agency.accountId}/companies/atlantica`).get();
  expect({ processed: company.get('stats.processed'), duplicates: company.get('stats.duplicates') }).toEqual({ processed: 2, duplicates: 0 });
});

test('a password-protected PDF is unlocked in the upload results and becomes an invoice', async ({ page }) => {
  test.setTimeout(180_000);
  const agency = await freshAgency([ATLANTICA]);
  await signIn(page, agency);
  await upload(page, [PROTECTED, GOOD_PDFS[0]!]);

  const batch = page.getByRole('article');
  const row = batch.locator('.upload-file', { hasText: 'protected-invoice.pdf' });
  await expect(row).toContainText('Not processed: The PDF is password-protected.', { timeout: 120_000 });
  await expect(batch).toContainText('All 2 files processed');
  const password = row.getByLabel('protected-invoice.pdf is protected with a password. Type it to process the file');
  expect(await seriousViolations(page)).toEqual([]);

  await password.fill('not-the-password');
  await row.getByRole('button', { name: 'Unlock' }).click();
  await expect(row.getByRole('alert')).toHaveText('That password does not open the file. Check it and try again.');

  await password.fill('factoria-secreta');
  await row.getByRole('button', { name: 'Unlock' }).click();
  await expect(row).toContainText(/Processed/, { timeout: 120_000 });
  await expect(batch).toContainText('All 2 files processed');
  await expect(batch).toContainText('2 of 2 files processed');
  const batchDoc = (await db.collection(`accounts/${agency.accountId}/batches`).get()).docs[0]!;
  expect({ succeeded: batchDoc.get('succeeded'), failed: batchDoc.get('failed'), pending: batchDoc.get('pending') }).toEqual({ succeeded: 2, failed: 0, pending: 0 });

  await row.getByRole('link', { name: 'Open the invoice of protected-invoice.pdf' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice FRA-35227021' })).toBeVisible();
  // The stored copy is decrypted: the viewer draws the page without asking for a password.
  await expect(page.locator('.pdf-page-slot[data-page="1"] canvas')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This document is protected. Enter its password to open it.')).toHaveCount(0);
});
