/**
 * `npm run ask -- [--lang es|en] [--agency-file F] [--account ID] [--company ID] "question"`:
 * one question to the chat's `rules` provider, printed as JSON
 * `{text, blocks, figures, citations, actions, intent, ms}`.
 * F is a ChatDataset JSON (`{today, agencies: [...]}`, docs/chat.md); without it the evaluation's
 * seeded data is used, whose first agency is the demo's (`demo-agency`). `--company` asks as that
 * company's client user; `--write-sample F` writes the seeded data set to F to start from.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FAQ_ENTRIES } from '../../functions/src/faq/faq-entries';
import { answerQuestion } from '../src/chat/engine';
import { buildEvalDataset } from '../src/chat/eval/seed-data';
import { type ChatDataset, MemoryChatRepository } from '../src/chat/memory-repository';
import type { ChatClaims, ChatLang } from '../src/chat/types';

const base = (file: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), file);

function parseArgs(argv: string[]): { lang: ChatLang; file?: string; account?: string; company?: string; sample?: string; question: string } {
  const options: ReturnType<typeof parseArgs> = { lang: 'es', question: '' };
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--lang') options.lang = argv[++i] === 'en' ? 'en' : 'es';
    else if (arg === '--agency-file') options.file = argv[++i];
    else if (arg === '--account') options.account = argv[++i];
    else if (arg === '--company') options.company = argv[++i];
    else if (arg === '--write-sample') options.sample = argv[++i];
    else words.push(arg);
  }
  options.question = words.join(' ');
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.sample) {
    writeFileSync(base(options.sample), JSON.stringify(buildEvalDataset(), null, 1));
    return;
  }
  if (!options.question) {
    process.stderr.write('usage: npm run ask -- [--lang es|en] [--agency-file F] [--account ID] [--company ID] "question"\n');
    process.exitCode = 2;
    return;
  }
  const dataset: ChatDataset = options.file ? (JSON.parse(readFileSync(base(options.file), 'utf8')) as ChatDataset) : buildEvalDataset();
  const accountId = options.account ?? dataset.agencies[0]?.accountId ?? '';
  const claims: ChatClaims = options.company ? { accountId, role: 'client', companyId: options.company } : { accountId, role: 'owner' };
  const started = performance.now();
  const { answer } = await answerQuestion({ text: options.question, lang: options.lang, claims, today: dataset.today, previous: null }, { repo: new MemoryChatRepository(dataset.agencies), faq: FAQ_ENTRIES });
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const { text, blocks, figures, citations, actions, intent } = answer;
  process.stdout.write(`${JSON.stringify({ text, blocks, figures, citations, actions, intent, ms }, null, 2)}\n`);
}

await main();
