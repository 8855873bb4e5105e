/**
 * `npm start`: the emulators (with data kept in .emulator-data across restarts), the functions
 * rebuilt on every change, the demo seeded on first start, and the web app on :5173.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { adminApp } from './lib/agency-builder.ts';
import { demo, isSeeded, seedDemo } from './lib/demo-seed.ts';
import { adminEmulatorEnv, readPortOffset, webEmulatorEnv } from './lib/emulator-ports.ts';
import { startEmulatorStack } from './lib/emulator-stack.ts';
import { devDataDir, repoRoot } from './lib/paths.ts';

const projectId = 'demo-factoria';
const portOffset = readPortOffset('FACTORIA_PORT_OFFSET', 0);
const children: ChildProcess[] = [];

function secondsSinceCommand(): string {
  const started = Number(process.env.FACTORIA_STARTED_AT ?? Date.now());
  return ((Date.now() - started) / 1000).toFixed(1);
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
  await runToEnd('npm', ['run', '-s', 'build', '-w', 'functions'], repoRoot);
  run('npm', ['run', '-s', 'build:watch', '-w', 'functions'], repoRoot);

  process.stdout.write('factoria: starting the Firebase emulators…\n');
  const stack = await startEmulatorStack({ projectId, portOffset, dataDir: devDataDir });
  Object.assign(process.env, adminEmulatorEnv(stack.ports, projectId));

  const app = adminApp(projectId);
  if (!(await isSeeded(app))) {
    process.stdout.write('factoria: seeding the demo agency…\n');
    await seedDemo(app);
  }

  const webPort = String(5173 + portOffset);
  run('npx', ['vite', '--port', webPort, '--strictPort'], join(repoRoot, 'web'), webEmulatorEnv(stack.ports, projectId));

  process.stdout.write(
    [
      '',
      `Factoría is running on http://localhost:${webPort}`,
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
    process.stderr.write('factoria: the emulators stopped unexpectedly\n');
    stopChildren();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`factoria: ${error instanceof Error ? error.message : String(error)}\n`);
  stopChildren();
  process.exit(1);
});
