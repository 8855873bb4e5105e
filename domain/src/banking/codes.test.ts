import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BANK_CODES } from './codes';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('bank codes', () => {
  it('lists every code the banking sources emit, and nothing else', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const used = new Set(sources(dir).filter((f) => !f.endsWith('codes.ts')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(bank\/[a-z0-9-]+)'/g)].map((m) => m[1]!)));
    expect([...BANK_CODES].sort()).toEqual([...used].sort());
  });
});
