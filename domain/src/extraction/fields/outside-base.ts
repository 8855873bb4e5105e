/**
 * Amounts outside the tax base: a suplido (paid in the client's name and passed on at cost,
 * art. 78.3.3 LIVA), a tasa, a returnable deposit, carriage the supplier charged without VAT.
 * They add to the total but belong to no VAT line; an amount is taken out of the base only when
 * the arithmetic leaves it out (the residue between the lines and the total). Told apart from a
 * real 0 % line (exempt, art. 20, a printed 0 % rate) by the words on the amount's own row,
 * matched against folded text (lower case, no accents).
 */
import type { OutsideBaseItem, OutsideBaseKind } from '../../invoice/invoice.schema';
import { cleanLine } from '../../text/clean-text';
import type { AmountToken } from './doc-index';
import { test } from './labels';

const SUPLIDO_CUES = /(?:suplid|por\s*cuenta\s*(?:del|de\s*su|de\s*l[ao]s?)\s*client|a\s*cuenta\s*del\s*client|pagad[oa]s?\s*por\s*cuenta|outlays?(?![a-z])|disbursement|despeses\s*suplertes|suplerts?)/g;
const OTHER_CUES =
  /(?:(?<![a-z])tasas?(?![a-z])|(?<![a-z])taxes?\s*(?:municipal|oficial)|no\s*sujet|not\s*subject|fuera\s*del?\s*(?:ambito|base|campo)|(?<![a-z])fianzas?(?![a-z])|(?<![a-z])depositos?(?![a-z])|envases?\s*(?:retornables?|reutilizables?)|(?<![a-z])retornables?(?![a-z])|(?<![a-z])portes?(?![a-z])|(?<![a-z])transporte(?![a-z])|gastos\s*de\s*envio|(?<![a-z])carriage(?![a-z])|(?<![a-z])shipping(?![a-z]))/g;
/** A real 0 % or exempt line: the row prints an exemption or a 0 % rate. */
const ZERO_RATE_CUES = /(?:exent|exempt|art(?:iculo|\.)?\s*(?:20|21|22|25|69|84)(?![0-9])|(?<![\d.,])0(?:[.,]0+)?\s*%)/g;

/** What the amount's row says it is: outside the base (which kind), or nothing of the sort. */
export function outsideBaseKind(token: AmountToken): OutsideBaseKind | null {
  const row = token.ref.folded;
  if (test(SUPLIDO_CUES, row)) return 'suplido';
  if (test(ZERO_RATE_CUES, row)) return null;
  if (test(OTHER_CUES, row)) return 'other';
  return null;
}

/** The item for an amount whose row names it as outside the base, labelled with the row's words. */
export function outsideBaseItem(token: AmountToken, amount: number): OutsideBaseItem | null {
  const kind = outsideBaseKind(token);
  if (!kind) return null;
  return { kind, label: rowLabel(token), amount };
}

/**
 * The words printed before the amount on its row ("Suplidos: tasa DGT"): the cells with letters,
 * so a quantity or unit price column between them and the amount is left out.
 */
function rowLabel(token: AmountToken): string | null {
  const segments = token.ref.line.segments;
  const cells = [...segments.slice(0, token.segmentIndex).map((s) => s.text), segments[token.segmentIndex]?.text.slice(0, token.start) ?? ''];
  const words = cleanLine(cells.filter((cell) => /\p{L}{2}/u.test(cell)).join(' '))
    .replace(/-?\d{1,3}(?:[.,]\d{3})*[.,]\d{2}(?!\d)\s*(?:€|eur\b)?/gi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:.\-–]+|[\s:.\-–(]+$/g, '')
    .trim();
  return words.length >= 2 ? words.slice(0, 200) : null;
}
