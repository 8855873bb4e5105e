/**
 * `npm run bench:chat:stack`: the chat's write-to-answer latency on an emulator stack of its own
 * (port offset FACTORIA_BENCH_PORT_OFFSET, default 260). Seeds the chat evaluation's first agency
 * (domain/src/chat/eval/seed-data.ts) as Firestore records, warms the trigger up, then writes
 * questions one after another and times each from the write until a listener sees its answer
 * `done`. Prints p50/p95/max and the machine's load; asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getFirestore } from 'firebase-admin/firestore';
import { buildCases } from '../../domain/src/chat/eval/questions.ts';
import { Oracle } from '../../domain/src/chat/eval/oracle.ts';
import { buildEvalDataset } from '../../domain/src/chat/eval/seed-data.ts';
import { adminApp, createAgency } from '../lib/agency-builder.ts';
import { adminEmulatorEnv, readPortOffset } from '../lib/emulator-ports.ts';
import { startEmulatorStack } from '../lib/emulator-stack.ts';
import { repoRoot } from '../lib/paths.ts';

const projectId = 'demo-factoria-bench';
const offset = readPortOffset('FACTORIA_BENCH_PORT_OFFSET', 260);
const WARM_UP = 5;
const MEASURED = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  process.stdout.write(`building functions, starting emulators (offset ${offset})…\n`);
  if (spawnSync('npm', ['run', '-s', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) throw new Error('functions build failed');
  const stack = await startEmulatorStack({ projectId, portOffset: offset, logFile: join(repoRoot, '.tmp', `bench-chat-${offset}`, 'emulators.log') });
  Object.assign(process.env, adminEmulatorEnv(stack.ports, projectId));
  try {
    const app = adminApp(projectId);
    const db = getFirestore(app);
    const dataset = buildEvalDataset();
    const agency = dataset.agencies[0]!;
    const accountId = `bench-chat-${Date.now().toString(36)}`;
    const { ownerUid } = await createAgency(app, {
      accountId, name: agency.name, owner: { email: `${accountId}@factoria.test`, password: 'bench-password', username: 'Bench' },
      companies: agency.companies.map(({ id, name, taxId, status }) => ({ id, name, taxId, status })),
    });
    const euros = (cents: number) => cents / 100;
    for (let i = 0; i < agency.invoices.length; i += 400) {
      const batch = db.batch();
      for (const invoice of agency.invoices.slice(i, i + 400)) {
        batch.set(db.doc(`accounts/${accountId}/invoices/${invoice.id}`), {
          companyId: invoice.companyId, number: invoice.number, date: invoice.date, supplierName: invoice.supplierName, supplierTaxId: invoice.supplierTaxId,
          status: invoice.status, hasErrors: invoice.hasErrors, issues: invoice.errors.map((code) => ({ field: 'total', code, severity: 'error' })),
          total: invoice.total === null ? null : euros(invoice.total),
          vatLines: invoice.vatLines.map((line) => ({ rate: line.rate, base: euros(line.base), cuota: euros(line.cuota), recargoRate: line.recargoRate, recargo: euros(line.recargo) })),
          irpf: invoice.irpf ? { rate: invoice.irpf.rate, amount: euros(invoice.irpf.amount) } : null, duplicateOf: invoice.duplicateOf, processedAt: invoice.processedAt,
        });
      }
      await batch.commit();
    }
    const chat = db.doc(`accounts/${accountId}/chats/bench`);
    await chat.set({ ownerUid, title: 'bench', locale: 'es', status: 'active', createdAt: Date.now() });
    const questions = buildCases(new Oracle(dataset)).filter((c) => c.claims.role === 'owner' && c.claims.accountId === agency.accountId && c.history.length === 0).map((c) => c.question);
    const timings: number[] = [];
    // What the function reports of each answer (answer-message.ts): claim to answer written, and
    // its stages from the trigger's start; the rest of write-to-answer is delivery to the
    // trigger and back to the listener.
    const fn: { latency: number; claim: number; owner: number; answer: number }[] = [];
    for (let i = 0; i < WARM_UP + MEASURED; i++) {
      const id = `q${String(i).padStart(3, '0')}`;
      const started = performance.now();
      const done = new Promise<{ ms: number; data: FirebaseFirestore.DocumentData }>((resolve) => {
        const stop = chat.collection('messages').doc(`${id}_a`).onSnapshot((snapshot) => {
          if (['done', 'error'].includes(snapshot.get('status') as string)) {
            stop();
            resolve({ ms: performance.now() - started, data: snapshot.data()! });
          }
        });
      });
      await chat.collection('messages').doc(id).set({ role: 'user', text: questions[i % questions.length], status: 'pending', createdAt: Date.now() });
      const { ms, data } = await done;
      if (i >= WARM_UP) {
        timings.push(ms);
        const stages = (data.stagesMs ?? {}) as Record<string, number>;
        fn.push({ latency: Number(data.latencyMs ?? NaN), claim: stages.claim ?? NaN, owner: stages.owner ?? NaN, answer: stages.answer ?? NaN });
      }
    }
    const stage = (key: keyof (typeof fn)[number]) => `${key} p50 ${percentile(fn.map((f) => f[key]), 50).toFixed(0)} / p95 ${percentile(fn.map((f) => f[key]), 95).toFixed(0)} ms`;
    const [one, five] = loadavg();
    process.stdout.write(
      `chat write -> answer done, ${MEASURED} questions after ${WARM_UP} warm-up (${agency.invoices.length} invoices, ${agency.companies.length} companies):\n` +
        `  p50 ${percentile(timings, 50).toFixed(0)} ms, p95 ${percentile(timings, 95).toFixed(0)} ms, max ${Math.max(...timings).toFixed(0)} ms\n` +
        `  in the function: ${stage('latency')} (claim to answer written); from its start: ${stage('claim')}, ${stage('owner')}, ${stage('answer')}\n` +
        `  load average ${one!.toFixed(2)} / ${five!.toFixed(2)} on ${cpus().length} cores\n`,
    );
  } finally {
    await stack.stop();
  }
}

await main();
