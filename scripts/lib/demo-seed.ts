import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { seedFaq } from '../../functions/src/faq/seed-faq.ts';
import { seedPendingAgency } from './accounts-seed.ts';
import { createAgency, createUser, uploadInvoiceBatch } from './agency-builder.ts';
import { seedDemoChat } from './chat-seed.ts';
import { bankPack } from './bank-seed.ts';
import { startBankSession } from './bank-sessions.ts';
import { FIXTURE_CUSTOMER } from './fixture-customer.ts';
import { repoRoot } from './paths.ts';
import { seedStorageDemo } from './storage-seed.ts';

/** The demo the quick start serves. The credentials are printed by `npm start`. */
export const demo = {
  accountId: 'demo-agency',
  owner: { email: 'demo@factoria.test', password: 'factoria-demo', username: 'Lucía Demo' },
  admin: { email: 'admin@factoria.test', password: 'factoria-admin', username: 'Administrador' },
  activeCompanyId: 'atlantica',
  /** The active company's address for invoices by email (the intake SMTP server of `npm start`). */
  intakeAddress: 'demoatlantica234@in.factoria.localhost',
} as const;

const DEMO_BANK_SESSION = 'demo-bank-session';

/**
 * The demo's first upload: the generated invoices addressed to its active company, which go
 * through untouched, and four real invoices from public sources, addressed to other customers
 * and with supplier tax ids that fail their check digit, which show what an invoice with errors
 * looks like.
 */
function demoInvoices(): string[] {
  const generated = join(repoRoot, 'fixtures', 'invoices', 'generated');
  const real = ['F-2024-004.pdf', 'F-2024-011.pdf', 'F-2025-004.pdf', 'F-2025-006.pdf'];
  return [
    ...readdirSync(generated)
      .filter((file) => file.endsWith('.pdf'))
      .sort()
      .map((file) => join(generated, file)),
    ...real.map((file) => join(repoRoot, 'fixtures', 'invoices', file)),
  ];
}

export async function isSeeded(app: App): Promise<boolean> {
  try {
    await getAuth(app).getUserByEmail(demo.owner.email);
    return true;
  } catch {
    return false;
  }
}

/** What a first start waits for before it says the demo is ready. */
export interface SeededDemo {
  batchPath: string;
  bankSessionPath: string;
}

export async function seedDemo(app: App): Promise<SeededDemo> {
  const { ownerUid } = await createAgency(app, {
    accountId: demo.accountId,
    name: 'Gestoría Demo',
    owner: demo.owner,
    companies: [
      { id: demo.activeCompanyId, name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' },
      { id: 'talleres-ruiz', name: 'Talleres Ruiz SL', taxId: 'B76543214', status: 'inactive' },
      { id: 'nueva-empresa', name: 'Nueva Empresa SL', taxId: 'A58818501', status: 'pending' },
    ],
  });
  await createUser(app, demo.admin, { admin: true });
  await seedPendingAgency(app);
  await seedFaq(getFirestore(app));
  const { batchId } = await uploadInvoiceBatch(
    app,
    { accountId: demo.accountId, companyId: demo.activeCompanyId, uid: ownerUid },
    demoInvoices(),
  );
  await seedStorageDemo(app, { accountId: demo.accountId, ownerUid, companyId: demo.activeCompanyId });
  await seedDemoChat(app, { accountId: demo.accountId, ownerUid });
  await seedBankSession(app, ownerUid);
  await seedIntakeAddress(app);
  return {
    batchPath: `accounts/${demo.accountId}/batches/${batchId}`,
    bankSessionPath: `accounts/${demo.accountId}/bankSessions/${DEMO_BANK_SESSION}`,
  };
}

/**
 * Waits, within a bound, until the demo's first upload has no file pending and its bank session
 * is done or failed. Resolves with what is still pending when the bound passes.
 */
export async function waitForDemo(app: App, seeded: SeededDemo, boundMs = 180_000): Promise<{ done: boolean; pending: string }> {
  const db = getFirestore(app);
  const until = Date.now() + boundMs;
  for (;;) {
    const [batch, session] = await Promise.all([db.doc(seeded.batchPath).get(), db.doc(seeded.bankSessionPath).get()]);
    const files = Number(batch.get('pending') ?? 0);
    const bankSettled = ['done', 'failed'].includes(String(session.get('status')));
    if (files === 0 && bankSettled) return { done: true, pending: '' };
    if (Date.now() > until) {
      const pending = [files > 0 ? `${files} invoices` : '', bankSettled ? '' : 'the bank session'].filter(Boolean).join(', ');
      return { done: false, pending };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Invoices by email on for the active company, as the setEmailIntake callable leaves it, at a
 * fixed address so the README can show how to mail it an invoice (real ones are random).
 */
async function seedIntakeAddress(app: App): Promise<void> {
  const db = getFirestore(app);
  const now = Date.now();
  const address = demo.intakeAddress;
  await db.doc(`intakeAddresses/${address}`).create({ accountId: demo.accountId, companyId: demo.activeCompanyId, createdAt: now });
  await db
    .doc(`accounts/${demo.accountId}/companies/${demo.activeCompanyId}`)
    .update({ intake: { enabled: true, address, allowedSenders: [], updatedAt: now } });
}

/**
 * A bank statement session of the active company (this year's and last year's Norma 43
 * statements, a diary, an invoice register), queued like the app does: the real task reconciles
 * it while the stack starts, so the demo opens on a finished session with suggestions to review.
 */
export async function seedBankSession(app: App, ownerUid: string): Promise<void> {
  const year = new Date().getUTCFullYear();
  const pack = bankPack({ year, owner: 'ATLANTICA DISTRIBUCIONES' });
  await startBankSession(app, { accountId: demo.accountId, companyId: demo.activeCompanyId, uid: ownerUid, sessionId: DEMO_BANK_SESSION }, {
    statement: { name: `extracto-${year}.n43`, content: pack.statement },
    lastYear: { name: `extracto-${year - 1}.n43`, content: pack.lastYear },
    diary: { name: `diario-${year}.csv`, content: pack.diary },
    invoices: { name: `facturas-${year}.csv`, content: pack.invoices },
  });
}
