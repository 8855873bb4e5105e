/**
 * Helpers of the clients end-to-end tests: an agency with a chosen plan, signing in through
 * the form, axe, and the Firebase Web SDK in Node to try what the UI does not offer (an upload
 * to a company that is not active) against the real rules.
 */
import { seriousViolations as axeViolations } from './axe.ts';
import { expect, type Page } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import type { Account } from '../../../domain/src/records/account.schema.ts';
import { invoiceObjectPath } from '../../../domain/src/records/storage-paths.ts';
import { createAgency, type CompanySpec } from '../../../scripts/lib/agency-builder.ts';
import { app, type TestAgency } from './agency.ts';

const projectId = process.env.FACTORIA_TEST_PROJECT_ID ?? 'demo-factoria-test';
const ports = JSON.parse(process.env.FACTORIA_TEST_PORTS ?? '{}') as { auth: number; storage: number };

export async function agencyWithPlan(companies: CompanySpec[], plan: Account['plan']): Promise<TestAgency> {
  const accountId = `e2e-clients-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${accountId}@factoria.test`;
  const password = 'e2e-password';
  const { ownerUid } = await createAgency(app, { accountId, name: `Agency ${accountId}`, owner: { email, password, username: 'Owner' }, companies, plan });
  return { accountId, email, password, ownerUid };
}

export async function signIn(page: Page, agency: TestAgency, path = '/clients'): Promise<void> {
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(agency.email);
  await page.getByLabel('Password', { exact: true }).fill(agency.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Serious and critical accessibility violations in the main content and an open dialog. */
export const seriousViolations = (page: Page) => axeViolations(page, [['main'], ['dialog[open]']]);

/** The file id the tests' batches announce: storage.rules admit only announced files. */
export const UPLOAD_FILE_ID = 'tried-file';

/** Uploads a PDF as the agency's owner with the Web SDK, as the app would; returns the error code or 'ok'. */
export async function tryUpload(agency: TestAgency, companyId: string, batchId: string): Promise<string> {
  const web = initializeApp({ projectId, apiKey: 'demo-api-key', storageBucket: `${projectId}.appspot.com` }, `upload-${Math.random()}`);
  try {
    const auth = getAuth(web);
    connectAuthEmulator(auth, `http://127.0.0.1:${ports.auth}`, { disableWarnings: true });
    const storage = getStorage(web);
    connectStorageEmulator(storage, '127.0.0.1', ports.storage);
    await signInWithEmailAndPassword(auth, agency.email, agency.password);
    const path = invoiceObjectPath({ accountId: agency.accountId, companyId, batchId, fileId: UPLOAD_FILE_ID });
    await uploadBytes(ref(storage, path), new TextEncoder().encode('%PDF-1.4\n'), {
      contentType: 'application/pdf',
      customMetadata: { batchId, fileId: UPLOAD_FILE_ID, uploadedBy: agency.ownerUid },
    });
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  } finally {
    await deleteApp(web);
  }
}
