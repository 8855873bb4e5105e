/**
 * A question -> intent + slots, against the caller's own directory (companies, suppliers,
 * invoice numbers). Follow-ups inherit the previous turn's intent and slots; a missing or
 * ambiguous required slot becomes a clarification, never a guess.
 */
import { type AmountFilter, type NamedEntity, findAmountFilter, findInvoiceNumber, findRate, findTaxIds, matchEntity } from './entities';
import { type Intent, isOffTopic, looksLikeFollowUp, scoreIntents } from './intents';
import { matchFaq, matchKb } from './match-knowledge';
import { detectLang, normalizeText } from './normalize';
import { type Period, parsePeriod } from './period';
import type { ChatLang } from './types';

export interface Directory {
  companies: NamedEntity[];
  suppliers: NamedEntity[];
  invoiceNumbers: string[];
}

export type StatusWord = 'errors' | 'successful';

export interface Slots {
  companyId?: string;
  supplier?: NamedEntity;
  period?: Period;
  rate?: number;
  invoiceNumber?: string;
  status?: StatusWord;
  amount?: AmountFilter;
  kbId?: string;
  faqId?: string;
  /** A well-formed tax id in the question whose check character is wrong. */
  badTaxId?: string;
  /** A tax id in the question that matched nobody in scope. */
  unknownTaxId?: string;
}

/** What a session remembers between turns. */
export interface ChatContext {
  intent: Intent;
  slots: Slots;
}

export interface ParsedQuestion {
  intent: Intent;
  slots: Slots;
  lang: ChatLang;
  followUp: boolean;
  ambiguous?: { slot: 'company' | 'supplier'; choices: NamedEntity[] };
  /** A capitalised name in the question that matched no company or supplier in scope. */
  unknownName?: string;
}

const DATA_INTENTS: readonly Intent[] = ['vat_totals', 'list_invoices', 'invoice_errors', 'next_error', 'missing_uploads', 'duplicates', 'daily_report', 'bank_unmatched', 'get_invoice'];

export function parseQuestion(raw: string, options: { lang: ChatLang; today: string; directory: Directory; previous: ChatContext | null; faqQuestions: { id: string; text: string }[] }): ParsedQuestion {
  const text = normalizeText(raw);
  const lang = detectLang(text, options.lang);
  const { directory } = options;
  const slots: Slots = {};
  let ambiguous: ParsedQuestion['ambiguous'];

  const taxIds = findTaxIds(text);
  const company = matchEntity(text, directory.companies);
  if (company.kind === 'one') slots.companyId = company.entity.id;
  const supplier = matchEntity(text, directory.suppliers, company.kind === 'one' ? company.tokens : []);
  if (supplier.kind === 'one' && !(company.kind === 'one' && supplier.tokens.length === 0 && company.tokens.length === 0)) slots.supplier = supplier.entity;
  if (company.kind === 'ambiguous' && supplier.kind !== 'one') ambiguous = { slot: 'company', choices: company.choices };
  else if (supplier.kind === 'ambiguous' && company.kind !== 'one') ambiguous = { slot: 'supplier', choices: supplier.choices };
  for (const id of taxIds) {
    if (!id.valid) slots.badTaxId = id.normalized;
    else if (!slots.companyId && !slots.supplier) slots.unknownTaxId = id.normalized;
  }

  const invoiceNumber = findInvoiceNumber(raw, directory.invoiceNumbers);
  if (invoiceNumber && !taxIds.some((id) => id.normalized.toLowerCase() === invoiceNumber.toLowerCase())) slots.invoiceNumber = invoiceNumber;
  const period = parsePeriod(text, options.today);
  if (period) slots.period = period;
  const rate = findRate(text);
  if (rate !== null) slots.rate = rate;
  const amount = findAmountFilter(text);
  if (amount) slots.amount = amount;
  if (/\b(sin errores|correctas?|correctos|successful|without errors|no errors|ok|clean|validas?|valid)\b/.test(text)) slots.status = 'successful';
  else if (/\b(con errores|errores|erroneas|with errors|errors|wrong|incorrect\w*)\b/.test(text)) slots.status = 'errors';

  const scores = scoreIntents(text);
  const kb = matchKb(text);
  if (kb) {
    slots.kbId = kb.id;
    scores.set('tax_info', (scores.get('tax_info') ?? 0) + 3 + kb.score);
  }
  const faq = matchFaq(text, options.faqQuestions);
  if (faq) {
    slots.faqId = faq.id;
    scores.set('help', (scores.get('help') ?? 0) + faq.score * 6);
  }
  boostFromSlots(scores, slots, text);

  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  let intent: Intent = ranked[0] && ranked[0][1] >= 2 ? ranked[0][0] : 'unsupported';
  const topScore = ranked[0]?.[1] ?? 0;
  const hasSlot = Boolean(slots.companyId || slots.supplier || slots.period || slots.rate !== undefined || slots.invoiceNumber || ambiguous);
  let followUp = false;
  const previous = options.previous;
  // A follow-up says so ("¿y en el T2?", "what about…") or is only a slot (a clicked choice);
  // a question with words of its own starts afresh rather than inheriting filters silently.
  if (previous && DATA_INTENTS.includes(previous.intent) && hasSlot && (looksLikeFollowUp(text) || topScore < 2) && intent !== 'get_invoice') {
    followUp = true;
    intent = previous.intent;
    const inherited: Slots = { ...previous.slots };
    delete inherited.invoiceNumber;
    Object.assign(inherited, slots);
    if (slots.supplier && !slots.companyId && previous.slots.companyId && !looksLikeFollowUp(text)) delete inherited.companyId;
    Object.assign(slots, inherited);
  }
  if (!DATA_INTENTS.includes(intent) && intent !== 'tax_info' && intent !== 'help' && intent !== 'greeting') intent = 'unsupported';
  if (intent === 'tax_info' && !slots.kbId) intent = 'unsupported';
  if (isOffTopic(text) || asksOutputVat(text)) intent = 'unsupported';
  if (intent === 'help' && !slots.faqId) intent = 'unsupported';

  const result: ParsedQuestion = { intent, slots, lang, followUp };
  if (ambiguous) result.ambiguous = ambiguous;
  const unknownName = findUnknownName(raw, directory);
  if (unknownName && !slots.companyId && !slots.supplier) result.unknownName = unknownName;
  return result;
}

function boostFromSlots(scores: Map<Intent, number>, slots: Slots, text: string): void {
  const add = (intent: Intent, value: number): void => {
    scores.set(intent, (scores.get(intent) ?? 0) + value);
  };
  if (slots.invoiceNumber) add('get_invoice', 5);
  if (slots.supplier) add('list_invoices', 2);
  if (slots.amount) add('list_invoices', 2);
  // A named client or supplier makes it a question about data, not about using the app.
  if ((slots.companyId || slots.supplier) && scores.has('help')) scores.set('help', Math.max(0, scores.get('help')! - 4));
  if (slots.companyId || slots.period) {
    add('vat_totals', scores.has('vat_totals') ? 1 : 0);
    scores.set('tax_info', Math.max(0, (scores.get('tax_info') ?? 0) - (slots.companyId ? 4 : 0)));
  }
  // "¿Qué tipo de IVA...?" with no client is a tax question; "IVA de X" a data question.
  if (slots.kbId === 'filing-deadlines' && /\b(plazo|deadline|presenta|due|vence|calendario)/.test(text)) add('tax_info', 3);
  if (scores.has('invoice_errors') && scores.has('list_invoices') && slots.status === 'errors') add('invoice_errors', 1);
  if (slots.status === 'successful') scores.set('invoice_errors', 0);
}

/** Factoría holds received (supplier) invoices only: output VAT and sales are not in its data. */
function asksOutputVat(text: string): boolean {
  return /\b(iva repercutido|repercutido|devengado|output vat|vat charged|sales vat|facturas emitidas|issued invoices|ventas|sales|ingresos|revenue)\b/.test(text);
}

const NOT_NAMES = new Set(['IVA', 'VAT', 'IRPF', 'CIF', 'NIF', 'AEAT', 'SII', 'Q1', 'Q2', 'Q3', 'Q4', 'T1', 'T2', 'T3', 'T4', 'I', 'OK', 'PDF']);

/** A run of capitalised words (not the first word) that names nobody the caller can see. */
function findUnknownName(raw: string, directory: Directory): string | undefined {
  const tokens = raw.replace(/[¿?¡!,;:"()]/g, ' ').split(/\s+/).filter(Boolean);
  const runs: string[] = [];
  let current: string[] = [];
  tokens.forEach((token, index) => {
    const capital = /^[A-ZÁÉÍÓÚÑ][\wáéíóúñü&.'-]*$/u.test(token) && index > 0 && !NOT_NAMES.has(token.toUpperCase()) && !isCalendarWord(token);
    if (capital) current.push(token);
    else if (current.length && /^(de|del|y|&)$/i.test(token) && current.length) current.push(token);
    else {
      if (current.length) runs.push(current.join(' '));
      current = [];
    }
  });
  if (current.length) runs.push(current.join(' '));
  const known = [...directory.companies, ...directory.suppliers];
  for (const run of runs.map((r) => r.replace(/\s+(de|del|y|&)$/i, ''))) {
    if (run.length < 3) continue;
    if (matchEntity(normalizeText(run), known).kind === 'none') return run;
  }
  return undefined;
}

function isCalendarWord(token: string): boolean {
  return /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|january|february|march|april|may|june|july|august|september|october|november|december|monday|today|hoy)$/i.test(token);
}
