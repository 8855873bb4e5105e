/**
 * Builds agencies in a running emulator stack with the Admin SDK: users with their claims,
 * the account, its companies, and invoice uploads that go through the real pipeline. The demo
 * seed and the tests use it, so both describe data the same way the functions write it.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Account, AccountStatus, FactoriaClaims, Role, UserProfile } from '../../domain/src/records/account.schema.ts';
import { newBatch } from '../../domain/src/records/batch.schema.ts';
import { type Company, type CompanyStatus, emptyCompanyStats } from '../../domain/src/records/company.schema.ts';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';

export function adminApp(projectId: string): App {
  return getApps()[0] ?? initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` });
}

export interface UserSpec {
  email: string;
  password: string;
  username: string;
  emailVerified?: boolean;
}

export interface CompanySpec {
  id: string;
  name: string;
  taxId: string;
  status: CompanyStatus;
}

export interface AgencySpec {
  accountId: string;
  name: string;
  status?: AccountStatus;
  owner: UserSpec;
  companies?: CompanySpec[];
  plan?: Account['plan'];
}

export async function createUser(app: App, spec: UserSpec, claims: FactoriaClaims): Promise<string> {
  const auth = getAuth(app);
  const user = await auth.createUser({
    email: spec.email,
    password: spec.password,
    displayName: spec.username,
    emailVerified: spec.emailVerified ?? true,
  });
  await auth.setCustomUserClaims(user.uid, { ...claims });
  const profile: UserProfile = {
    username: spec.username,
    email: spec.email,
    photoURL: null,
    language: null,
    accountId: claims.accountId ?? null,
    role: (claims.role as Role | undefined) ?? null,
    companyId: claims.companyId ?? null,
    createdAt: Date.now(),
  };
  await getFirestore(app).doc(`users/${user.uid}`).set(profile);
  return user.uid;
}

export async function createAgency(app: App, spec: AgencySpec): Promise<{ ownerUid: string }> {
  const db = getFirestore(app);
  const ownerUid = await createUser(app, spec.owner, { accountId: spec.accountId, role: 'owner' });
  const now = Date.now();
  const companies = spec.companies ?? [];
  const account: Account = {
    name: spec.name,
    ownerUid,
    status: spec.status ?? 'active',
    clientCount: companies.length,
    reportTime: '08:00',
    timeZone: 'Europe/Madrid',
    plan: spec.plan === undefined ? { maxCompanies: 10, maxInvoicesPerMonth: 1000, extraSlots: 0 } : spec.plan,
    usage: { companies: companies.length, invoicesThisMonth: 0, month: '' },
    createdAt: now,
    approvedAt: spec.status === 'active' || spec.status === undefined ? now : null,
    reportRecipients: [spec.owner.email],
  };
  const batch = db.batch();
  batch.set(db.doc(`accounts/${spec.accountId}`), account);
  for (const company of companies) {
    const record: Company = {
      name: company.name,
      taxId: company.taxId,
      invoiceTypes: ['purchases'],
      equivalenceSurcharge: false,
      irpf: true,
      emailIntake: { enabled: false, address: null },
      appUser: { enabled: false, email: null },
      status: company.status,
      createdAt: now,
      stats: emptyCompanyStats(),
    };
    batch.set(db.doc(`accounts/${spec.accountId}/companies/${company.id}`), record);
  }
  await batch.commit();
  return { ownerUid };
}

/** Uploads PDFs as the web app would (a batch, then each file with its metadata). */
export async function uploadInvoiceBatch(
  app: App,
  target: { accountId: string; companyId: string; uid: string },
  files: string[],
): Promise<{ batchId: string; fileIds: string[] }> {
  const db = getFirestore(app);
  const batchRef = db.collection(`accounts/${target.accountId}/batches`).doc();
  const fileIds = files.map(() => db.collection('ids').doc().id);
  await batchRef.set(newBatch({ companyId: target.companyId, fileIds, createdBy: target.uid, createdAt: Date.now() }));
  const bucket = getStorage(app).bucket();
  await Promise.all(
    files.map(async (file, index) => {
      const fileId = fileIds[index]!;
      await bucket.file(invoiceObjectPath({ ...target, batchId: batchRef.id, fileId })).save(readFileSync(file), {
        contentType: 'application/pdf',
        metadata: { metadata: { batchId: batchRef.id, fileId, originalName: basename(file), uploadedBy: target.uid } },
      });
    }),
  );
  return { batchId: batchRef.id, fileIds };
}
