/**
 * Tax ids printed on the page (Spanish NIF/CIF/NIE/DNI, with or without ES prefix and
 * separators, and EU VAT numbers), with the context that tells the supplier's from the
 * customer's: nearby party labels, the recipient company's known id, and known suppliers.
 */
import { validateTaxId } from '../../tax-id/validate-any-tax-id';
import { looksLikeSpanishTaxId, normalizeTaxId } from '../../tax-id/validate-tax-id';
import { luhn, validateEuVat } from '../../tax-id/validate-eu-vat';
import type { Box } from '../layout/page-text';
import { type DocIndex, type LineRef, subBox } from './doc-index';
import { fold } from './fold';
import { CUSTOMER_CUES, REGISTRY_CUES, SUPPLIER_CUES, TAX_ID_LABEL, test } from './labels';

export interface TaxIdCandidate {
  /** As validateTaxId normalizes it. */
  normalized: string;
  valid: boolean;
  /** Read after correcting likely OCR confusions (O/0, I/1, S/5...). */
  repaired: boolean;
  labelled: boolean;
  /** Party cue found around the id: which side of the invoice it sits on. */
  side: 'supplier' | 'customer' | null;
  box: Box;
  ref: LineRef;
  occurrences: number;
}

const EU_PREFIX = '(?:AT|BE|BG|CY|CZ|DE|DK|EE|EL|GR|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)';
// Candidate runs: an optional ES prefix, then 8-10 characters of letters/digits with optional
// single separators (registry lines print "B-12/345674" or "B.12.345.674"). Shape is checked
// after normalization.
const SPANISH_RUN = /(?<![A-Z0-9/])(?:ES[\s.-]?)?[A-Z0-9](?:[\s./-]?[A-Z0-9]){7,9}(?![A-Z0-9/])/g;
const EU_RUN = new RegExp(`(?<![A-Z0-9])${EU_PREFIX}[\\s.-]?[0-9A-Z](?:[\\s.-]?[0-9A-Z+*]){7,13}(?![A-Z0-9])`, 'g');

// "TVA F63530848134": a French VAT number printed with its R dropped. Taken only after a tax id
// label and only when both of its checks hold (the SIREN's Luhn digit and the VAT key), which a
// number of another kind passes by chance about once in ten thousand.
const FRENCH_WITHOUT_R = /(?<![A-Z0-9])F[\s.-]?\d{2}[\s.]?\d{3}[\s.]?\d{3}[\s.]?\d{3}(?![0-9])/g;
const FRENCH_WITHOUT_R_EXACT = new RegExp(`^${FRENCH_WITHOUT_R.source}$`);

function readFrenchWithoutR(raw: string): Pick<TaxIdCandidate, 'normalized' | 'valid' | 'repaired'> | null {
  const digits = raw.replace(/\D/g, '');
  if (!luhn(digits.slice(2))) return null;
  const eu = validateEuVat(`FR${digits}`);
  return eu.valid ? { normalized: eu.normalized, valid: true, repaired: true } : null;
}

// Characters OCR mistakes for one another, by the class the position needs.
const OCR_DIGITS: Record<string, string> = { O: '0', Q: '0', D: '0', U: '0', I: '1', L: '1', T: '7', Z: '2', S: '5', B: '8', G: '6', J: '3', A: '4' };
const OCR_LETTERS: Record<string, string[]> = { '0': ['D', 'O', 'Q'], '1': ['I', 'L', 'T'], '2': ['Z'], '3': ['J', 'B'], '4': ['A'], '5': ['S'], '6': ['G'], '7': ['T'], '8': ['B'] };

export function findTaxIds(index: DocIndex, ocr: boolean): TaxIdCandidate[] {
  const found = new Map<string, TaxIdCandidate>();
  for (const ref of index.lines) {
    ref.line.segments.forEach((segment, segmentIndex) => {
      const upper = segment.text.normalize('NFKC').toUpperCase();
      const matches = [...upper.matchAll(EU_RUN), ...upper.matchAll(SPANISH_RUN), ...upper.matchAll(FRENCH_WITHOUT_R)];
      for (const match of matches) {
        const raw = match[0];
        const before = fold(segment.text.slice(Math.max(0, match.index - 24), match.index));
        const lineBefore = fold(ref.line.segments.slice(Math.max(0, segmentIndex - 1), segmentIndex).map((s) => s.text).join(' '));
        const labelled = test(TAX_ID_LABEL, before) || test(TAX_ID_LABEL, lineBefore);
        // Repairs are only tried on values printed after a tax id label: tried on any
        // number (phones, accounts) they would produce valid-looking ids by chance.
        // OCR words are those of a scan, or of an image on a text page (confidence below 1).
        const candidate = FRENCH_WITHOUT_R_EXACT.test(raw)
          ? (labelled ? readFrenchWithoutR(raw) : null)
          : readCandidate(raw, (ocr || segment.confidence < 1) && labelled);
        if (!candidate) continue;
        // A slash also joins dates and document numbers: only a checksum makes such a run an id.
        if (raw.includes('/') && !candidate.valid) continue;
        // Without a label, a near-shape that fails its checksum is more likely something else.
        if (!candidate.valid && !labelled && !looksLikeSpanishTaxId(candidate.normalized)) continue;
        if (!candidate.valid && !labelled && /^\d/.test(candidate.normalized) && !/[A-Z]$/.test(candidate.normalized)) continue;
        const box = subBox(ref.page, segment, match.index, match.index + raw.length);
        const existing = found.get(candidate.normalized);
        if (existing) {
          existing.occurrences++;
          existing.labelled ||= labelled;
          existing.side ??= sideOf(index, ref, box);
          continue;
        }
        found.set(candidate.normalized, {
          ...candidate,
          labelled,
          side: sideOf(index, ref, box),
          box,
          ref,
          occurrences: 1,
        });
      }
    });
  }
  return [...found.values()];
}

// OCR prints '?' for a glyph it could not read ("B8?760675"): such a run is no id of its own,
// but it can still be recognised as the company's (extract-fields' near match).
const UNREAD_RUN = /(?<![A-Z0-9?])(?:ES[\s.-]?)?[A-Z0-9?](?:[\s.-]?[A-Z0-9?]){7,9}(?![A-Z0-9?])/g;

/** Labelled runs on OCR text that hold one or two unread glyphs ('?'), normalised, with where they are. */
export function findUnreadTaxIds(index: DocIndex): TaxIdCandidate[] {
  const found: TaxIdCandidate[] = [];
  for (const ref of index.lines) {
    if (ref.page.source !== 'ocr') continue;
    ref.line.segments.forEach((segment, segmentIndex) => {
      const upper = segment.text.normalize('NFKC').toUpperCase();
      for (const match of upper.matchAll(UNREAD_RUN)) {
        const raw = match[0];
        const unread = raw.split('?').length - 1;
        if (unread < 1 || unread > 2) continue;
        const before = fold(segment.text.slice(Math.max(0, match.index - 24), match.index));
        const lineBefore = fold(ref.line.segments.slice(Math.max(0, segmentIndex - 1), segmentIndex).map((s) => s.text).join(' '));
        if (!test(TAX_ID_LABEL, before) && !test(TAX_ID_LABEL, lineBefore)) continue;
        const normalized = raw.replace(/[\s.-]/g, '').replace(/^ES(?=.{9}$)/, '');
        if (normalized.length !== 9) continue;
        const box = subBox(ref.page, segment, match.index, match.index + raw.length);
        found.push({ normalized, valid: false, repaired: false, labelled: true, side: sideOf(index, ref, box), box, ref, occurrences: 1 });
      }
    });
  }
  return found;
}

function readCandidate(raw: string, ocr: boolean): Pick<TaxIdCandidate, 'normalized' | 'valid' | 'repaired'> | null {
  const compact = raw.replace(/[\s./-]/g, '');
  if (/^[A-Z]{2}/.test(compact) && compact.slice(0, 2) !== 'ES' && /^[A-Z]{2}\d/.test(compact)) {
    const eu = validateEuVat(compact);
    if (eu.country && (eu.valid || eu.code === 'tax-id/checksum')) {
      return { normalized: eu.normalized, valid: eu.valid, repaired: false };
    }
    return null;
  }
  const normalized = normalizeTaxId(compact);
  if (normalized.length < 9 || normalized.length > 10) return null;
  if (!/\d{6}/.test(normalized)) return null;
  const direct = validateTaxId(normalized);
  if (direct.valid) return { normalized: direct.normalized, valid: true, repaired: false };
  if (ocr && normalized.length === 9) {
    const repaired = repairOcr(normalized);
    if (repaired) return { normalized: repaired, valid: true, repaired: true };
  }
  const shaped = looksLikeSpanishTaxId(normalized) || /^[A-Z]?\d{7,9}[A-Z]?$/.test(normalized);
  return shaped ? { normalized, valid: false, repaired: false } : null;
}

/**
 * OCR confuses letters and digits (G/6, J/3, B/8, O/0, S/5...). Try readings with up to two
 * characters swapped for look-alikes of the class each position needs, and accept one only
 * if it is the single reading that passes a checksum.
 */
function repairOcr(text: string): string | null {
  const options = (char: string, index: number): string[] => {
    const alternatives = [char];
    const middle = index > 0 && index < 8;
    if (middle || index === 0) {
      const digit = OCR_DIGITS[char];
      if (digit) alternatives.push(digit);
    }
    if (!middle) alternatives.push(...(OCR_LETTERS[char] ?? []));
    if (index === 8 && OCR_DIGITS[char]) alternatives.push(OCR_DIGITS[char]!);
    return [...new Set(alternatives)];
  };
  const valid = new Set<string>();
  const walk = (index: number, built: string, changes: number) => {
    if (valid.size > 1) return;
    if (index === text.length) {
      if (changes > 0 && validateTaxId(built).valid) valid.add(built);
      return;
    }
    for (const option of options(text[index]!, index)) {
      const changed = option !== text[index] ? 1 : 0;
      if (changes + changed > 2) continue;
      walk(index + 1, built + option, changes + changed);
    }
  };
  walk(0, '', 0);
  return valid.size === 1 ? [...valid][0]! : null;
}

/**
 * Which party block a position belongs to: the closest party cue on the same line to the
 * left, or above it in the same column (within a few lines).
 */
export function sideOf(index: DocIndex, ref: LineRef, box: Box): 'supplier' | 'customer' | null {
  const sameLine = fold(ref.line.segments.filter((s) => s.x0 <= box.x0 + 1).map((s) => s.text).join(' '));
  const inline = cueIn(sameLine);
  if (inline) return inline;
  // Registry data ("Inscrita en el Registro Mercantil...", "au capital de ... R.C.S.", "HRB"),
  // often printed in a footer or vertically in the margin, is the issuer's.
  if (test(REGISTRY_CUES, ref.folded)) return 'supplier';
  const height = Math.max(ref.line.y1 - ref.line.y0, 1);
  const above = index.lines
    .filter((other) => other.page === ref.page && other.line.y1 <= ref.line.y0 + 0.2 * height && ref.line.y0 - other.line.y0 < 9 * height)
    .sort((a, b) => b.line.y0 - a.line.y0);
  for (const other of above) {
    const column = other.line.segments.filter((s) => s.x1 >= box.x0 - 8 * height && s.x0 <= box.x1 + 2 * height);
    if (column.length === 0) continue;
    const cue = cueIn(fold(column.map((s) => s.text).join(' ')));
    if (cue) return cue;
  }
  return null;
}

function cueIn(text: string): 'supplier' | 'customer' | null {
  const customer = lastIndexOf(CUSTOMER_CUES, text);
  const supplier = lastIndexOf(SUPPLIER_CUES, text);
  if (customer < 0 && supplier < 0) return null;
  return customer > supplier ? 'customer' : 'supplier';
}

function lastIndexOf(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index;
  return last;
}
