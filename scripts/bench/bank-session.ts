/**
 * `npm run bench:bank-session`: a bank statement session from upload to done on an emulator
 * stack of its own (port offset FACTORIA_BENCH_PORT_OFFSET, default 260), as the web app does
 * it (session, uploads, queued), until a Firestore listener sees it done:
 *   1. a generated year of a small business (domain/banking/testing): Norma 43 statements of
 *      this year and last, a Holded diary, an invoice register, three runs;
 *   2. a 20,000-line BBVA-style .xlsx statement alone (every line written to Firestore).
 * Prints the figures (and the machine's load, which they depend on); it asserts nothing.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { getFirestore, type DocumentSnapshot } from 'firebase-admin/firestore';
import { scaleXlsx } from '../../domain/bench/reconcile-scale.ts';
import { generatePack } from '../../domain/src/banking/testing/generate-pack.ts';
import { packFiles } from '../../domain/src/banking/testing/pack-files.ts';
import { adminApp, createAgency } from '../lib/agency-builder.ts';
import { startBankSession, type PackFiles } from '../lib/bank-sessions.ts';
import { adminEmulatorEnv, readPortOffset } from '../lib/emulator-ports.ts';
import { startEmulatorStack } from '../lib/emulator-stack.ts';
import { repoRoot } from '../lib/paths.ts';

const projectId = 'demo-factoria-bench';
const offset = readPortOffset('FACTORIA_BENCH_PORT_OFFSET', 260);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  process.stdout.write(`building functions, starting emulators (offset ${offset})…\n`);
  if (spawnSync('npm', ['run', '-s', 'build', '-w', 'functions'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0) throw new Error('functions build failed');
  const stack = await startEmulatorStack({ projectId, portOffset: offset, logFile: join(repoRoot, '.tmp', `bench-bank-${offset}`, 'emulators.log') });
  Object.assign(process.env, adminEmulatorEnv(stack.ports, projectId));
  try {
    const app = adminApp(projectId);
    const db = getFirestore(app);
    const generated = await packFiles(generatePack(1, 2025), { statement: 'n43', diary: 'holded', register: 'generic' });
    const accountId = `bench-bank-${Date.now().toString(36)}`;
    const { ownerUid } = await createAgency(app, {
      accountId,
      name: 'Bench Agency',
      owner: { email: `${accountId}@factoria.test`, password: 'bench-password', username: 'Bench' },
      companies: [{ id: 'pack', name: 'Pack SL', taxId: generated.companyTaxId, status: 'active' }],
    });

    async function session(label: string, files: PackFiles) {
      const started = Date.now();
      const { sessionId } = await startBankSession(app, { accountId, companyId: 'pack', uid: ownerUid }, files);
      const done = await new Promise<DocumentSnapshot>((resolve) => {
        const stop = db.doc(`accounts/${accountId}/bankSessions/${sessionId}`).onSnapshot((snapshot) => {
          if (['done', 'failed'].includes(snapshot.get('status') as string)) {
            stop();
            resolve(snapshot);
          }
        });
      });
      const ms = Date.now() - started;
      process.stdout.write(`${label}: ${done.get('status')} ${done.get('failure.code') ?? ''} ${done.get('summary.lines') ?? 0} lines, upload-to-done ${seconds(ms)}\n`);
      return ms;
    }

    const packUpload = Object.fromEntries(generated.files.map((file) => [file.kind, { name: file.name, content: file.bytes }])) as PackFiles;
    process.stdout.write(`generated pack: ${generated.files.map((f) => `${f.kind} ${f.name} ${f.bytes.byteLength} B`).join(', ')}\n`);
    const runs: number[] = [];
    for (let run = 1; run <= 3; run++) runs.push(await session(`pack run ${run}`, packUpload));
    const large = await scaleXlsx(20_000);
    const largeMs = await session('20,000-line .xlsx statement', { statement: { name: 'movimientos.xlsx', content: large } });
    process.stdout.write(
      `\nupload-to-done (target ≤ 60 s): generated pack ${runs.map(seconds).join(' / ')}; 20,000 lines ${seconds(largeMs)}\n` +
        `machine: ${cpus().length} cores, load ${loadavg().map((n) => n.toFixed(1)).join(' ')}\n`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
