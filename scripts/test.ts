/**
 * `npm test`: every test layer, with the emulators started once for the whole run.
 *   1. static checks: TypeScript in every workspace, ESLint
 *   2. unit tests: vitest projects domain, functions, web (no emulator)
 *   3. builds: functions bundle, web app pointed at the test emulators
 *   4. on one emulator stack: rules tests, functions integration tests, Playwright end to end
 * Stages can be picked: `npm test -- unit rules` (static, unit, rules, integration, e2e); any
 * other argument filters test files (vitest) and test titles (Playwright --grep).
 * The stack uses its own ports (FACTORIA_TEST_PORT_OFFSET, default 10) so it runs beside
 * `npm start`; outputs are per offset too, so several runs can share one checkout.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { adminEmulatorEnv, readPortOffset, webEmulatorEnv } from './lib/emulator-ports.ts';
import { startEmulatorStack } from './lib/emulator-stack.ts';
import { repoRoot } from './lib/paths.ts';

const STAGES = ['static', 'unit', 'rules', 'integration', 'e2e'] as const;
type Stage = (typeof STAGES)[number];

const projectId = 'demo-factoria-test';
const portOffset = readPortOffset('FACTORIA_TEST_PORT_OFFSET', 10);
const isStage = (arg: string): arg is Stage => (STAGES as readonly string[]).includes(arg);
const requested = process.argv.slice(2).filter(isStage);
const filters = process.argv.slice(2).filter((arg) => !isStage(arg));
const outDir = join(repoRoot, '.tmp', `test-${portOffset}`);
const stages = new Set<Stage>(requested.length ? requested : STAGES);
const timings: [string, number][] = [];

/**
 * This run's copy of functions/ (package.json, .env files, the emulator's .secret.local and the
 * bundle built into it), so that runs on other port offsets building at the same time never swap
 * the bundle under the emulator.
 * Dependencies resolve from the repository's node_modules, up the tree.
 */
function prepareFunctionsCopy(): string {
  const folder = join(outDir, 'functions');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const source = join(repoRoot, 'functions');
  for (const name of readdirSync(source)) {
    if (name === 'package.json' || name.startsWith('.env') || name === '.secret.local') copyFileSync(join(source, name), join(folder, name));
  }
  return folder;
}

function run(label: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${label}\n`);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      timings.push([label, Date.now() - started]);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (exit code ${code})`));
    });
  });
}

async function main() {
  const started = Date.now();
  if (stages.has('static')) {
    for (const project of ['domain', 'functions', 'web', 'web/e2e', 'scripts', 'tests']) {
      await run(`typecheck ${project}`, 'npx', ['tsc', '-p', `${project}/tsconfig.json`]);
    }
    await run('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
  }
  if (stages.has('unit')) await run('unit tests', 'npx', ['vitest', 'run', '--config', 'vitest.config.ts', ...filters]);

  const needsStack = stages.has('rules') || stages.has('integration') || stages.has('e2e');
  if (needsStack) {
    const functionsSource = prepareFunctionsCopy();
    await run('build functions', 'npm', ['run', '-s', 'build', '-w', 'functions'], { env: { FACTORIA_FUNCTIONS_OUTDIR: join(functionsSource, 'lib') } });
    const stack = await startEmulatorStack({ projectId, portOffset, functionsSource, logFile: join(outDir, 'emulators.log') });
    const env = {
      ...adminEmulatorEnv(stack.ports, projectId),
      FACTORIA_TEST_PROJECT_ID: projectId,
      FACTORIA_TEST_PORTS: JSON.stringify(stack.ports),
      FACTORIA_TEST_MAIL_PORTS: JSON.stringify(stack.mail.ports),
      FACTORIA_TEST_WEB_PORT: String(4173 + portOffset),
      // The dev-server smoke test (web/e2e/dev-server.spec.ts) serves the sources with Vite.
      FACTORIA_TEST_DEV_PORT: String(5173 + portOffset),
      FACTORIA_TEST_WEB_ENV: JSON.stringify(webEmulatorEnv(stack.ports, projectId)),
      FACTORIA_TEST_WEB_DIST: join(outDir, 'web-dist'),
      FACTORIA_TEST_OUTPUT: join(outDir, 'e2e-results'),
    };
    try {
      if (stages.has('rules')) await run('rules tests', 'npx', ['vitest', 'run', '--config', 'tests/vitest.rules.config.ts', ...filters], { env });
      if (stages.has('integration')) {
        await run('integration tests', 'npx', ['vitest', 'run', '--config', 'tests/vitest.integration.config.ts', ...filters], { env });
      }
      if (stages.has('e2e')) {
        await run('build web', 'npx', ['vite', 'build', '--outDir', env.FACTORIA_TEST_WEB_DIST, '--emptyOutDir'], {
          cwd: join(repoRoot, 'web'),
          env: webEmulatorEnv(stack.ports, projectId),
        });
        const grep = filters.length ? ['--grep', filters.join('|')] : [];
        await run('end-to-end tests', 'npx', ['playwright', 'test', '--config', 'web/playwright.config.ts', ...grep], { env });
      }
    } finally {
      await stack.stop();
    }
  }
  process.stdout.write('\nStage timings:\n');
  for (const [label, ms] of timings) process.stdout.write(`  ${label.padEnd(20)} ${(ms / 1000).toFixed(1)} s\n`);
  process.stdout.write(`  ${'total'.padEnd(20)} ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const commandStarted = Number(process.env.FACTORIA_STARTED_AT ?? started);
  process.stdout.write(`  ${'with setup'.padEnd(20)} ${((Date.now() - commandStarted) / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`\n✖ ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
