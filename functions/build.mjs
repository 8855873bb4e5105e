// Bundles the functions with esbuild: our own code and the domain workspace are inlined, every
// runtime dependency listed in package.json stays external so `firebase deploy` installs it.
import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const watch = process.argv.includes('--watch');
// The bundle's folder: lib/ by default; the test stack builds into a folder of its own
// (scripts/test.ts), so runs on several port offsets never load each other's bundle.
const outDir = process.env.FACTORIA_FUNCTIONS_OUTDIR ?? 'lib';

const options = {
  // The extraction engine's worker thread is an entry of its own, beside index.js (extraction-thread.ts).
  entryPoints: ['src/index.ts', 'src/extraction/extraction-worker.ts'],
  outdir: outDir,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  // ESM output still meets CommonJS code paths in some dependencies' helpers.
  banner: {
    js: "import { createRequire as __factoriaCreateRequire } from 'node:module'; const require = __factoriaCreateRequire(import.meta.url);",
  },
  logLevel: 'info',
};

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
} else {
  await esbuild.build(options);
}
