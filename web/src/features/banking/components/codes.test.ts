import { BANK_CODES } from '@factoria/domain/banking/codes';
import { BANK_ERROR_CODES } from '@factoria/domain/records/bank-session.schema';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const locales = join(import.meta.dirname, '..', '..', '..', 'locales');

describe('banking codes', () => {
  it.each(['en', 'es'])('translates every code of the engine and the pipeline (%s)', (language) => {
    const { codes } = JSON.parse(readFileSync(join(locales, language, 'banking.json'), 'utf8')) as { codes: Record<string, string> };
    const all = [...BANK_CODES, ...BANK_ERROR_CODES, 'bank/internal-error'];
    expect(all.filter((code) => !codes[code])).toEqual([]);
  });
});
