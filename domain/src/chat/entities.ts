/**
 * Names and ids in a question, matched against the agency's own records only: client companies
 * and suppliers by name (accent-insensitive, typo-tolerant, rare words weigh more) or tax id
 * (with its check character), invoice numbers, VAT rates and amount thresholds.
 */
import { parseAmountValue } from '../money/parse-amount';
import { validateTaxId } from '../tax-id/validate-any-tax-id';
import { editDistance, normalizeText, words } from './normalize';

export interface NamedEntity {
  id: string;
  name: string;
  taxId: string | null;
}

export type EntityMatch =
  | { kind: 'one'; entity: NamedEntity; tokens: string[] }
  | { kind: 'ambiguous'; choices: NamedEntity[] }
  | { kind: 'none' };

const LEGAL = new Set(['sl', 'sa', 'slu', 'sll', 'slp', 'scp', 'cb', 'sc', 'coop', 'sociedad', 'limitada', 'anonima', 'ltd', 'inc', 's', 'l', 'u', 'y', 'and', 'de', 'del', 'la', 'el', 'los', 'las', '&']);

/** Words of questions that never name a company. */
const QUESTION_WORDS = new Set(
  ('que cual cuales cuanto cuanta cuantos cuantas de del la las los el en y por para con sin factura facturas tiene tienen ' +
    'hay este esta mes ano trimestre hoy ayer dame muestrame ensename quien proveedor proveedores cliente clientes error errores ' +
    'siguiente iva base bases cuota cuotas recargo irpf total totales soportado deducible periodo informe diario banco bancarios ' +
    'movimientos conciliar duplicadas duplicados posibles subido subieron what which how much many the of in for with without ' +
    'invoice invoices has have is are this month year quarter today yesterday show me list who supplier suppliers client clients ' +
    'errors next vat base tax total totals input report daily bank lines unmatched duplicate duplicates possible uploaded did not ' +
    'from by number numero importe amount over under mas menos company empresa empresas companies').split(' '),
);

function nameTokens(name: string): string[] {
  return words(normalizeText(name)).filter((w) => w.length >= 3 && !LEGAL.has(w));
}

function tokenMatches(candidate: string, word: string): boolean {
  if (candidate === word) return true;
  if (candidate.length < 5 || word.length < 4) return false;
  return editDistance(candidate, word, candidate.length >= 8 ? 2 : 1) <= (candidate.length >= 8 ? 2 : 1);
}

/** Matches names in the question; `exclude` holds words already used by another match. */
export function matchEntity(text: string, entities: readonly NamedEntity[], exclude: readonly string[] = []): EntityMatch {
  const qWords = words(text).filter((w) => !QUESTION_WORDS.has(w) && !exclude.includes(w));
  const byTax = matchByTaxId(text, entities);
  if (byTax) return { kind: 'one', entity: byTax, tokens: [] };
  const frequency = new Map<string, number>();
  const tokenLists = entities.map((entity) => [...new Set(nameTokens(entity.name))]);
  for (const tokens of tokenLists) for (const token of tokens) frequency.set(token, (frequency.get(token) ?? 0) + 1);

  const scored: { entity: NamedEntity; score: number; strong: boolean; tokens: string[] }[] = [];
  entities.forEach((entity, index) => {
    const tokens = tokenLists[index]!;
    if (tokens.length === 0) return;
    let total = 0;
    let matched = 0;
    let strong = false;
    const used: string[] = [];
    for (const token of tokens) {
      const weight = 1 / (frequency.get(token) ?? 1);
      total += weight;
      const hit = qWords.find((w) => tokenMatches(token, w));
      if (hit) {
        matched += weight;
        used.push(hit);
        if (weight >= 0.5) strong = true;
      }
    }
    if (matched > 0) scored.push({ entity, score: matched / total, strong, tokens: used });
  });
  if (scored.length === 0) return { kind: 'none' };
  scored.sort((a, b) => b.score - a.score);
  const confident = scored.filter((s) => s.strong || s.score >= 0.6);
  if (confident.length === 0) return { kind: 'ambiguous', choices: scored.slice(0, 5).map((s) => s.entity) };
  const best = confident[0]!;
  const tied = confident.filter((s) => best.score - s.score < 0.05);
  if (tied.length > 1) return { kind: 'ambiguous', choices: tied.slice(0, 5).map((s) => s.entity) };
  return { kind: 'one', entity: best.entity, tokens: best.tokens };
}

const TAX_ID_SHAPE = /\b(?:es)?([a-z]\d{7}[a-z0-9]|\d{8}[a-z]|[xyz]\d{7}[a-z])\b/g;

/** Tax ids written in the question (any case, optional ES prefix), with their checksum verdict. */
export function findTaxIds(text: string): { normalized: string; valid: boolean }[] {
  const compact = text.replace(/(?<=[a-z0-9])[-.](?=[a-z0-9])/g, '');
  return [...compact.matchAll(TAX_ID_SHAPE)].map((m) => {
    const result = validateTaxId(m[1]!.toUpperCase());
    return { normalized: result.normalized, valid: result.valid };
  });
}

function matchByTaxId(text: string, entities: readonly NamedEntity[]): NamedEntity | null {
  for (const id of findTaxIds(text)) {
    const found = entities.find((e) => e.taxId && validateTaxId(e.taxId).normalized === id.normalized);
    if (found) return found;
  }
  return null;
}

const compactNumber = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** An invoice number from the question: one of the known numbers, or one after "factura"/"invoice". */
export function findInvoiceNumber(raw: string, known: readonly string[]): string | null {
  const tokens = raw.split(/[\s,;:¿?¡!()"'«»]+/).map((t) => t.replace(/\.$/, '')).filter((t) => /\d/.test(t));
  const knownByCompact = new Map(known.map((n) => [compactNumber(n), n]));
  for (const token of tokens) {
    const hit = knownByCompact.get(compactNumber(token));
    if (hit && compactNumber(token).length >= 2) return hit;
  }
  const keyword = /\b(?:factura|invoice|fra|n[ºo°]|numero|número|number)\.?\s*(?:n[ºo°]\.?\s*|numero\s+|número\s+|number\s+|#\s*)?([A-Za-z]{0,4}[-/.]?\d[A-Za-z0-9\-/.]*)/i.exec(raw);
  if (keyword) {
    const candidate = keyword[1]!.replace(/\.$/, '');
    if (!/^20\d\d$/.test(candidate) && !/^\d{1,2}%?$/.test(candidate)) return candidate;
  }
  return null;
}

/** A VAT rate named in the question: "21 %", "al 10", "tipo del 4", "21 percent". */
export function findRate(text: string): number | null {
  const match =
    /\b(\d{1,2}(?:[.,]\d{1,2})?) ?(?:%|por ciento|percent|pct)/.exec(text) ??
    /\b(?:al|del|tipo|rate|at|iva|vat) (\d{1,2}(?:[.,]\d{1,2})?)\b(?! ?(?:de|of)? ?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre))/.exec(text);
  if (!match) return null;
  const value = Number(match[1]!.replace(',', '.'));
  return [0, 2, 4, 5, 7, 10, 21].includes(value) ? value : null;
}

export interface AmountFilter {
  min?: number;
  max?: number;
}

/** "más de 3.000 €", "over €3,000", "> 3000", "under 50 euros", "entre 100 y 500" in cents. */
export function findAmountFilter(text: string): AmountFilter | null {
  const amount = '(€ ?)?(\\d[\\d.,]*)(?: ?(?:€|eur|euros))?';
  const between = new RegExp(`\\b(?:entre|between) ${amount} (?:y|and) ${amount}`).exec(text);
  if (between) {
    const a = cents(between[2]!);
    const b = cents(between[4]!);
    if (a !== null && b !== null) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const over = new RegExp(`(?:mas de|mayor(?:es)? (?:de|que)|superior(?:es)? a|por encima de|over|above|more than|greater than|>) ?${amount}`).exec(text);
  if (over) {
    const value = cents(over[2]!);
    if (value !== null) return { min: value };
  }
  const under = new RegExp(`(?:menos de|menor(?:es)? (?:de|que)|inferior(?:es)? a|por debajo de|under|below|less than|<) ?${amount}`).exec(text);
  if (under) {
    const value = cents(under[2]!);
    if (value !== null) return { max: value };
  }
  return null;
}

function cents(text: string): number | null {
  const value = parseAmountValue(text);
  return value === null ? null : Math.round(value * 100);
}
