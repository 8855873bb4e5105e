/**
 * The web app built as users get it (`vite build`: the PWA with its service worker), for
 * `npm start`. The build is skipped when neither the sources nor the environment it bakes in
 * changed since the last one, so a restart serves at once.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths.ts';

const webDir = join(repoRoot, 'web');
/** What a build reads besides web/'s own sources: the domain code and the installed packages. */
const INPUTS = [webDir, join(repoRoot, 'domain', 'src'), join(repoRoot, 'package-lock.json')];
const SKIPPED = new Set(['node_modules', 'dist', 'dev-dist', 'e2e', 'test-results', 'playwright-report']);

interface BuildOptions {
  env: Record<string, string>;
  outDir: string;
  say: (line: string) => void;
}

/** Builds the web app into outDir unless the last build there had the same inputs; resolves to outDir. */
export async function buildWebOnce({ env, outDir, say }: BuildOptions): Promise<string> {
  const stampFile = join(outDir, '.factoria-build-stamp');
  const stamp = inputsStamp(env);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    say('the web app is already built for these sources');
    return outDir;
  }
  say('building the web app (the installable PWA; about a minute)…');
  mkdirSync(outDir, { recursive: true });
  const logFile = `${outDir}.log`;
  const log = createWriteStream(logFile);
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: webDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('exit', resolve);
  });
  log.end();
  if (code !== 0) throw new Error(`the web build failed; see ${relative(repoRoot, logFile)}`);
  writeFileSync(stampFile, stamp);
  return outDir;
}

function inputsStamp(env: Record<string, string>): string {
  const hash = createHash('sha256').update(JSON.stringify(env));
  for (const input of INPUTS) hashTree(hash, input);
  return hash.digest('hex');
}

function hashTree(hash: ReturnType<typeof createHash>, path: string) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    hash.update(relative(repoRoot, path)).update(readFileSync(path));
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) hashTree(hash, child);
    else if (entry.isFile()) hash.update(relative(repoRoot, child)).update(readFileSync(child));
  }
}

/** Resolves when the URL answers 200, polling for at most boundMs. */
export async function waitUntilAnswers(url: string, boundMs = 60_000): Promise<void> {
  const until = Date.now() + boundMs;
  for (;;) {
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await answer.arrayBuffer();
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${boundMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
