/**
 * `npm start`: the emulators (with data kept in .emulator-data across restarts), the functions
 * rebuilt on every change, the demo seeded on first start, and the web app on :5173 as users get
 * it: the built PWA with its service worker, so installing it and working offline can be tried at
 * once. `npm run dev` (`--dev`) serves the sources with Vite's hot reload instead.
 *
 * The ready line comes when the app answers and, on the first start, when the demo's invoices and
 * its bank session are processed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { adminApp } from './lib/agency-builder.ts';
import { demo, isSeeded, seedDemo, waitForDemo, type SeededDemo } from './lib/demo-seed.ts';
import { adminEmulatorEnv, portsWithOffset, readPortOffset, webEmulatorEnv } from './lib/emulator-ports.ts';
import { startEmulatorStack } from './lib/emulator-stack.ts';
import { devDataDir, repoRoot } from './lib/paths.ts';
import { buildWebOnce, waitUntilAnswers } from './lib/web-build.ts';

const projectId = 'demo-factoria';
const portOffset = readPortOffset('FACTORIA_PORT_OFFSET', 0);
const devMode = process.argv.includes('--dev');
const startDir = join(repoRoot, '.tmp', 'start');
const children: ChildProcess[] = [];

function secondsSinceCommand(): string {
  const started = Number(process.env.FACTORIA_STARTED_AT ?? Date.now());
  return ((Date.now() - started) / 1000).toFixed(1);
}

function say(line: string) {
  process.stdout.write(`factoria: ${line}\n`);
}

// Each child leads its own process group, so stopping it also stops what npm or npx started.
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
  children.push(child);
  return child;
}

function stopChildren() {
  for (const child of children) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function runToEnd(command: string, args: string[], cwd: string) {
  return new Promise<void>((resolve, reject) => {
    run(command, args, cwd).on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed`))));
  });
}

async function main() {
  say('building the functions…');
  await runToEnd('npm', ['run', '-s', 'build', '-w', 'functions'], repoRoot);
  run('npm', ['run', '-s', 'build:watch', '-w', 'functions'], repoRoot);

  const webEnv = webEmulatorEnv(portsWithOffset(portOffset), projectId);
  // The web build needs only the ports, so it runs while the emulators start.
  const webDist = devMode ? null : buildWebOnce({ env: webEnv, outDir: join(startDir, 'web-dist'), say });

  say(`starting the Firebase emulators (their log: ${join('.tmp', 'start', 'emulators.log')})…`);
  const stack = await startEmulatorStack({ projectId, portOffset, dataDir: devDataDir, logFile: join(startDir, 'emulators.log') });
  Object.assign(process.env, adminEmulatorEnv(stack.ports, projectId));

  const app = adminApp(projectId);
  let seeded: SeededDemo | null = null;
  if (!(await isSeeded(app))) {
    say('seeding the demo agency…');
    seeded = await seedDemo(app);
  }

  const webPort = 5173 + portOffset;
  const vite = ['vite', devMode ? 'dev' : 'preview', '--port', String(webPort), '--strictPort', '--logLevel', 'warn'];
  if (webDist) vite.push('--outDir', await webDist);
  run('npx', vite, join(repoRoot, 'web'), webEnv);
  await waitUntilAnswers(`http://localhost:${webPort}/`);

  if (seeded) {
    say('processing the demo\'s invoices and bank session…');
    const waited = await waitForDemo(app, seeded);
    if (!waited.done) say(`the demo is still processing (${waited.pending}); it finishes in the background`);
  }

  process.stdout.write(
    [
      '',
      `Factoría is running on http://localhost:${webPort}${devMode ? ' (dev server, hot reload)' : ' (the installable app, works offline once loaded)'}`,
      `  agency user:   ${demo.owner.email} / ${demo.owner.password}`,
      `  administrator: ${demo.admin.email} / ${demo.admin.password}`,
      `  mail sent by the app (MailDev inbox): ${stack.mail.inboxUrl}`,
      `  send invoices by mail: SMTP ${stack.mail.ports.intakeSmtp} on 127.0.0.1 to ${demo.intakeAddress} (README "Mail")`,
      'Data is kept in .emulator-data between runs; `npm run reset` starts over. Ctrl-C stops.',
      `(ready ${secondsSinceCommand()} s after the command started)`,
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    stopChildren();
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await stack.exited;
  if (!stopping) {
    process.stderr.write(`factoria: the emulators stopped unexpectedly; see ${join('.tmp', 'start', 'emulators.log')}\n`);
    stopChildren();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`factoria: ${error instanceof Error ? error.message : String(error)}\n`);
  stopChildren();
  process.exit(1);
});
