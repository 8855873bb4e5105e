import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareEmulatorBinaries } from './emulator-binaries.ts';
import { firebaseConfigFor, portsWithOffset, type Ports } from './emulator-ports.ts';
import { startMailStack, type RunningMailStack } from './mail-stack.ts';
import { repoRoot } from './paths.ts';
import { warmFunctions } from './warm-functions.ts';

export interface StackOptions {
  projectId: string;
  portOffset: number;
  /** Load from and export to this folder on exit (dev data that survives restarts). */
  dataDir?: string;
  /** Where the emulators' output goes; process stdout when omitted. */
  logFile?: string;
  readyTimeoutMs?: number;
  /** The functions folder to load (a built copy of functions/); functions/ itself when omitted. */
  functionsSource?: string;
}

export interface RunningStack {
  ports: Ports;
  projectId: string;
  /** MailDev (what the app sends) and the intake SMTP server (what it receives). */
  mail: RunningMailStack;
  stop(): Promise<void>;
  exited: Promise<number | null>;
}

const EMULATORS = 'auth,firestore,storage,functions,tasks';
/** Function processes the emulator keeps per function: two, one per core. */
const WORKERS_PER_FUNCTION = 2;

/**
 * The emulators' JVMs (Firestore, the Storage rules runtime) compile with the quick compiler
 * only and collect garbage in one thread. By default the JVM also runs its optimising compiler
 * and a concurrent collector, whose threads, right after the start, take the two cores from the
 * first files' functions and requests: the first 50 files after a start reached their p95 in
 * 3.7-6.9 s with these options against 6.8-7.6 s without, round for round (docs/benchmarks.md,
 * issue 20). A JAVA_TOOL_OPTIONS of the caller's own replaces them.
 */
const EMULATOR_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/** Starts the Firebase emulators once and resolves when every one of them is ready and the hot functions are warm. */
export async function startEmulatorStack(options: StackOptions): Promise<RunningStack> {
  const ports = portsWithOffset(options.portOffset);
  const args = [
    join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--non-interactive',
    '--project', options.projectId,
    '--config', firebaseConfigFor(options.portOffset, options.functionsSource),
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
  const mail = await startMailStack({ portOffset: options.portOffset, functionsPort: ports.functions, projectId: options.projectId });
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      // Our patch of the Functions emulator: at most this many processes per function (0: no
      // bound), as a deployed function's instances take events in turn; docs/decisions/0702.
      FACTORIA_EMULATOR_WORKERS_PER_FUNCTION: String(WORKERS_PER_FUNCTION),
      JAVA_TOOL_OPTIONS: EMULATOR_JVM_OPTIONS,
      ...process.env,
      ...prepareEmulatorBinaries(),
      FORCE_COLOR: '0',
      TMPDIR: tmpDir,
      // This stack's MailDev, for the sendMail function (functions/src/mail/mail-config.ts).
      FACTORIA_MAILDEV_SMTP_PORT: String(mail.ports.maildevSmtp),
      // Loading the functions' code to discover them takes seconds on a busy machine; the
      // default 10 s bound then fails the whole Functions emulator.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log = options.logFile ? openLog(options.logFile) : process.stdout;
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });

  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const stop = async () => {
    await stopGroup(child, exited);
    await mail.stop();
  };
  try {
    // A bound, not a wait: on a loaded 2-core machine loading every function can take minutes.
    await waitUntilReady(child, exited, options.readyTimeoutMs ?? 300_000, options.logFile);
  } catch (error) {
    await mail.stop();
    throw error;
  }
  await warmFunctions(ports, options.projectId);
  return { ports, projectId: options.projectId, mail, exited, stop };
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

function readCommandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
}

/** Every live descendant of a process with its command line (Linux /proc; elsewhere none). */
function descendants(root: number): (readonly [number, string])[] {
  if (!existsSync('/proc')) return [];
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const found: (readonly [number, string])[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      found.push([child, readCommandLine(child) ?? '']);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * SIGINT to firebase-tools alone: it exports data (when asked) and stops its Java children
 * itself. Its descendants are noted first: the emulators' JVMs run in sessions of their own, so
 * whatever survives firebase-tools (after a crash, or a grace time) is killed by pid.
 */
async function stopGroup(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.pid === undefined) return;
  const family = descendants(child.pid);
  if (child.exitCode === null) {
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 60_000))]);
  }
  for (const [pid, commandLine] of [[child.pid, ''] as const, ...family]) {
    // A pid may be reused once its process is gone: kill only the same command line.
    if (commandLine && readCommandLine(pid) !== commandLine) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
