/**
 * Sends real invoices through the upload pipeline of a stack that has just started, then removes
 * every trace of them (issue 20, item 3). Starting a function's process is not all a first file
 * waits for: the first extraction in each of processInvoice's processes starts the extraction
 * thread and loads pdf.js in it (about 0.4 s each on a quiet machine, several times that under
 * load), and the first upload trigger, recording and duplicate look compile their own paths.
 * And a process warmed by one file is not warm: the Firestore emulator's JVM compiles its hot
 * paths over the first few hundred requests, and V8 its own over the first files. On a slower
 * machine the first 50 files after a start took 1.5-2 times as long as 50 on a stack that had
 * recorded 500; one upload's worth at start takes part of that away (docs/benchmarks.md, issue
 * 20's second session), at the cost of a few seconds of the start. Here a burst of generated text
 * invoices, uploaded four at a time as the web app does, goes the whole way (Storage upload,
 * onObjectUploaded, the task, processInvoice's extraction, recording and duplicate look) for a
 * warm-up agency that exists only for this, whose documents and objects are deleted once the
 * files are recorded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { newBatch } from '../../domain/src/records/batch.schema.ts';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { adminEmulatorEnv, type Ports } from './emulator-ports.ts';
import { FIXTURE_CUSTOMER } from './fixture-customer.ts';
import { repoRoot } from './paths.ts';

const ACCOUNT_ID = 'warm-up-stack';
const COMPANY_ID = 'warm-up-company';
const UPLOADER = 'warm-up';
/** How long the companies aggregate must stay unwritten before the warm-up agency is deleted. */
const TRIGGER_SETTLE_MS = 2000;
/** Files in the warm-up burst: one upload's worth, what a person's first upload may hold. */
export const WARM_UP_FILES = 50;
/** Uploads at a time, as the web app sends them (outbox). */
const UPLOADS_AT_ONCE = 4;
/** Bound on the clean-up, beyond the warm-up's own. */
const CLEAN_UP_BOUND_MS = 30_000;

/**
 * An Admin SDK app of its own for this stack: Firestore and Storage read the emulator hosts from
 * the environment when they are created, so it is set for that moment only.
 */
function warmUpApp(ports: Ports, projectId: string): { app: App; db: Firestore } {
  const { METADATA_SERVER_DETECTION, ...env } = adminEmulatorEnv(ports, projectId);
  // No metadata server here; the clients look for one lazily, after the hosts are restored.
  process.env.METADATA_SERVER_DETECTION ??= METADATA_SERVER_DETECTION;
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    const app = initializeApp({ projectId, storageBucket: `${projectId}.appspot.com` }, `warm-up-${ports.firestore}`);
    const db = getFirestore(app);
    getStorage(app).bucket();
    // Created now, while the environment names this stack's emulators.
    db.collection('accounts');
    return { app, db };
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function waitForRecords(db: Firestore, count: number, deadline: number): Promise<boolean> {
  const invoices = db.collection(`accounts/${ACCOUNT_ID}/invoices`);
  while (Date.now() < deadline) {
    if ((await invoices.count().get()).data().count >= count) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Deletes the warm-up agency. Each recorded file wrote its company, and deleting the company is a
 * write too: every one of those runs onCompanyWritten, which recounts the companies into the
 * account's aggregate, late and in any order. So the company goes first, the account only once
 * the aggregate has been written after that and then left alone for a while.
 */
async function removeTraces(app: App, db: Firestore, deadline: number): Promise<void> {
  await getStorage(app).bucket().deleteFiles({ prefix: `accounts/${ACCOUNT_ID}/` }).catch(() => undefined);
  const companyDeleted = (await db.doc(`accounts/${ACCOUNT_ID}/companies/${COMPANY_ID}`).delete()).writeTime.toMillis();
  const aggregate = db.doc(`accounts/${ACCOUNT_ID}/aggregates/companies`);
  let lastWrite = 0;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const written = (await aggregate.get()).updateTime?.toMillis() ?? 0;
    if (written !== lastWrite) {
      lastWrite = written;
      quietSince = Date.now();
    }
    if (lastWrite > companyDeleted && Date.now() - quietSince >= TRIGGER_SETTLE_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await db.recursiveDelete(db.doc(`accounts/${ACCOUNT_ID}`));
}

/** Best effort within `deadline`: a failure only means the first user's files pay the start. */
export async function warmInvoicePipeline(ports: Ports, projectId: string, files: number, deadline: number): Promise<void> {
  const { app, db } = warmUpApp(ports, projectId);
  try {
    const folder = join(repoRoot, 'fixtures', 'invoices', 'generated');
    const pdfs = readdirSync(folder).filter((name) => name.endsWith('.pdf')).sort().map((name) => readFileSync(join(folder, name)));
    await db.doc(`accounts/${ACCOUNT_ID}`).set({
      name: 'Warm-up',
      status: 'active',
      timeZone: 'Europe/Madrid',
      plan: { maxCompanies: 1, maxInvoicesPerMonth: 1000, extraSlots: 0 },
      usage: { companies: 1, invoicesThisMonth: 0, month: '' },
    });
    await db.doc(`accounts/${ACCOUNT_ID}/companies/${COMPANY_ID}`).set({ name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' });
    const batch = db.collection(`accounts/${ACCOUNT_ID}/batches`).doc();
    const fileIds = Array.from({ length: files }, (_, index) => `warm-up-${index}`);
    await batch.set(newBatch({ companyId: COMPANY_ID, fileIds, createdBy: UPLOADER, createdAt: Date.now() }));
    const bucket = getStorage(app).bucket();
    let next = 0;
    // Several at once from the start, so the Functions emulator hands them to every process.
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, async () => {
      for (let index = next++; index < fileIds.length && Date.now() < deadline; index = next++) {
        const fileId = fileIds[index]!;
        await bucket.file(invoiceObjectPath({ accountId: ACCOUNT_ID, companyId: COMPANY_ID, batchId: batch.id, fileId })).save(pdfs[index % pdfs.length]!, {
          contentType: 'application/pdf',
          resumable: false,
          metadata: { metadata: { batchId: batch.id, fileId, originalName: `${fileId}.pdf`, uploadedBy: UPLOADER } },
        });
      }
    }));
    await waitForRecords(db, files, deadline);
  } finally {
    await removeTraces(app, db, Math.max(deadline, Date.now() + CLEAN_UP_BOUND_MS)).catch(() => undefined);
    await deleteApp(app);
  }
}
