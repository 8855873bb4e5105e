import { getStorage } from 'firebase-admin/storage';
import { adminApp, createAgency, type CompanySpec } from '../../../scripts/lib/agency-builder.ts';

const projectId = process.env.FACTORIA_TEST_PROJECT_ID ?? 'demo-factoria-test';
export const app = adminApp(projectId);

export interface TestAgency {
  accountId: string;
  email: string;
  password: string;
  ownerUid: string;
}

/** A fresh agency per test, so tests never share data. */
export async function freshAgency(companies: CompanySpec[]): Promise<TestAgency> {
  const accountId = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${accountId}@factoria.test`;
  const password = 'e2e-password';
  const { ownerUid } = await createAgency(app, {
    accountId,
    name: `Agency ${accountId}`,
    owner: { email, password, username: 'E2E Owner' },
    companies,
  });
  return { accountId, email, password, ownerUid };
}

export async function storedObjects(prefix: string): Promise<string[]> {
  const [files] = await getStorage(app).bucket().getFiles({ prefix });
  return files.map((file) => file.name);
}
