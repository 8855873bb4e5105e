import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RE2JS } from './no-pipeline-regex';

/** The Firestore SDK's browser builds that import re2js (what vite.config.ts routes to the stand-in). */
function firestoreBuildsImportingRe2js(): { file: string; source: string }[] {
  const dist = dirname(createRequire(import.meta.url).resolve('@firebase/firestore/package.json')) + '/dist';
  return readdirSync(dist)
    .filter((file) => file.endsWith('.esm.js'))
    .map((file) => ({ file, source: readFileSync(join(dist, file), 'utf8') }))
    .filter(({ source }) => /from ['"]re2js['"]/.test(source));
}

describe('the re2js stand-in (docs/decisions/2001)', () => {
  it('refuses to compile any pattern, with a message that says why', () => {
    expect(() => RE2JS.compile('^a.*$')).toThrow(/not bundled in Factoría/);
  });

  it('covers every use the Firestore SDK makes of re2js: compile, inside a try that turns a throw into an error value', () => {
    const builds = firestoreBuildsImportingRe2js();
    // The SDK still imports it: otherwise the stand-in and its decision can go.
    expect(builds.length).toBeGreaterThan(0);
    for (const { file, source } of builds) {
      const imported = /import \{ RE2JS \} from ['"]re2js['"]/.exec(source);
      expect(imported, `${file} imports only RE2JS`).not.toBeNull();
      const uses = [...source.matchAll(/RE2JS(\.\w+)?/g)].filter((use) => use.index !== imported!.index + 'import { '.length);
      expect(uses.length).toBeGreaterThan(0);
      for (const use of uses) {
        expect(use[1], `${file}: RE2JS used as ${use[0]}`).toBe('.compile');
        const before = source.slice(Math.max(0, use.index - 1500), use.index);
        const lastTry = before.lastIndexOf('try {');
        expect(lastTry, `${file}: RE2JS.compile at ${use.index} outside a try`).toBeGreaterThan(-1);
        // No catch closes that try before the call.
        expect(before.slice(lastTry).includes('catch'), `${file}: RE2JS.compile at ${use.index} after its try's catch`).toBe(false);
      }
    }
  });
});
