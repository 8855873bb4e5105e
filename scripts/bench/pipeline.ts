/**
 * `npm run bench:pipeline`: the invoice pipeline on an emulator stack of its own (port offset
 * FACTORIA_BENCH_PORT_OFFSET, default 250), with generated text-layer invoices. Each round
 * starts a fresh stack (warmed by the start script, emulator-stack.ts, as `npm start` is) and
 * measures:
 *   1. upload-to-visible: the first 50 PDFs after the start, uploaded as the web app does (4 at
 *      a time); for each, the time from the start of its upload until a Firestore listener sees
 *      its invoice;
 *   2. one file at a time (10 files);
 *   3. a 500-invoice batch (ten uploads of 50, the most one upload takes), from the first byte
 *      sent until every file is recorded;
 *   4. upload-to-visible of 50 PDFs again, on the stack the batch has warmed up.
 * `--first-burst-only` skips 2-4. `--rounds=N` (or FACTORIA_BENCH_RUNS; 3 by default) rounds;
 * prints each round's figures, then each measure's median, min and max and its verdict
 * (spread.ts), with the machine's load and a CPU index (spread.ts, cpuLoopMs) at the start and
 * end of every round.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, getApps } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { newBatch } from '../../domain/src/records/batch.schema.ts';
import { invoiceObjectPath } from '../../domain/src/records/storage-paths.ts';
import { adminApp, createAgency } from '../lib/agency-builder.ts';
import { adminEmulatorEnv, readPortOffset } from '../lib/emulator-ports.ts';
import { startEmulatorStack } from '../lib/emulator-stack.ts';
import { FIXTURE_CUSTOMER } from '../lib/fixture-customer.ts';
import { repoRoot } from '../lib/paths.ts';
import { generateInvoicePdfs, type GeneratedInvoice } from './invoice-pdfs.ts';
import { cpuLoopMs, machineLoad, spread, spreadText, verdict } from './spread.ts';

const projectId = 'demo-factoria-bench';
/** `--first-burst-only`: measure 1 alone, for comparing changes to the start and the first files quickly. */
const firstBurstOnly = process.argv.includes('--first-burst-only');
const offset = readPortOffset('FACTORIA_BENCH_PORT_OFFSET', 250);

async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Upload {
  batchId: string;
  fileId: string;
  invoice: GeneratedInvoice;
}

/** Seeded, so the same every run: generated once, then read from .tmp/. */
async function benchInvoices(count: number, seed: number): Promise<GeneratedInvoice[]> {
  const folder = join(repoRoot, '.tmp', 'bench-pipeline', `invoices-${seed}-${count}`);
  const index = join(folder, 'index.json');
  if (existsSync(index)) {
    const entries = JSON.parse(readFileSync(index, 'utf8')) as Omit<GeneratedInvoice, 'bytes'>[];
    return entries.map((entry) => ({ ...entry, bytes: new Uint8Array(readFileSync(join(folder, entry.name))) }));
  }
  process.stdout.write(`generating ${count} invoices…\n`);
  const invoices = await generateInvoicePdfs(count, seed, FIXTURE_CUSTOMER);
  mkdirSync(folder, { recursive: true });
  for (const invoice of invoices) writeFileSync(join(folder, invoice.name), invoice.bytes);
  writeFileSync(index, JSON.stringify(invoices.map(({ bytes: _bytes, ...entry }) => entry)));
  return invoices;
}

/** One round's figures, in ms, for the summary. */
interface Round {
  fresh: BurstFigures;
  warm: BurstFigures;
  batchMs: number;
  lines: string[];
}

interface BurstFigures {
  p50: number;
  p95: number;
}

/** A fresh stack, its measures, and the stack stopped again. */
async function round(number: number, invoices: GeneratedInvoice[]): Promise<Round> {
  const startLine = `round ${number}: at the start ${machineLoad()}, CPU loop ${cpuLoopMs()} ms`;
  process.stdout.write(`${startLine}; starting the emulators (offset ${offset})…\n`);
  const stack = await startEmulatorStack({ projectId, portOffset: offset, logFile: join(repoRoot, '.tmp', `bench-pipeline-${offset}`, `emulators-${number}.log`) });
  Object.assign(process.env, adminEmulatorEnv(stack.ports, projectId));
  try {
    const app = adminApp(projectId);
    const db = getFirestore(app);
    const bucket = getStorage(app).bucket();
    const accountId = `bench-${Date.now().toString(36)}`;
    const { ownerUid } = await createAgency(app, {
      accountId,
      name: 'Bench Agency',
      owner: { email: `${accountId}@factoria.test`, password: 'bench-password', username: 'Bench' },
      companies: [{ id: 'atlantica', name: FIXTURE_CUSTOMER.name, taxId: FIXTURE_CUSTOMER.taxId, status: 'active' }],
      plan: { maxCompanies: 10, maxInvoicesPerMonth: 100_000, extraSlots: 0 },
    });
    const target = { accountId, companyId: 'atlantica', uid: ownerUid };
    let retries = 0;

    async function newUploads(invoices: GeneratedInvoice[]): Promise<Upload[]> {
      const ref = db.collection(`accounts/${accountId}/batches`).doc();
      const fileIds = invoices.map(() => db.collection('ids').doc().id);
      await ref.set(newBatch({ companyId: 'atlantica', fileIds, createdBy: ownerUid, createdAt: Date.now() }));
      return invoices.map((invoice, index) => ({ batchId: ref.id, fileId: fileIds[index]!, invoice }));
    }

    // Retried like the web app's uploads: a busy emulator sometimes drops a connection.
    async function send(upload: Upload, attempt = 1): Promise<void> {
      try {
        await bucket.file(invoiceObjectPath({ ...target, batchId: upload.batchId, fileId: upload.fileId })).save(Buffer.from(upload.invoice.bytes), {
          contentType: 'application/pdf',
          resumable: false,
          metadata: { metadata: { batchId: upload.batchId, fileId: upload.fileId, originalName: upload.invoice.name, uploadedBy: ownerUid } },
        });
      } catch (error) {
        if (attempt >= 4) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
        retries++;
        await send(upload, attempt + 1);
      }
    }

    /** Resolves with the moment each file of the batches left its mark (invoice or failure). */
    function watch(batchIds: string[], count: number, timeoutMs: number): Promise<Map<string, number>> {
      const seen = new Map<string, number>();
      return new Promise((resolve) => {
        const stops: (() => void)[] = [];
        const done = () => {
          stops.forEach((stop) => stop());
          resolve(seen);
        };
        const timer = setTimeout(done, timeoutMs);
        const check = () => {
          if (seen.size >= count) {
            clearTimeout(timer);
            done();
          }
        };
        for (const batchId of batchIds) {
          stops.push(db.collection(`accounts/${accountId}/invoices`).where('batchId', '==', batchId).onSnapshot((snapshot) => {
            // Only what changed: the benchmark plays the browser, which runs on another machine,
            // so its own work on these two cores is kept small.
            for (const change of snapshot.docChanges()) if (!seen.has(change.doc.id)) seen.set(change.doc.id, Date.now());
            check();
          }));
          stops.push(db.doc(`accounts/${accountId}/batches/${batchId}`).onSnapshot((batch) => {
            for (const fileId of Object.keys((batch.get('failures') ?? {}) as object)) if (!seen.has(fileId)) seen.set(fileId, Date.now());
            check();
          }));
        }
      });
    }

    /** Upload-to-visible of 50 text PDFs sent together, and where the time goes. */
    async function burst(files: GeneratedInvoice[]) {
      const fifty = await newUploads(files);
      const started = new Map<string, number>();
      const sent = new Map<string, number>();
      const fiftySeen = watch([fifty[0]!.batchId], 50, 600_000);
      await pool(fifty, 4, async (upload) => {
        started.set(upload.fileId, Date.now());
        await send(upload);
        sent.set(upload.fileId, Date.now());
      });
      const visible = await fiftySeen;
      const latencies = fifty.filter((upload) => visible.has(upload.fileId)).map((upload) => visible.get(upload.fileId)! - started.get(upload.fileId)!);
      // Sending the bytes, waiting for and running the pipeline (until the invoice is
      // recorded), and the listener seeing the record.
      const recorded = await db.collection(`accounts/${accountId}/invoices`).where('batchId', '==', fifty[0]!.batchId).get();
      const processedAt = new Map(recorded.docs.map((invoice) => [invoice.id, Number(invoice.get('processedAt'))]));
      const phase = (from: Map<string, number>, to: Map<string, number>) =>
        fifty.filter((upload) => from.has(upload.fileId) && to.has(upload.fileId)).map((upload) => to.get(upload.fileId)! - from.get(upload.fileId)!);
      const phases = [
        ['sending', phase(started, sent)],
        ['pipeline', phase(sent, processedAt)],
        ['listener', phase(processedAt, visible)],
      ] as const;
      const figures = { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
      return {
        figures,
        lines: [
          `${latencies.length}/50 visible; p50 ${seconds(figures.p50)}, p95 ${seconds(figures.p95)}, max ${seconds(Math.max(...latencies))}`,
          `  of which ${phases.map(([name, values]) => `${name} p50 ${seconds(percentile(values, 50))} / p95 ${seconds(percentile(values, 95))}`).join('; ')}`,
        ],
      };
    }

    // 1. The first 50 files after the start, at once (a file that is visible counts at 50 of 50).
    const fresh = await burst(invoices.slice(3, 53));

    /** The round's lines: its start, the first burst, `measured` (the other measures), its end. */
    const report = (measured: string[]) => {
      const lines = [
        startLine,
        `upload-to-visible, the first 50 text PDFs after the start (4 uploads at a time): ${fresh.lines.join('\n')}`,
        ...measured,
        `round ${number}: at the end ${machineLoad()}, CPU loop ${cpuLoopMs()} ms; ${retries} upload retries`,
      ];
      process.stdout.write(`\n${lines.map((line) => `- ${line}`).join('\n')}\n\n`);
      return lines;
    };
    if (firstBurstOnly) return { fresh: fresh.figures, warm: { p50: NaN, p95: NaN }, batchMs: NaN, lines: report([]) };

    // 1b. One file at a time (what a person dropping a single invoice waits for): no queue.
    // Three files not sent yet and the burst's first seven again, in uploads of their own (the
    // seven flagged as possible duplicates, recorded all the same).
    const singleLatencies: number[] = [];
    for (const invoice of invoices.slice(0, 10)) {
      const [upload] = await newUploads([invoice]);
      const seen = watch([upload!.batchId], 1, 120_000);
      const start = Date.now();
      await send(upload!);
      const marks = await seen;
      if (marks.has(upload!.fileId)) singleLatencies.push(marks.get(upload!.fileId)! - start);
    }

    // 2. A 500-invoice batch: ten uploads of 50.
    const uploads: Upload[] = [];
    for (let index = 0; index < 10; index++) uploads.push(...(await newUploads(invoices.slice(53 + index * 50, 103 + index * 50))));
    const batchIds = [...new Set(uploads.map((upload) => upload.batchId))];
    const bigStart = Date.now();
    const bigSeen = watch(batchIds, 500, 900_000);
    await pool(uploads, 4, send);
    const uploadedMs = Date.now() - bigStart;
    const bigDone = await bigSeen;
    const bigMs = Math.max(...bigDone.values()) - bigStart;
    const batches = await Promise.all(batchIds.map((id) => db.doc(`accounts/${accountId}/batches/${id}`).get()));
    const succeeded = batches.reduce((sum, batch) => sum + Number(batch.get('succeeded')), 0);
    const failed = batches.reduce((sum, batch) => sum + Number(batch.get('failed')), 0);

    // 3. 50 at once again, now that the emulators' code is warm (JIT), as a running server's is.
    const warm = await burst(invoices.slice(553, 603));

    const lines = report([
      `upload-to-visible, one file at a time (10 files): p50 ${seconds(percentile(singleLatencies, 50))}, p95 ${seconds(percentile(singleLatencies, 95))}`,
      `500-invoice batch (10 x 50, 4 uploads at a time): ${bigDone.size}/500 recorded (${succeeded} invoices, ${failed} failed) in ${seconds(bigMs)}; uploads done after ${seconds(uploadedMs)}; ${(bigDone.size / (bigMs / 60_000)).toFixed(0)} invoices/min`,
      `upload-to-visible, 50 text PDFs, warm stack (after the 500): ${warm.lines.join('\n')}`,
    ]);
    return { fresh: fresh.figures, warm: warm.figures, batchMs: bigMs, lines };
  } finally {
    // The next round's stack is a new one on the same ports: a new Admin SDK app for it.
    await Promise.all(getApps().map((app) => deleteApp(app)));
    await stack.stop();
  }
}

/** Issue 7 and 20: 50 files at once visible within 5 s (p95), 500 files within 3 minutes. */
const BURST_P95_TARGET_MS = 5_000;
const BATCH_TARGET_MS = 180_000;

async function main() {
  const roundsFlag = process.argv.find((arg) => arg.startsWith('--rounds='))?.slice('--rounds='.length);
  const rounds = Number(roundsFlag ?? process.env.FACTORIA_BENCH_RUNS ?? 3);
  process.stdout.write(`building functions…\n`);
  if (spawnSync('npm', ['run', '-s', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) throw new Error('functions build failed');
  const invoices = await benchInvoices(603, 21);
  const results: Round[] = [];
  for (let number = 1; number <= rounds; number++) results.push(await round(number, invoices));

  const of = (pick: (result: Round) => number) => spread(results.map(pick));
  type Target = [label: string, values: ReturnType<typeof spread>, targetMs: number];
  const otherTargets: Target[] = firstBurstOnly ? [] : [
    ['warm stack 50, p95', of((result) => result.warm.p95), BURST_P95_TARGET_MS],
    ['500-invoice batch', of((result) => result.batchMs), BATCH_TARGET_MS],
  ];
  const summary: Target[] = [['first 50 after the start, p95', of((result) => result.fresh.p95), BURST_P95_TARGET_MS], ...otherTargets];
  const lines = [
    `${rounds} rounds, each on a fresh stack`,
    `first 50 after the start, p50: ${spreadText(of((result) => result.fresh.p50), seconds)}`,
    ...(firstBurstOnly ? [] : [`warm stack 50, p50: ${spreadText(of((result) => result.warm.p50), seconds)}`]),
    ...summary.flatMap(([label, values, target]) => [`${label}: ${spreadText(values, seconds)}`, `  ${verdict(label, values, 'at most', target, seconds)}`]),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:pipeline failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
