/**
 * `npm run bench:mail`: invoices by email on an emulator stack of its own (port offset
 * FACTORIA_BENCH_PORT_OFFSET, default 260): a message with 20 generated PDF invoices is sent to a
 * company's intake address through the local SMTP intake server (nodemailer), and for each
 * invoice the time from the start of the SMTP send until a Firestore listener sees it. Several
 * messages, one after another (RUNS, default 3); prints p50/p95/max over every invoice and the
 * machine's load, and per message where the time went (from the records' own times: the batch's
 * createdAt is when receiveMail wrote it, an invoice's createdAt when its PDF was stored and
 * processedAt when the pipeline recorded it). It asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';
import { setEmailIntake } from '../../functions/src/mail/set-email-intake.ts';
import { adminApp, createAgency } from '../lib/agency-builder.ts';
import { adminEmulatorEnv, readPortOffset } from '../lib/emulator-ports.ts';
import { startEmulatorStack } from '../lib/emulator-stack.ts';
import { FIXTURE_CUSTOMER } from '../lib/fixture-customer.ts';
import { repoRoot } from '../lib/paths.ts';
import { generateInvoicePdfs, type GeneratedInvoice } from './invoice-pdfs.ts';

const projectId = 'demo-factoria-bench';
const offset = readPortOffset('FACTORIA_BENCH_PORT_OFFSET', 260);
const ATTACHMENTS = 20;
const runs = Number(process.env.RUNS ?? 3);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const span = (values: number[]) => `${seconds(Math.min(...values))}–${seconds(Math.max(...values))}`;

async function benchInvoices(count: number, seed: number): Promise<GeneratedInvoice[]> {
  const folder = join(repoRoot, '.tmp', 'bench-mail', `invoices-${seed}-${count}`);
  const index = join(folder, 'index.json');
  if (existsSync(index)) {
    const entries = JSON.parse(readFileSync(index, 'utf8')) as Omit<GeneratedInvoice, 'bytes'>[];
    return entries.map((entry) => ({ ...entry, bytes: new Uint8Array(readFileSync(join(folder, entry.name))) }));
  }
  const invoices = await generateInvoicePdfs(count, seed, FIXTURE_CUSTOMER);
  mkdirSync(folder, { recursive: true });
  for (const invoice of invoices) writeFileSync(join(folder, invoice.name), invoice.bytes);
  writeFileSync(index, JSON.stringify(invoices.map(({ bytes: _bytes, ...entry }) => entry)));
  return invoices;
}

async function main() {
  process.stdout.write(`building functions, starting emulators (offset ${offset})…\n`);
  if (spawnSync('npm', ['run', '-s', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) throw new Error('functions build failed');
  const stack = await startEmulatorStack({ projectId, portOffset: offset, logFile: join(repoRoot, '.tmp', `bench-mail-${offset}`, 'emulators.log') });
  Object.assign(process.env, adminEmulatorEnv(stack.ports, projectId));
  try {
    const app = adminApp(projectId);
    const db = getFirestore(app);
    const accountId = `bench-mail-${Date.now().toString(36)}`;
    const { ownerUid } = await createAgency(app, {
      accountId,
      name: 'Bench Agency',
      owner: { email: `${accountId}@factoria.test`, password: 'bench-password', username: 'Bench' },
      companies: [{ id: 'atlantica', name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' }],
      plan: { maxCompanies: 10, maxInvoicesPerMonth: 100_000, extraSlots: 0 },
    });
    const address = await setEmailIntake(db, { uid: ownerUid, accountId, role: 'owner' }, { companyId: 'atlantica', enabled: true, allowedSenders: [], regenerate: false }, 'in.factoria.localhost');
    const smtp = nodemailer.createTransport({ host: '127.0.0.1', port: stack.mail.ports.intakeSmtp, secure: false, ignoreTLS: true });
    const invoices = db.collection(`accounts/${accountId}/invoices`);
    const all: number[] = [];
    for (let run = 0; run < runs; run++) {
      const pdfs = await benchInvoices(ATTACHMENTS, 1700 + run);
      const seen = new Map<string, number>();
      const started = Date.now();
      let batchId: string | null = null;
      const done = new Promise<void>((resolve) => {
        const stop = invoices.where('companyId', '==', 'atlantica').onSnapshot((snapshot) => {
          for (const doc of snapshot.docs) if (!seen.has(doc.id) && (!batchId || doc.get('batchId') === batchId)) seen.set(doc.id, Date.now() - started);
          if (seen.size >= (run + 1) * ATTACHMENTS) {
            stop();
            resolve();
          }
        });
      });
      // Invoices of earlier runs are already in the listener's first snapshot: counted before start.
      await smtp.sendMail({
        from: 'facturas@proveedor.es',
        to: address!,
        subject: `Facturas ${run + 1}`,
        text: 'Adjuntas.',
        attachments: pdfs.map((pdf) => ({ filename: pdf.name, content: Buffer.from(pdf.bytes) })),
      });
      const sent = Date.now() - started;
      batchId = ((await db.collection(`accounts/${accountId}/inbox`).where('subject', '==', `Facturas ${run + 1}`).get()).docs[0]?.get('batchId') as string | undefined) ?? null;
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 180_000))]);
      const times = [...seen.entries()].filter(([id]) => id.startsWith(batchId ?? '\u0000')).map(([, ms]) => ms);
      all.push(...times);
      process.stdout.write(`message ${run + 1}: SMTP accepted after ${seconds(sent)}; ${times.length}/${ATTACHMENTS} visible; p50 ${seconds(percentile(times, 50))}, p95 ${seconds(percentile(times, 95))}, max ${seconds(Math.max(...times))}\n`);
      if (batchId) {
        const batch = await db.doc(`accounts/${accountId}/batches/${batchId}`).get();
        const recorded = (await invoices.where('batchId', '==', batchId).get()).docs;
        const batchAt = Number(batch.get('createdAt')) - started;
        const stored = recorded.map((doc) => Number(doc.get('createdAt')) - started);
        const processed = recorded.map((doc) => Number(doc.get('processedAt')) - started);
        process.stdout.write(
          `  batch written by receiveMail at ${seconds(batchAt)}; PDFs stored ${span(stored)}; recorded by the pipeline ${span(processed)}; ` +
            `seen by the listener ${span(times)} (store-to-record per invoice p50 ${seconds(percentile(recorded.map((doc) => Number(doc.get('processedAt')) - Number(doc.get('createdAt'))), 50))})\n`,
        );
      }
    }
    process.stdout.write(
      `\nMail: ${runs} messages of ${ATTACHMENTS} PDF invoices, send-to-visible per invoice (${all.length} invoices): p50 ${seconds(percentile(all, 50))}, p95 ${seconds(percentile(all, 95))}, max ${seconds(Math.max(...all))}\n` +
        `machine: ${cpus().length} cores, load ${loadavg().map((value) => value.toFixed(1)).join(' / ')}\n`,
    );
  } finally {
    await stack.stop();
  }
}

// The admin SDK's and nodemailer's handles would keep the process alive after the stack stopped.
main().then(() => process.exit(0), (error: unknown) => {
  process.stderr.write(`bench:mail: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
