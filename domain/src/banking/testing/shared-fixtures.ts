/** The shared research fixtures (../shared/fixtures/bank beside the repository), as bytes. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function sharedBankFixture(path: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../../../shared/fixtures/bank/${path}`, import.meta.url))));
}

export function sharedBankJson<T>(path: string): T {
  return JSON.parse(new TextDecoder().decode(sharedBankFixture(path))) as T;
}
