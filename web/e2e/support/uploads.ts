/**
 * Helpers of the upload, offline upload, reports and export end-to-end tests: signing in,
 * the invoice fixtures, reading the batch documents the pipeline writes, and axe.
 */
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { app, type TestAgency } from './agency.ts';
import { FIXTURE_CUSTOMER } from '../../../scripts/lib/fixture-customer.ts';

export const db = getFirestore(app);

const invoices = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'invoices');
/** Text-layer invoices to Atlántica Distribuciones SL (B12345674) that extract as successful. */
export const GOOD_PDFS = [
  'GEN-001-classic.pdf', 'GEN-002-summary-table.pdf', 'GEN-003-right-header.pdf',
  'GEN-004-catalan.pdf', 'GEN-005-english.pdf', 'GEN-006-column-meta.pdf',
].map((name) => join(invoices, 'generated', name));
/** Real-world synthetic invoices whose tax ids fail their checksums: they extract with errors. */
export const ERROR_PDFS = ['F-2024-001.pdf', 'F-2024-002.pdf', 'F-2024-003.pdf', 'F-2024-005.pdf'].map((name) => join(invoices, name));

/** The company the generated invoices are addressed to. */
export const ATLANTICA = { id: 'atlantica', ...FIXTURE_CUSTOMER, status: 'active' } as const;

export async function signIn(page: Page, agency: TestAgency): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(agency.email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(agency.password);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión|Entrar)$/ }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

export async function batchesOf(accountId: string) {
  const snapshot = await db.collection(`accounts/${accountId}/batches`).get();
  return snapshot.docs;
}

export { seriousViolations } from './axe.ts';
