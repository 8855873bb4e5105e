/**
 * Helpers of the storage end-to-end tests: signing in through the form, documents stored the
 * way the web app stores them (with the Admin SDK, the trigger records them), and axe.
 */
import { expect, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { documentObjectPath, storedDocumentName } from '../../domain/src/records/storage-file.schema.ts';
import { app } from './support/agency.ts';

export const db = () => getFirestore(app);

export async function signInAt(page: Page, credentials: { email: string; password: string }, path: string): Promise<void> {
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  // A client-company user lands on its own start page first.
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Stores a document as the web app does and waits until the upload trigger recorded it. */
export async function storedDocument(
  accountId: string,
  bytes: Buffer,
  options: { name: string; contentType: string; uploadedBy: string; companyId?: string },
): Promise<{ fileId: string; objectPath: string }> {
  const fileId = db().collection('ids').doc().id;
  const objectPath = documentObjectPath(accountId, fileId, storedDocumentName(options.name));
  const metadata: Record<string, string> = { uploadedBy: options.uploadedBy, originalName: options.name };
  if (options.companyId) metadata.companyId = options.companyId;
  await getStorage(app).bucket().file(objectPath).save(bytes, { contentType: options.contentType, metadata: { metadata } });
  await expect.poll(async () => (await db().doc(`accounts/${accountId}/files/${fileId}`).get()).exists, { timeout: 30_000 }).toBe(true);
  return { fileId, objectPath };
}

export { seriousViolations } from './support/axe.ts';
