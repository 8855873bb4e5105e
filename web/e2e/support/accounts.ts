/**
 * Helpers of the account end-to-end tests: Firebase Auth's mailbox stand-in (the Auth
 * emulator's out-of-band codes), the mail queue, the administrator, signing in through the
 * form, and axe.
 */
import { expect, type Page } from '@playwright/test';
import { getFirestore } from 'firebase-admin/firestore';
import { createAgency, createUser, type AgencySpec, type CompanySpec } from '../../../scripts/lib/agency-builder.ts';
import { app, type TestAgency } from './agency.ts';

const projectId = process.env.FACTORIA_TEST_PROJECT_ID ?? 'demo-factoria-test';
const ports = JSON.parse(process.env.FACTORIA_TEST_PORTS ?? '{}') as { auth: number };
export const db = getFirestore(app);

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@factoria.test`;

type OobRequest = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL';
interface OobCode {
  email: string;
  newEmail?: string;
  oobCode: string;
  requestType: OobRequest;
}

/** The newest code Firebase Auth "mailed" to `email`, read from the Auth emulator. */
export async function oobCode(email: string, requestType: OobRequest): Promise<string> {
  const url = `http://127.0.0.1:${ports.auth}/emulator/v1/projects/${projectId}/oobCodes`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { oobCodes } = (await (await fetch(url)).json()) as { oobCodes: OobCode[] };
    const match = oobCodes.filter((code) => code.requestType === requestType && code.email.toLowerCase() === email.toLowerCase()).pop();
    if (match) return match.oobCode;
    if (Date.now() > deadline) throw new Error(`no ${requestType} code for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first mail of a kind queued for `email` (docs/decisions/0005), waiting for the function. */
export async function queuedMail(email: string, kind: string): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const mails = await db.collection('mail').where('to', 'array-contains', email).get();
    const mail = mails.docs.find((doc) => doc.get('kind') === kind);
    if (mail) return { subject: mail.get('message.subject') as string, text: mail.get('message.text') as string };
    if (Date.now() > deadline) throw new Error(`no ${kind} mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export interface Person {
  email: string;
  password: string;
}

export async function administrator(): Promise<Person> {
  const person = { email: uniqueEmail('admin'), password: 'admin-password' };
  await createUser(app, { ...person, username: 'Administrator' }, { admin: true });
  return person;
}

export async function agencyIn(status: AgencySpec['status'], companies: CompanySpec[] = []): Promise<TestAgency> {
  const accountId = `e2e-acc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${accountId}@factoria.test`;
  const password = 'e2e-password';
  const { ownerUid } = await createAgency(app, { accountId, name: `Agency ${accountId}`, status, owner: { email, password, username: 'Owner' }, companies });
  return { accountId, email, password, ownerUid };
}

export async function signInAs(page: Page, person: Person): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

export { seriousViolations } from './axe.ts';
