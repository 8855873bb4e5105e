/**
 * Scores one evaluation case: right intent, expected figures in the text, expected sources
 * linked, no invented figure, every number cited, and nothing of another agency or client.
 */
import { answerQuestion, type EngineDeps } from '../engine';
import { findInventedFigures } from '../invented-figures';
import { KNOWLEDGE_BASE } from '../knowledge-base';
import type { ChatDataset } from '../memory-repository';
import type { ChatContext } from '../parse-question';
import type { ChatAnswer, ChatClaims, SourceRef } from '../types';
import type { EvalCase } from './questions';

export interface CaseScore {
  id: string;
  pass: boolean;
  reasons: string[];
  invented: string[];
  numbers: number;
  cited: number;
  leaks: string[];
  ms: number;
  answer: ChatAnswer;
}

export function sourceKey(source: SourceRef): string {
  switch (source.kind) {
    case 'invoice':
    case 'company':
    case 'bank-session':
    case 'kb':
    case 'faq':
      return `${source.kind}:${source.id}`;
    case 'invoice-list':
      return `invoice-list:${source.companyId ?? '*'}`;
    case 'daily-report':
      return `daily-report:${source.day}`;
    case 'companies':
      return 'companies';
  }
}

function allSources(answer: ChatAnswer): Set<string> {
  const keys = new Set<string>();
  for (const figure of answer.figures) keys.add(sourceKey(figure.source));
  for (const citation of answer.citations) keys.add(sourceKey(citation.source));
  for (const block of answer.blocks) if (block.type === 'table') for (const row of block.rows) keys.add(sourceKey(row.source));
  for (const action of answer.actions) keys.add(action.type === 'open-invoice' ? `invoice:${action.invoiceId}` : sourceKey(action.source));
  return keys;
}

/** Strings the caller must never see: other agencies' records and, for a client user, other companies'. */
export function forbiddenStrings(dataset: ChatDataset, claims: ChatClaims): string[] {
  const own = dataset.agencies.find((a) => a.accountId === claims.accountId)!;
  const visible = (companyId: string): boolean => claims.role !== 'client' || companyId === claims.companyId;
  const allowed = new Set(own.invoices.filter((i) => visible(i.companyId)).flatMap((i) => [i.number, i.supplierName, i.supplierTaxId]));
  const out: string[] = [];
  for (const agency of dataset.agencies) {
    const mine = agency.accountId === claims.accountId;
    for (const company of agency.companies) if (!mine || !visible(company.id)) out.push(company.name, company.taxId);
    for (const invoice of agency.invoices) {
      if (mine && visible(invoice.companyId)) continue;
      out.push(invoice.id);
      if (invoice.number && !allowed.has(invoice.number)) out.push(invoice.number);
    }
  }
  return out.filter((s) => s.length >= 4);
}

export const knowledgeTexts = (faq: EngineDeps['faq']): string[] => [...KNOWLEDGE_BASE.flatMap((e) => [e.text.es, e.text.en, String(e.taxYear)]), ...faq.flatMap((f) => [f.es.answer, f.en.answer])];

export async function scoreCase(testCase: EvalCase, dataset: ChatDataset, deps: EngineDeps, forbidden: string[]): Promise<CaseScore> {
  let previous: ChatContext | null = null;
  for (const text of testCase.history) {
    previous = (await answerQuestion({ text, lang: testCase.lang, claims: testCase.claims, today: dataset.today, previous }, deps)).context;
  }
  const started = performance.now();
  const result = await answerQuestion({ text: testCase.question, lang: testCase.lang, claims: testCase.claims, today: dataset.today, previous }, deps);
  const ms = performance.now() - started;
  const { answer } = result;
  const reasons: string[] = [];
  const expect = testCase.expect;
  const blocks = new Set(answer.blocks.map((b) => b.type));
  if (answer.lang !== testCase.lang) reasons.push(`language ${answer.lang}`);
  if (expect.type === 'answer') {
    const intents = Array.isArray(expect.intent) ? expect.intent : [expect.intent];
    if (!intents.includes(answer.intent)) reasons.push(`intent ${answer.intent}`);
    for (const figure of expect.figures ?? []) if (!answer.text.includes(figure)) reasons.push(`missing figure ${figure}`);
    const sources = allSources(answer);
    for (const source of expect.sources ?? []) if (!sources.has(source)) reasons.push(`missing source ${source}`);
    if (blocks.has('choices')) reasons.push('asked instead of answering');
  } else if (expect.type === 'clarify') {
    const choices = answer.blocks.flatMap((b) => (b.type === 'choices' ? b.choices.map((c) => c.label) : []));
    if (choices.length === 0) reasons.push('no clarification');
    for (const name of expect.choices ?? []) if (!choices.includes(name)) reasons.push(`missing choice ${name}`);
  } else {
    if (blocks.has('table') || blocks.has('figures') || blocks.has('choices')) reasons.push('answered with data');
    if (answer.figures.some((f) => f.kind === 'money' || f.kind === 'count' || f.kind === 'invoice-number')) reasons.push('figures in a refusal');
    if (answer.actions.length > 0) reasons.push('actions in a refusal');
  }
  const invented = findInventedFigures(answer, result.toolResults, knowledgeTexts(deps.faq)).map((f) => f.token);
  const tokens = answer.text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const cited = answer.citations.length > 0 ? tokens.length : tokens.filter((t) => answer.figures.some((f) => f.value.includes(t))).length;
  const json = JSON.stringify(answer).toLowerCase();
  const question = testCase.question.toLowerCase();
  const leaks = forbidden.filter((s) => json.includes(s.toLowerCase()) && !question.includes(s.toLowerCase()));
  if (invented.length) reasons.push(`invented ${invented.join(', ')}`);
  if (leaks.length) reasons.push(`leak ${leaks.join(', ')}`);
  return { id: testCase.id, pass: reasons.length === 0, reasons, invented, numbers: tokens.length, cited, leaks, ms, answer };
}
