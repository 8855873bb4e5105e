import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './paths.ts';

/** The emulator ports of firebase.json. A stack started with an offset shifts every one. */
export const basePorts = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  functions: 5001,
  tasks: 9499,
  eventarc: 9299,
  hub: 4400,
  logging: 4500,
} as const satisfies Record<string, number>;

/** Not a service of its own, but a port the Firestore emulator opens. */
const firestoreWebsocket = 9150;

export type EmulatorName = keyof typeof basePorts;
export type Ports = Record<EmulatorName, number>;

export function portsWithOffset(offset: number): Ports {
  const shifted = {} as Ports;
  for (const [name, port] of Object.entries(basePorts)) shifted[name as EmulatorName] = port + offset;
  return shifted;
}

/**
 * Returns the firebase config file for a port offset (and, optionally, another functions folder):
 * firebase.json itself for offset 0, otherwise a generated sibling (git-ignored) so relative
 * paths in it still resolve.
 */
export function firebaseConfigFor(offset: number, functionsSource?: string): string {
  const base = join(repoRoot, 'firebase.json');
  if (offset === 0 && !functionsSource) return base;
  const config = JSON.parse(readFileSync(base, 'utf8'));
  // A test stack's own copy of the functions (scripts/test.ts), relative to the repository.
  if (functionsSource) config.functions[0].source = relative(repoRoot, functionsSource);
  const ports = portsWithOffset(offset);
  for (const name of Object.keys(ports) as EmulatorName[]) {
    config.emulators[name] = { ...config.emulators[name], port: ports[name] };
  }
  config.emulators.firestore.websocketPort = firestoreWebsocket + offset;
  const path = join(repoRoot, `.firebase.ports-${offset}.json`);
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`);
  return path;
}

export const emulatorHost = '127.0.0.1';

/** Environment variables the Admin SDK and our scripts use to reach a running stack. */
export function adminEmulatorEnv(ports: Ports, projectId: string): Record<string, string> {
  return {
    GCLOUD_PROJECT: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `${emulatorHost}:${ports.auth}`,
    FIRESTORE_EMULATOR_HOST: `${emulatorHost}:${ports.firestore}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${emulatorHost}:${ports.storage}`,
    STORAGE_EMULATOR_HOST: `http://${emulatorHost}:${ports.storage}`,
    CLOUD_TASKS_EMULATOR_HOST: `${emulatorHost}:${ports.tasks}`,
    FIREBASE_EMULATOR_HUB: `${emulatorHost}:${ports.hub}`,
    FACTORIA_FUNCTIONS_ORIGIN: `http://${emulatorHost}:${ports.functions}`,
    // No Google Compute Engine metadata server here: don't let google-auth-library probe for one.
    METADATA_SERVER_DETECTION: 'none',
  };
}

/** Vite variables that point the web app at a running stack (read in web/src/lib/firebase). */
export function webEmulatorEnv(ports: Ports, projectId: string): Record<string, string> {
  return {
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
    VITE_FIREBASE_APP_ID: 'demo-app-id',
    VITE_EMULATORS: JSON.stringify({
      auth: `http://${emulatorHost}:${ports.auth}`,
      firestore: { host: emulatorHost, port: ports.firestore },
      storage: { host: emulatorHost, port: ports.storage },
      functions: { host: emulatorHost, port: ports.functions },
    }),
  };
}

/**
 * Ports Chromium refuses to connect to (net/base/port_util.cc, those above 1024): a stack whose
 * functions land on one (offset 60 puts them on 5061) fails every callable in the browser.
 */
const BROWSER_UNSAFE_PORTS = new Set([1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080]);

export function readPortOffset(variable: string, fallback: number): number {
  const raw = process.env[variable];
  if (raw === undefined || raw === '') return fallback;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 500) {
    throw new Error(`${variable} must be an integer between 0 and 500, got "${raw}"`);
  }
  // The web app's ports (npm start's and the test stack's) and MailDev's inbox are opened in the browser too.
  const opened = { ...portsWithOffset(offset), web: 5173 + offset, 'test web': 4173 + offset, 'mail inbox': 1080 + offset };
  const unsafe = Object.entries(opened).find(([, port]) => BROWSER_UNSAFE_PORTS.has(port));
  if (unsafe) throw new Error(`${variable}=${offset} puts the ${unsafe[0]} port on ${unsafe[1]}, which browsers refuse; choose another offset`);
  return offset;
}
