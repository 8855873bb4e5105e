/**
 * The stack the web benchmarks measure: its own emulators (an offset no test run uses), the
 * functions, the web app built for them and served by `vite preview`, and Debian's Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { adminEmulatorEnv, webEmulatorEnv } from '../lib/emulator-ports.ts';
import { startEmulatorStack, type RunningStack } from '../lib/emulator-stack.ts';
import { repoRoot } from '../lib/paths.ts';

export const projectId = 'demo-factoria-bench';
const portOffset = Number(process.env.FACTORIA_BENCH_PORT_OFFSET ?? 130);
export const outDir = join(repoRoot, '.tmp', 'bench-web');
export const chromiumPath = process.env.FACTORIA_CHROMIUM ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface BenchApp {
  baseUrl: string;
  dist: string;
  /** The stack's ports, to build and serve another copy of the web app against it (web-compare.ts). */
  ports: RunningStack['ports'];
  stop(): Promise<void>;
}

/** Builds the web app in `webDir` (a checkout's web/ folder) into `dist`, for the stack on `ports`. */
export async function buildWeb(webDir: string, dist: string, ports: RunningStack['ports']): Promise<void> {
  await run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], webDir, webEmulatorEnv(ports, projectId));
}

/** Serves a built `dist` with `vite preview` on `port`; returns its URL and how to stop it. */
export async function serveWeb(webDir: string, dist: string, port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const preview: ChildProcess = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', dist], {
    cwd: webDir,
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(baseUrl);
  return {
    baseUrl,
    stop() {
      if (preview.pid === undefined) return;
      try {
        process.kill(-preview.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

export async function startBenchApp(): Promise<BenchApp> {
  mkdirSync(outDir, { recursive: true });
  process.stdout.write('bench: building functions and starting the emulators…\n');
  await run('npm', ['run', '-s', 'build', '-w', 'functions'], repoRoot);
  const stack: RunningStack = await startEmulatorStack({ projectId, portOffset, logFile: join(outDir, 'emulators.log') });
  Object.assign(process.env, adminEmulatorEnv(stack.ports, projectId));
  const dist = join(outDir, 'dist');
  const webDir = join(repoRoot, 'web');
  process.stdout.write('bench: building the web app…\n');
  await buildWeb(webDir, dist, stack.ports);
  const preview = await serveWeb(webDir, dist, 4173 + portOffset);
  return {
    baseUrl: preview.baseUrl,
    dist,
    ports: stack.ports,
    async stop() {
      preview.stop();
      await stack.stop();
    },
  };
}

/** A Chromium profile of its own, reachable by Lighthouse on `debuggingPort`. */
export async function browserProfile(name: string, debuggingPort: number): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(join(outDir, 'profiles', `${name}-${Date.now()}`), {
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
    viewport: { width: 1350, height: 940 },
  });
  // A machine shared with other test runs can be slow; the figures say how slow, not a timeout.
  context.setDefaultTimeout(120_000);
  context.setDefaultNavigationTimeout(120_000);
  return context;
}

export async function signIn(context: BrowserContext, baseUrl: string, email: string, password: string) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión|Entrar)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  return page;
}
