import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { prepareEmulatorBinaries } from './emulator-binaries.ts';
import { firebaseConfigFor, portsWithOffset, type Ports } from './emulator-ports.ts';
import { repoRoot } from './paths.ts';

export interface StackOptions {
  projectId: string;
  portOffset: number;
  /** Load from and export to this folder on exit (dev data that survives restarts). */
  dataDir?: string;
  /** Where the emulators' output goes; process stdout when omitted. */
  logFile?: string;
  readyTimeoutMs?: number;
}

export interface RunningStack {
  ports: Ports;
  projectId: string;
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

const EMULATORS = 'auth,firestore,storage,functions,tasks';

/** Starts the Firebase emulators once and resolves when every one of them is ready. */
export async function startEmulatorStack(options: StackOptions): Promise<RunningStack> {
  const ports = portsWithOffset(options.portOffset);
  const args = [
    join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--non-interactive',
    '--project', options.projectId,
    '--config', firebaseConfigFor(options.portOffset),
    '--only', EMULATORS,
  ];
  if (options.dataDir) {
    if (existsSync(join(options.dataDir, 'firebase-export-metadata.json'))) args.push('--import', options.dataDir);
    args.push('--export-on-exit', options.dataDir);
  }
  // The Storage emulator keeps blobs in $TMPDIR/firebase/storage/blobs and deletes that folder
  // when it stops: with a shared TMPDIR, one stack stopping would wipe every other stack's files.
  const tmpDir = join(repoRoot, '.tmp', 'emulators', `${options.projectId}-${options.portOffset}`);
  mkdirSync(tmpDir, { recursive: true });
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...prepareEmulatorBinaries(), FORCE_COLOR: '0', TMPDIR: tmpDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = options.logFile ? openLog(options.logFile) : process.stdout;
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await waitUntilReady(child, exited, options.readyTimeoutMs ?? 120_000, options.logFile);
  return { ports, projectId: options.projectId, exited, stop: () => stopGroup(child, exited) };
}

function openLog(path: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  return createWriteStream(path, { flags: 'w' });
}

function waitUntilReady(child: ChildProcess, exited: Promise<number | null>, timeoutMs: number, logFile?: string) {
  return new Promise<void>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => {
      void stopGroup(child, exited);
      reject(new Error(`emulators not ready after ${timeoutMs / 1000}s${logFile ? `; see ${logFile}` : ''}`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      if (seen.includes('All emulators ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`emulators exited with code ${code} before they were ready${logFile ? `; see ${logFile}` : ''}`));
    });
  });
}

/**
 * SIGINT to firebase-tools alone: it exports data (when asked) and stops its Java children
 * itself. Whatever is left of the process group after it exits, or after a grace time, is killed.
 */
async function stopGroup(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.pid === undefined) return;
  if (child.exitCode === null) {
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // the group is already gone
  }
}
