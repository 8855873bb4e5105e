/** The invoice number: the value next to a number label, or right after the title word. */
import { findDates } from '../../date/parse-date';
import { parseAmount } from '../../money/parse-amount';
import type { DocumentType } from '../../invoice/invoice.schema';
import type { Candidate } from './candidates';
import { type DocIndex, subBox } from './doc-index';
import { fold } from './fold';
import { NUMBER_LABELS, test } from './labels';
import { findLabels, type LabelHit, linesBelow } from './near';

const WORD = /[A-Za-z0-9][A-Za-z0-9/\-_.]*[A-Za-z0-9]|[A-Za-z0-9]/g;

export function isPlausibleInvoiceNumber(value: string): boolean {
  if (value.length === 0 || value.length > 40) return false;
  if (!/\d/.test(value)) return false;
  if (!/^[A-Za-z0-9][A-Za-z0-9/\-_. ]*$/.test(value)) return false;
  const dates = findDates(value);
  if (dates.some((date) => date.length >= value.length - 1)) return false;
  const amount = parseAmount(value);
  if (amount && amount.decimals === 2 && /[.,]\d{2}$/.test(value)) return false;
  if (/^\d{1,2}$/.test(value) && Number(value) === 0) return false;
  return true;
}

const TITLE = /^\s*(?:factura(?:\s+(?:simplificada|rectificativa|proforma|de\s+abono))?|invoice|credit\s+note|albaran|albara|abono|proforma)\b\s*(?:n(?:u|ú)m(?:ero)?\.?|no?\.?|n\s?o|#)?\s*:?\s*/;

export function findNumberCandidates(index: DocIndex, documentType: DocumentType = 'invoice'): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  const own = documentType === 'albaran' || documentType === 'not-an-invoice';
  const strong = findLabels(index, own ? [...NUMBER_LABELS.strong, ...NUMBER_LABELS.ownDocument] : NUMBER_LABELS.strong);
  const negative = own ? new RegExp(NUMBER_LABELS.negative.source.replace('albaran|albara|', ''), 'g') : NUMBER_LABELS.negative;
  const weak = findLabels(index, NUMBER_LABELS.weak).filter(
    (hit) => !strong.some((s) => s.ref === hit.ref && s.segmentIndex === hit.segmentIndex && hit.start < s.end && s.start < hit.end),
  );
  for (const [hits, weight] of [
    [strong, 3],
    [weak, 1.6],
  ] as const) {
    for (const hit of hits) {
      const region = hit.folded.slice(hit.start, Math.min(hit.folded.length, hit.end + 14));
      const lead = hit.folded.slice(Math.max(0, hit.start - 14), hit.start);
      if (test(negative, region) || /(?:pedido|albaran|cliente|order|customer)\s*$/.test(lead)) continue;
      const header = weight < 3 && isItemsHeader(hit.ref.line.segments.map((segment) => segment.text));
      for (const found of valuesAfter(index, hit)) {
        if (header && found.factor < 0.9) continue;
        const short = /^\d{1,2}$/.test(found.value) ? 0.5 : 1;
        candidates.push({ value: found.value, score: weight * found.factor * short * sizeFactor(index, hit), box: found.box });
      }
    }
  }
  candidates.push(...titleNumbers(index));
  return candidates;
}

/** "FACTURA A/8062": the number printed right after the document title. */
function titleNumbers(index: DocIndex): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  for (const ref of index.lines) {
    ref.line.segments.forEach((segment) => {
      const folded = fold(segment.text);
      const title = TITLE.exec(folded);
      if (!title || title[0].length === folded.length) return;
      const value = firstValue(segment.text.slice(title[0].length));
      if (!value) return;
      const size = segment.fontSize / Math.max(index.bodyFontSize, 1);
      const start = title[0].length + value.start;
      found.push({ value: value.value, score: size >= 1.2 ? 2.2 : 1.4, box: subBox(ref.page, segment, start, start + value.value.length) });
    });
  }
  return found;
}

function sizeFactor(index: DocIndex, hit: LabelHit): number {
  const segment = hit.ref.line.segments[hit.segmentIndex]!;
  const top = hit.ref.page.page === index.pages[0]?.page ? 1 - segment.y0 / (hit.ref.page.height || 1) : 0;
  return 0.85 + 0.15 * top + 0.1 * Math.min(2, segment.fontSize / Math.max(index.bodyFontSize, 1) - 1);
}

function valuesAfter(index: DocIndex, hit: LabelHit): { value: string; factor: number; box: ReturnType<typeof subBox> }[] {
  const results: { value: string; factor: number; box: ReturnType<typeof subBox> }[] = [];
  const line = hit.ref.line;
  const segment = line.segments[hit.segmentIndex]!;
  const rest = segment.text.slice(hit.end);
  const inSegment = firstValue(rest);
  if (inSegment) {
    results.push({ value: inSegment.value, factor: 1, box: subBox(hit.ref.page, segment, hit.end + inSegment.start, hit.end + inSegment.end) });
    return results;
  }
  const right = line.segments[hit.segmentIndex + 1];
  if (right && right.x0 - segment.x1 < 12 * Math.max(segment.fontSize, 1)) {
    const value = firstValue(right.text);
    if (value && !labelLike(right.text)) {
      results.push({ value: value.value, factor: 0.95, box: subBox(hit.ref.page, right, value.start, value.end) });
      return results;
    }
  }
  // Column layout: the label is a header and the value sits under it.
  if (fold(rest).trim().replace(/[:.\s]/g, '').length === 0) {
    for (const below of linesBelow(index, hit.ref, segment.x0, segment.x1, 1)) {
      const cell = below.line.segments.find((s) => s.x1 >= segment.x0 - segment.fontSize && s.x0 <= segment.x1 + segment.fontSize);
      if (!cell) continue;
      const value = firstValue(cell.text);
      if (value) results.push({ value: value.value, factor: 0.8, box: subBox(below.page, cell, value.start, value.end) });
    }
  }
  return results;
}

/** A row of three or more word-only cells: the header of a table, whose values are rows, not ours. */
export function isTableHeader(cells: readonly string[]): boolean {
  return cells.length >= 3 && cells.every((cell) => !/\d/.test(cell));
}

const ITEM_HEADER_WORDS = /(?:descripci|concepto|articulo|producto|cantidad|cant\.|uds|unidades|precio|importe|description|qty|quantity|price|amount|ref\.|codigo|dto|quant\.|preu|import)/;

/** The header of the items table (description, quantity, price...): the rows under it are items. */
export function isItemsHeader(cells: readonly string[]): boolean {
  return isTableHeader(cells) && cells.filter((cell) => ITEM_HEADER_WORDS.test(fold(cell))).length >= 2;
}

function labelLike(text: string): boolean {
  return /^(?:fecha|date|data|cliente|client|nif|cif)/i.test(fold(text).trim());
}

function firstValue(text: string): { value: string; start: number; end: number } | null {
  const trimmed = text.replace(/^[\s:.#ºª°\-–]+/, '');
  const offset = text.length - trimmed.length;
  const words = [...trimmed.matchAll(WORD)].slice(0, 2);
  const first = words[0];
  if (!first || first.index > 2) return null;
  let value = first[0].replace(/[.\-_/]+$/, '');
  let end = first.index + value.length;
  const second = words[1];
  // "A 123": a short series in letters, then the number.
  if (!/\d/.test(value) && /^[A-Za-z]{1,4}$/.test(value) && second && /^\d[\w/\-]*$/.test(second[0]) && second.index - end <= 2) {
    value = `${value} ${second[0]}`;
    end = second.index + second[0].length;
  }
  if (!isPlausibleInvoiceNumber(value)) return null;
  return { value, start: offset + first.index, end: offset + end };
}
