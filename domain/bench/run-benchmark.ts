/**
 * `npm run bench:extraction -- [--fixtures <dir>] [--sections fixtures,einvoices,real,learning,corpus]
 *  [--size N] [--seed S] [--regenerate] [--limit N] [--only text|scans] [--time-budget-ms N] [--write] [--verbose]`
 * (a) the shared fixture invoices against ground_truth.json (and the e-invoices against their
 *     summaries), (b) the real documents of invoices-real (invoices, scans, non-invoices),
 *     (c) a generated corpus of invoices in many layouts, scans included,
 *     (d) learning: the real documents in date order as one agency, each saved with its ground
 *     truth as the user's correction, STP on suppliers seen before versus first seen.
 * `--sections` runs only the named parts (the OCR of scans is CPU-heavy); `--only` narrows the
 * corpus and the real documents to their text PDFs or their scans; `--time-budget-ms` gives the real
 * documents a longer time bound than production's (accuracy apart from the machine's load).
 * Prints per-field accuracy, STP, successful-but-wrong and timings; --write records them in
 * docs/benchmarks.md under "## Extraction".
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractInvoice, releaseExtractionResources } from '../src/extraction/extract-invoice';
import { type Corpus, CORPUS_VERSION, generateCorpus } from './corpus/generate-corpus';
import { runLearning } from './run-learning';
import { runReal } from './run-real';
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
  const wanted = new Set((arg('sections') ?? (only ? 'corpus' : 'fixtures,einvoices,real,learning,corpus')).split(','));
  if (wanted.has('fixtures') || wanted.has('einvoices')) {
    if (existsSync(join(fixtures, 'invoices', 'ground_truth.json'))) {
      if (wanted.has('fixtures')) sections.push(await runFixtures(join(fixtures, 'invoices'), verbose));
      if (wanted.has('einvoices') && existsSync(join(fixtures, 'einvoices'))) sections.push(await runEInvoices(join(fixtures, 'einvoices'), verbose));
    } else {
      process.stderr.write(`fixtures not found at ${fixtures}; skipping (a)\n`);
    }
  }
  if (wanted.has('real')) {
    if (existsSync(join(fixtures, 'invoices-real', 'ground_truth.json'))) {
      const real = await runReal(join(fixtures, 'invoices-real'), verbose, only, arg('time-budget-ms') ? Number(arg('time-budget-ms')) : undefined);
      sections.push(...real, mergeSections('real: all', real));
    } else {
      process.stderr.write(`real documents not found at ${fixtures}/invoices-real; skipping (b)\n`);
    }
  }
  if (wanted.has('learning') && existsSync(join(fixtures, 'invoices-real', 'ground_truth.json'))) {
    const learning = await runLearning(join(fixtures, 'invoices-real'), verbose, only, arg('time-budget-ms') ? Number(arg('time-budget-ms')) : undefined);
    sections.push(...learning, mergeSections('learning: all', learning));
  }
  let corpusSize = 0;
  if (wanted.has('corpus')) {
    const corpus = await loadCorpus(join(domainRoot, '.bench', 'corpus'), seed, size, flag('regenerate'));
    corpusSize = corpus.count;
    const corpusSections = await runCorpus(join(domainRoot, '.bench', 'corpus'), corpus, limit, verbose, only);
    sections.push(...corpusSections, mergeSections('corpus: all', corpusSections));
  }
  await releaseExtractionResources();

  const machine = `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.versions.node}`;
  const load = `${loadStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end`;
  const text = formatReport(sections, { seed, size: corpusSize, machine, load });
  process.stdout.write(text);
  if (flag('write')) writeBenchmarksMd(join(repoRoot, 'docs', 'benchmarks.md'), text);
}

void main();
