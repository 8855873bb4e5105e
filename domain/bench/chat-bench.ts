/**
 * `npm run bench:chat`: the chat evaluation (rules provider) over the seeded data set. Prints
 * accuracy per language and group, invented figures, citation coverage, leaks and engine
 * latency, then the held-out paraphrases' accuracy on its own. `--verbose` lists failures.
 */
import { FAQ_ENTRIES } from '../../functions/src/faq/faq-entries';
import { heldOutCases } from '../src/chat/eval/held-out';
import { Oracle } from '../src/chat/eval/oracle';
import { type EvalCase, buildCases } from '../src/chat/eval/questions';
import { type CaseScore, forbiddenStrings, scoreCase } from '../src/chat/eval/score';
import { buildEvalDataset } from '../src/chat/eval/seed-data';
import { MemoryChatRepository } from '../src/chat/memory-repository';

const verbose = process.argv.includes('--verbose');
const dataset = buildEvalDataset();
const deps = { repo: new MemoryChatRepository(dataset.agencies), faq: FAQ_ENTRIES };
const oracle = new Oracle(dataset);

async function run(cases: EvalCase[]): Promise<(CaseScore & { testCase: EvalCase })[]> {
  const scores = [];
  for (const testCase of cases) {
    const score = await scoreCase(testCase, dataset, deps, forbiddenStrings(dataset, testCase.claims));
    scores.push({ ...score, testCase });
  }
  return scores;
}

const pct = (n: number, d: number): string => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

function report(title: string, scores: (CaseScore & { testCase: EvalCase })[]): void {
  console.log(`\n${title}: ${scores.length} questions`);
  for (const lang of ['es', 'en'] as const) {
    const mine = scores.filter((s) => s.testCase.lang === lang);
    console.log(`  accuracy ${lang}: ${mine.filter((s) => s.pass).length}/${mine.length} (${pct(mine.filter((s) => s.pass).length, mine.length)})`);
  }
  for (const group of ['data', 'knowledge', 'refuse', 'clarify', 'isolation'] as const) {
    const mine = scores.filter((s) => s.testCase.group === group);
    if (mine.length) console.log(`  ${group}: ${mine.filter((s) => s.pass).length}/${mine.length}`);
  }
  const numbers = scores.reduce((a, s) => a + s.numbers, 0);
  const cited = scores.reduce((a, s) => a + s.cited, 0);
  console.log(`  invented figures: ${scores.reduce((a, s) => a + s.invented.length, 0)}`);
  console.log(`  citation coverage: ${cited}/${numbers} numbers in answers (${pct(cited, numbers)})`);
  console.log(`  leaks: ${scores.reduce((a, s) => a + s.leaks.length, 0)}`);
  const ms = scores.map((s) => s.ms);
  console.log(`  engine latency: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, max ${Math.max(...ms).toFixed(1)} ms`);
  for (const s of scores.filter((x) => !x.pass)) {
    console.log(`  FAIL ${s.id}: ${s.reasons.join('; ')}${verbose ? `\n      Q: ${s.testCase.question}\n      A: ${s.answer.text}` : ''}`);
  }
}

const main = await run(buildCases(oracle));
report('Evaluation', main);
report('Held-out paraphrases (written after the engine, never tuned on)', await run(heldOutCases(oracle)));
