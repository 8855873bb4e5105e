import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BANK_ERROR_CODES } from '../records/bank-session.schema';
import { BANK_CODES } from './codes';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('bank codes', () => {
  // The split rules (split.ts) answer with the decisions callable's codes (BANK_ERROR_CODES).
  it('lists every code the banking sources emit, and nothing else', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const used = new Set(sources(dir).filter((f) => !f.endsWith('codes.ts')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(bank\/[a-z0-9-]+)'/g)].map((m) => m[1]!)));
    const callableOnly = new Set<string>(BANK_ERROR_CODES.filter((code) => !BANK_CODES.includes(code)));
    expect([...BANK_CODES].sort()).toEqual([...used].filter((code) => !callableOnly.has(code)).sort());
  });
});
