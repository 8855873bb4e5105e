import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { repoRoot, toolsDir } from './paths.ts';

/**
 * Decides how firebase-tools gets its Java emulators, without any download at run time.
 *
 * firebase-tools normally downloads the Firestore emulator and the Cloud Storage rules runtime
 * into its cache. Where those jars are cached (a laptop that once had internet), we change
 * nothing. Where they are not, but the Google Cloud SDK's Firestore emulator is installed, we
 * point firebase-tools' own overrides (<EMULATOR>_EMULATOR_BINARY_PATH) at:
 *  - a manifest-only launcher jar for the SDK's Firestore emulator (its jar has no Main-Class);
 *  - our Storage rules runtime (tools/storage-rules-runtime), compiled against the Firebase
 *    Rules engine inside that same SDK jar.
 * Otherwise firebase-tools downloads as usual.
 */

const firestoreMainClass = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const rulesRuntimeMainClass = 'dev.factoria.rules.StorageRulesRuntime';
const rulesRuntimeSources = join(repoRoot, 'tools', 'storage-rules-runtime', 'src');
const outDir = join(toolsDir, 'emulators');

interface DownloadInfo {
  firestore: { downloadPathRelativeToCacheDir: string };
  storage: { downloadPathRelativeToCacheDir: string };
}

function firebaseToolsCacheDir(): string {
  return process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
}

function cachedJar(kind: keyof DownloadInfo): boolean {
  const info = JSON.parse(
    readFileSync(
      join(repoRoot, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'),
      'utf8',
    ),
  ) as DownloadInfo;
  return existsSync(join(firebaseToolsCacheDir(), info[kind].downloadPathRelativeToCacheDir));
}

export function findSdkFirestoreJar(): string | undefined {
  const candidates = [
    process.env.FACTORIA_FIRESTORE_EMULATOR_JAR,
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
    join(homedir(), 'google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'),
  ];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

function writeManifestJar(jarPath: string, mainClass: string, classPath: string, contentDir?: string) {
  const workDir = `${jarPath}.build`;
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const manifest = join(workDir, 'MANIFEST.MF');
  writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: ${mainClass}\nClass-Path: ${classPath}\n`);
  const args = ['--create', '--file', jarPath, '--manifest', manifest];
  if (contentDir) args.push('-C', contentDir, '.');
  else args.push('-C', workDir, 'MANIFEST.MF');
  execFileSync('jar', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  rmSync(workDir, { recursive: true, force: true });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildFirestoreLauncher(sdkJar: string): string {
  const jar = join(outDir, 'firestore-emulator-launcher.jar');
  if (!existsSync(jar)) writeManifestJar(jar, firestoreMainClass, sdkJar);
  return jar;
}

function buildRulesRuntime(sdkJar: string): string {
  const jar = join(outDir, 'storage-rules-runtime.jar');
  if (existsSync(jar) && statSync(jar).mtimeMs > newestMtime(rulesRuntimeSources)) return jar;
  const classes = join(outDir, 'storage-rules-runtime-classes');
  rmSync(classes, { recursive: true, force: true });
  const sources = readdirSync(rulesRuntimeSources, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.java'))
    .map((file) => join(rulesRuntimeSources, file));
  // -proc:none: the SDK jar lists an annotation processor that fails when javac runs it.
  execFileSync('javac', ['-proc:none', '-nowarn', '-d', classes, '-cp', sdkJar, ...sources], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  writeManifestJar(jar, rulesRuntimeMainClass, sdkJar, classes);
  rmSync(classes, { recursive: true, force: true });
  return jar;
}

/** Returns the environment overrides firebase-tools needs on this machine (possibly none). */
export function prepareEmulatorBinaries(): Record<string, string> {
  const env: Record<string, string> = {};
  const needFirestore = !cachedJar('firestore');
  const needStorage = !cachedJar('storage');
  if (!needFirestore && !needStorage) return env;
  const sdkJar = findSdkFirestoreJar();
  if (!sdkJar) return env; // firebase-tools will download what it needs (a machine with internet)
  mkdirSync(outDir, { recursive: true });
  if (needFirestore) env.FIRESTORE_EMULATOR_BINARY_PATH = buildFirestoreLauncher(sdkJar);
  if (needStorage) env.STORAGE_EMULATOR_BINARY_PATH = buildRulesRuntime(sdkJar);
  return env;
}

export function describeBinaries(env: Record<string, string>): string {
  const lines = Object.entries(env).map(([key, value]) => `${key}=${relative(repoRoot, value)}`);
  return lines.length ? lines.join(', ') : 'firebase-tools defaults';
}
