/**
 * Helpers of the invoice end-to-end tests: an agency with invoices written exactly as the
 * pipeline writes them (scripts/lib/invoice-seed.ts), signing in, reading counters, and axe.
 */
import { seriousViolations as axeViolations } from './support/axe.ts';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import type { CompanySpec } from '../../scripts/lib/agency-builder.ts';
import { seedInvoices, type SeedInvoiceSpec } from '../../scripts/lib/invoice-seed.ts';
import { app, freshAgency, type TestAgency } from './support/agency.ts';

export const db = getFirestore(app);

/**
 * How long to wait for what a callable answers: on a busy machine the Functions emulator may
 * first have to start the function's worker.
 */
export const CALLABLE_TIMEOUT = 90_000;
const here = import.meta.dirname;
export const fixture = (name: string) => join(here, '..', '..', 'fixtures', 'invoices', name);
export const e2eFixture = (name: string) => join(here, 'fixtures', name);

export const COMPANY: CompanySpec = { id: 'norte', name: 'Norte Distribuciones SL', taxId: 'B12345674', status: 'active' };
export const OTHER_COMPANY: CompanySpec = { id: 'sur', name: 'Sur Talleres SL', taxId: 'A58818501', status: 'active' };

export interface SeededAgency extends TestAgency {
  batches: { batchId: string; invoiceIds: string[] }[];
}

/** A fresh agency whose companies hold the given invoices, one batch per entry. */
export async function agencyWithInvoices(batches: { company: CompanySpec; invoices: SeedInvoiceSpec[] }[]): Promise<SeededAgency> {
  const companies = [...new Map(batches.map(({ company }) => [company.id, company])).values()];
  const agency = await freshAgency(companies.length ? companies : [COMPANY]);
  const seeded = [];
  for (const batch of batches) {
    seeded.push(await seedInvoices(app, { accountId: agency.accountId, companyId: batch.company.id, uid: agency.ownerUid }, batch.invoices));
  }
  return { ...agency, batches: seeded };
}

/**
 * Runs a save (`act`) and waits for its status message. When the callable itself fails to
 * answer (a busy emulator starting the function), the person does what the message says and
 * saves again, which the request id makes safe; the test does the same, once.
 */
export async function saveAndSee(page: Page, act: () => Promise<void>, message = 'Invoice updated'): Promise<void> {
  const done = page.getByRole('status').filter({ hasText: message });
  const retry = page.getByRole('alert').filter({ hasText: /did not answer in time|cannot be reached/ });
  await act();
  await expect(done.or(retry)).toBeVisible({ timeout: CALLABLE_TIMEOUT });
  if (await retry.isVisible()) {
    await act();
    await expect(done).toBeVisible({ timeout: CALLABLE_TIMEOUT });
  }
}

export async function signIn(page: Page, agency: TestAgency, path: string): Promise<void> {
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(agency.email);
  await page.getByLabel('Password', { exact: true }).fill(agency.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden({ timeout: CALLABLE_TIMEOUT });
}

export async function companyStats(accountId: string, companyId: string): Promise<Record<string, number>> {
  return (await db.doc(`accounts/${accountId}/companies/${companyId}`).get()).get('stats');
}

/** Serious and critical accessibility violations in the main content and an open dialog. */
export const seriousViolations = (page: Page) => axeViolations(page, [['main'], ['dialog[open]']]);
