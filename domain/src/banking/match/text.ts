/**
 * What a bank concept says about a counterparty: invoice-number forms, tax ids (also inside SEPA
 * creditor ids, whose last nine characters are the NIF) and name tokens. Accent- and
 * case-insensitive (Agicap's accent-sensitivity is a known complaint).
 */
import { validateSpanishTaxId } from '../../tax-id/validate-tax-id';

export function plain(text: string): string {
  // Most concepts are ASCII already: skip the Unicode normalisation (the 20k-line hot path).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toUpperCase();
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
}

/** Alphanumeric groups, numeric groups without leading zeros, joined: "F-2025/0012" -> "F202512". */
export function numberForm(raw: string): string {
  return (plain(raw).match(/[A-Z0-9]+/g) ?? [])
    .map((g) => (/^\d+$/.test(g) ? g.replace(/^0+(?=\d)/, '') : g))
    .join('');
}

/** A number form specific enough to be looked for in a concept (not "12", not a year alone). */
export function isDistinctiveNumber(form: string): boolean {
  if (form.length < 4) return false;
  if (/^\d+$/.test(form)) return form.length >= 5 || !/^(19|20)\d\d$/.test(form);
  return /\d/.test(form);
}

/**
 * Forms of 1 to 3 consecutive words of a concept, to look up invoice numbers in an index
 * ("F 2025 0012" written with spaces). Joins of several words count only when they hold a letter:
 * purely numeric joins would turn dates and amounts into "numbers".
 */
export function conceptNumberForms(description: string): Set<string> {
  // numberForm of words joined by spaces is the concatenation of the words' forms.
  const forms = plain(description)
    .split(/\s+/)
    .filter((w) => w !== '')
    .map(numberForm);
  const out = new Set<string>();
  for (let i = 0; i < forms.length; i++) {
    let joined = '';
    let letters = false;
    for (let j = i; j < Math.min(forms.length, i + 3); j++) {
      const form = forms[j]!;
      joined += form;
      letters ||= /[A-Z]/.test(form);
      if (!/\d/.test(joined) || (j > i && !letters)) continue;
      out.add(joined);
    }
  }
  return out;
}

const TAX_ID_SHAPE = /(?:ES)?([0-9]{8}[A-Z]|[XYZKLM][0-9]{7}[A-Z]|[ABCDEFGHJNPQRSUVW][0-9]{7}[A-Z0-9])/g;
const CREDITOR_ID = /ES[0-9]{2}[A-Z0-9]{3}([A-Z0-9]{9})/g;

export interface ConceptIds {
  taxIds: string[];
  creditorTaxIds: string[];
}

/** Valid Spanish tax ids in a concept, apart from the company's own; creditor ids give theirs. */
export function conceptTaxIds(description: string, companyTaxId: string | null): ConceptIds {
  const text = plain(description).replace(/[.\-]/g, '');
  const taxIds = new Set<string>();
  const creditorTaxIds = new Set<string>();
  for (const match of text.matchAll(CREDITOR_ID)) {
    const id = match[1]!;
    if (validateSpanishTaxId(id).valid && id !== companyTaxId) creditorTaxIds.add(id);
  }
  for (const match of text.matchAll(TAX_ID_SHAPE)) {
    const id = match[1]!;
    const before = text[match.index - 1];
    if (before && /[A-Z0-9]/.test(before) && !text.slice(0, match.index).endsWith('ES')) continue;
    if (validateSpanishTaxId(id).valid && id !== companyTaxId && !creditorTaxIds.has(id)) taxIds.add(id);
  }
  return { taxIds: [...taxIds], creditorTaxIds: [...creditorTaxIds] };
}

const LEGAL_FORMS = new Set(['SL', 'SA', 'SLU', 'SAU', 'SLL', 'SC', 'CB', 'SCOOP', 'SOCIEDAD', 'LIMITADA', 'ANONIMA', 'COOP', 'SLNE', 'DE', 'DEL', 'LA', 'EL', 'LOS', 'LAS', 'Y', 'E', 'AND', 'THE', 'LTD', 'INC', 'GMBH']);
const BANK_WORDS = new Set(['TRANSF', 'TRANSFERENCIA', 'TRANSFERENC', 'RECIBO', 'COMPRA', 'TARJ', 'TARJETA', 'BIZUM', 'PAGO', 'COBRO', 'ADEUDO', 'SEPA', 'DOMICILIACION', 'A', 'FAVOR', 'ORDENANTE', 'FRA', 'FACTURA', 'REF', 'CORE', 'B2B']);

/** Distinctive words of a counterparty name (legal forms and short words out). */
export function nameTokens(name: string): string[] {
  return (plain(name).replace(/\b([A-Z])\.(?=[A-Z]\.?)/g, '$1').match(/[A-Z0-9]+/g) ?? []).filter(
    (t) => t.length >= 3 && !LEGAL_FORMS.has(t) && !/^\d+$/.test(t),
  );
}

export function conceptWords(description: string): Set<string> {
  return new Set((plain(description).match(/[A-Z0-9]+/g) ?? []).filter((w) => !BANK_WORDS.has(w)));
}

/** Share (0..1) of a name's distinctive words found in the concept's words. */
export function nameScore(tokens: readonly string[], words: ReadonlySet<string>): number {
  if (tokens.length === 0) return 0;
  let hits = 0;
  for (const token of tokens) if (words.has(token)) hits += 1;
  return hits / tokens.length;
}
