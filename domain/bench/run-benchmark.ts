/**
 * `npm run bench:extraction -- [--fixtures <dir>] [--size N] [--seed S] [--regenerate]
 *  [--limit N] [--only text|scans] [--write] [--verbose]`
 * (a) the shared fixture invoices against ground_truth.json (and the e-invoices against their
 *     summaries), (b) a generated corpus of invoices in many layouts, scans included.
 * Prints per-field accuracy, STP, successful-but-wrong and timings; --write records them in
 * docs/benchmarks.md under "## Extraction".
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractInvoice, releaseExtractionResources } from '../src/extraction/extract-invoice';
import { type Corpus, CORPUS_VERSION, generateCorpus } from './corpus/generate-corpus';
import { mergeSections, runCorpus, runEInvoices, runFixtures, type SectionReport } from './run-sections';
import { formatReport, writeBenchmarksMd } from './report';

const domainRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(domainRoot, '..');

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(`--${name}`);
  if (i >= 0) return argv[i + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}
const flag = (name: string) => process.argv.slice(2).includes(`--${name}`);

async function loadCorpus(folder: string, seed: number, size: number, regenerate: boolean): Promise<Corpus> {
  const truthFile = join(folder, 'truth.json');
  if (!regenerate && existsSync(truthFile)) {
    const corpus = JSON.parse(readFileSync(truthFile, 'utf8')) as Corpus;
    if (corpus.version === CORPUS_VERSION && corpus.seed === seed && corpus.count === size) return corpus;
  }
  process.stderr.write(`generating ${size} invoices (seed ${seed}) into ${folder}\n`);
  return generateCorpus(folder, seed, size);
}

async function main(): Promise<void> {
  const base = process.env.INIT_CWD ?? repoRoot;
  const fixtures = resolve(base, arg('fixtures') ?? resolve(repoRoot, '../shared/fixtures'));
  const size = Number(arg('size') ?? 340);
  const seed = Number(arg('seed') ?? 20261121);
  const limit = arg('limit') ? Number(arg('limit')) : undefined;
  const verbose = flag('verbose');
  const sections: SectionReport[] = [];
  const loadStart = loadavg()[0]!;

  // Warm up once (module loading, OCR worker start) so timings measure steady state.
  await extractInvoice(new TextEncoder().encode('%PDF-1.4\n'), {});

  const only = arg('only') as 'text' | 'scans' | undefined;
  if (only) {
    // A quick look at one part of the corpus; fixtures skipped.
  } else if (existsSync(join(fixtures, 'invoices', 'ground_truth.json'))) {
    sections.push(await runFixtures(join(fixtures, 'invoices'), verbose));
    if (existsSync(join(fixtures, 'einvoices'))) sections.push(await runEInvoices(join(fixtures, 'einvoices'), verbose));
  } else {
    process.stderr.write(`fixtures not found at ${fixtures}; skipping (a)\n`);
  }
  const corpus = await loadCorpus(join(domainRoot, '.bench', 'corpus'), seed, size, flag('regenerate'));
  const corpusSections = await runCorpus(join(domainRoot, '.bench', 'corpus'), corpus, limit, verbose, only);
  sections.push(...corpusSections, mergeSections('corpus: all', corpusSections));
  await releaseExtractionResources();

  const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}`;
  const load = `${loadStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end`;
  const text = formatReport(sections, { seed, size: corpus.count, machine, load });
  process.stdout.write(text);
  if (flag('write')) writeBenchmarksMd(join(repoRoot, 'docs', 'benchmarks.md'), text);
}

void main();
