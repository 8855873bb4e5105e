/** The running test stack, as scripts/test.ts describes it in the environment. */
import type { Ports } from '../../scripts/lib/emulator-ports.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through \`npm test\``);
  return value;
}

export const projectId = required('FACTORIA_TEST_PROJECT_ID');
export const ports = JSON.parse(required('FACTORIA_TEST_PORTS')) as Ports;
export const host = '127.0.0.1';
export const bucket = `${projectId}.appspot.com`;
