import { ISSUE_CODES } from '@factoria/domain/invoice/issue-codes';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n/namespaces';

const here = import.meta.dirname;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(here, language, `${namespace}.json`), 'utf8'));
}

describe('locale files', () => {
  it('has the same namespaces in English and Spanish, and only declared ones', () => {
    const en = readdirSync(join(here, 'en')).sort();
    const es = readdirSync(join(here, 'es')).sort();
    expect(es).toEqual(en);
    expect(en).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
  });

  it.each(NAMESPACES)('namespace %s has every key in both languages', (namespace) => {
    const en = keys(load('en', namespace)).sort();
    const es = keys(load('es', namespace)).sort();
    expect(es.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !es.includes(key))).toEqual([]);
  });

  it.each(['en', 'es'])('translates every non-empty string (%s)', (language) => {
    for (const namespace of NAMESPACES) {
      const text = JSON.stringify(load(language, namespace));
      expect(text, `${language}/${namespace}`).not.toMatch(/:""/);
    }
  });

  it.each(['en', 'es'])('translates every domain issue code (%s)', (language) => {
    const issues = load(language, 'issues') as Record<string, string>;
    expect(ISSUE_CODES.filter((code) => !issues[code])).toEqual([]);
  });
});
