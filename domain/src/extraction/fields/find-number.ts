/** The invoice number: the value next to a number label, or right after the title word. */
import { findDates } from '../../date/parse-date';
import { parseAmount } from '../../money/parse-amount';
import type { DocumentType } from '../../invoice/invoice.schema';
import type { Candidate } from './candidates';
import { type DocIndex, subBox } from './doc-index';
import { fold } from './fold';
import { NUMBER_LABELS, test } from './labels';
import { findLabels, type LabelHit, linesBelow } from './near';
import { unionBox } from '../layout/page-text';

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

/**
 * Words before a number label that make it another document's number: "Nº pedido", "albarán",
 * "Abono por devolución Factura: 10092411" (the invoice a credit note corrects); or another
 * field's label ("Fecha factura:").
 */
const OTHER_DOCUMENT_LEAD =
  /(?:total|importe|base|suma|pedido|albaran|cliente|order|customer|contract|contrato|vertrag|kunden|klant|account|cuenta|fecha|date|devolucion|rectifica\w*|sustitu\w*|anula\w*|original|corresponde\w*|segun|ref\.?)\s*(?:de\s*(?:la\s*)?|a\s*(?:la\s*)?|:)?\s*$/;

const TITLE = /^\s*(?:factura(?:\s+(?:simplificada|rectificativa|proforma|de\s+abono))?|invoice|credit\s+note|albaran|albara|abono|proforma)\b\s*(?:n(?:u|ú)m(?:ero)?\.?|no?\.?|n\s?o|#)?\s*:?\s*/;

export function findNumberCandidates(index: DocIndex, documentType: DocumentType = 'invoice'): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  const own = documentType === 'albaran' || documentType === 'not-an-invoice';
  const strong = findLabels(index, own ? [...NUMBER_LABELS.strong, ...NUMBER_LABELS.ownDocument] : NUMBER_LABELS.strong);
  const negative = own ? new RegExp(NUMBER_LABELS.negative.source.replace('albaran|albara|', ''), 'g') : NUMBER_LABELS.negative;
  const weak = [...findLabels(index, NUMBER_LABELS.weak), ...documentHeaderCells(index)].filter(
    (hit) => !strong.some((s) => s.ref === hit.ref && s.segmentIndex === hit.segmentIndex && hit.start < s.end && s.start < hit.end),
  );
  // With no strong label on the page, "Número: 2500377" is the best evidence there is.
  for (const [hits, weight] of [
    [strong, 3],
    [weak, strong.length === 0 ? 2 : 1.6],
  ] as const) {
    for (const hit of hits) {
      const region = hit.folded.slice(hit.start, Math.min(hit.folded.length, hit.end + 14));
      const lead = hit.folded.slice(Math.max(0, hit.start - 24), hit.start);
      if (test(negative, region) || OTHER_DOCUMENT_LEAD.test(lead) || STREET_LEAD.test(lead)) continue;
      // "Nº" in the fine print (registry, address, legal text) is seldom the invoice's number.
      const fine = weight < 3 && hit.ref.line.segments[hit.segmentIndex]!.fontSize < 0.75 * index.bodyFontSize ? 0.6 : 1;
      const header = weight < 3 && isItemsHeader(hit.ref.line.segments.map((segment) => segment.text));
      for (const found of valuesAfter(index, hit)) {
        if (header && found.factor < 0.9) continue;
        const short = /^\d{1,2}$/.test(found.value) ? 0.5 : 1;
        candidates.push({ value: found.value, score: weight * found.factor * short * fine * sizeFactor(index, hit), box: found.box });
      }
    }
  }
  candidates.push(...seriesAndNumber(index, strong, weak));
  candidates.push(...titleNumbers(index, own));
  return candidates;
}

const DOCUMENT_WORD = /^\s*(?:factura|invoice|factuur|rechnung|facture)\s*$/;

/**
 * "Cliente | Pedido | Fecha | Factura | Vencimiento" over a row of values: in a header of the
 * document's data (not of its items) the cell that only names the document heads its number.
 */
function documentHeaderCells(index: DocIndex): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const ref of index.lines) {
    const cells = ref.line.segments.map((segment) => segment.text);
    if (!isTableHeader(cells) || isItemsHeader(cells)) continue;
    ref.line.segments.forEach((segment, segmentIndex) => {
      const folded = fold(segment.text);
      if (DOCUMENT_WORD.test(folded)) hits.push({ ref, segmentIndex, start: folded.length - folded.trimStart().length, end: folded.trimEnd().length, folded });
    });
  }
  return hits;
}

const SERIES_LABEL = /(?:^|\s)serie\s*:?(?=\s|$)/g;

/**
 * "Serie 24 Número 10.233", or SERIE and NÚMERO as column headers: the series and the number
 * are printed apart and the invoice number is both. The joined value outranks the number alone.
 */
function seriesAndNumber(index: DocIndex, strong: LabelHit[], weak: LabelHit[]): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  for (const series of findLabels(index, [SERIES_LABEL])) {
    if (strong.some((hit) => hit.ref === series.ref && hit.segmentIndex === series.segmentIndex && hit.start <= series.start && hit.end >= series.end)) continue;
    const seriesValue = valuesAfter(index, series)[0];
    if (!seriesValue || seriesValue.value.length > 8) continue;
    for (const hit of [...strong, ...weak]) {
      if (hit.ref !== series.ref || hit.segmentIndex * 1000 + hit.start <= series.segmentIndex * 1000 + series.start) continue;
      const number = valuesAfter(index, hit)[0];
      if (!number || number.value === seriesValue.value || number.value.startsWith(seriesValue.value)) continue;
      found.push({ value: `${seriesValue.value} ${number.value}`, score: 3.4 * number.factor, box: unionBox(seriesValue.box, number.box) });
    }
  }
  return found;
}

/** "C/ García Caamaño, Nº 23": a street number. */
const STREET_LEAD = /(?:^|[\s/])(?:c\/|calle|avda\.?|avenida|rua|plaza|pza\.?|paseo|camino|carrer|ctra\.?|carretera|via|ronda)(?:\/|\s)[^,;|]{1,30},?\s*$/;

/** Titles of documents other than an invoice: in an invoice they name the documents it refers to. */
const OTHER_TITLE = /^\s*(?:albaran|albara|proforma)/;

/** "FACTURA A/8062": the number printed right after the document title. */
function titleNumbers(index: DocIndex, own: boolean): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  for (const ref of index.lines) {
    ref.line.segments.forEach((segment, segmentIndex) => {
      const folded = fold(segment.text);
      const title = TITLE.exec(folded);
      if (!title || (!own && OTHER_TITLE.test(folded))) return;
      const size = segment.fontSize / Math.max(index.bodyFontSize, 1);
      const score = size >= 1.2 ? 2.2 : 1.4;
      if (title[0].length === folded.length) {
        // "FACTURA RECTIFICATIVA | 10095637": the number in the next cell of the title's row
        // (a title, not a label: "Factura:" points at a value of its own).
        const next = ref.line.segments[segmentIndex + 1];
        const close = next && next.x0 - segment.x1 < 14 * Math.max(segment.fontSize, 1) && !folded.trim().endsWith(':');
        const value = close ? firstValue(next.text) : null;
        if (!value || labelLike(next!.text)) return;
        // "Factura | 1 | 250231": a short series in one cell and the number in the next.
        const after = ref.line.segments[segmentIndex + 2];
        const rest = value.value.length <= 4 && after && after.x0 - next!.x1 < 4 * Math.max(next!.fontSize, 1) ? firstValue(after.text) : null;
        const joined = rest && /^\d{3,}$/.test(rest.value) ? `${value.value} ${rest.value}` : value.value;
        const short = /^\d{1,2}$/.test(joined) ? 0.5 : 1;
        found.push({ value: joined, score: score * 0.9 * short, box: subBox(ref.page, next!, value.start, value.end) });
        return;
      }
      const value = firstValue(segment.text.slice(title[0].length));
      if (!value) return;
      const start = title[0].length + value.start;
      found.push({ value: value.value, score, box: subBox(ref.page, segment, start, start + value.value.length) });
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
      const joined = continuedValue(value, right.text, line.segments[hit.segmentIndex + 2], right);
      results.push({ value: joined, factor: 0.95, box: subBox(hit.ref.page, right, value.start, value.end) });
      return results;
    }
  }
  // "Invoice Number: .......... 42183017": a summary box whose values are right-aligned far from
  // their labels. Only the line's last cell, holding nothing but the value, and only when the
  // label ends in a colon (a label that points at a value, not a title or a column header).
  if (right && right === line.segments.at(-1) && /:\s*$/.test(segment.text) && rest.trim().replace(/[:.\s]/g, '') === '') {
    const value = firstValue(right.text);
    const gap = right.x0 - segment.x1;
    if (value && value.end >= right.text.trim().length - 1 && gap < 0.5 * (hit.ref.page.width || 600) && !labelLike(right.text)) {
      results.push({ value: value.value, factor: 0.85, box: subBox(hit.ref.page, right, value.start, value.end) });
      return results;
    }
  }
  // Column layout: the label is a header and the value sits under it.
  if (fold(rest).trim().replace(/[:.\s]/g, '').length === 0) {
    const nextHeader = line.segments[hit.segmentIndex + 1];
    for (const below of linesBelow(index, hit.ref, segment.x0, segment.x1, 1)) {
      const cell = below.line.segments.find((s) => s.x1 >= segment.x0 - segment.fontSize && s.x0 <= segment.x1 + segment.fontSize);
      if (!cell) continue;
      const value = firstValue(cell.text);
      if (!value) continue;
      const next = below.line.segments[below.line.segments.indexOf(cell) + 1];
      // Series and number in two cells under one header ("NÚMERO" over "1 | 250231").
      const second = next && next.x0 <= segment.x1 && (!nextHeader || next.x1 < nextHeader.x0) && value.value.length <= 4 ? firstValue(next.text) : null;
      const joined = second && /\d/.test(second.value) ? `${value.value} ${second.value}` : continuedValue(value, cell.text, next, cell);
      results.push({ value: joined, factor: 0.8, box: subBox(below.page, cell, value.start, value.end) });
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
  if (!isTableHeader(cells)) return false;
  // Distinct words: "Código cliente | Código proveedor" is a header of document data, not items.
  const words = new Set(cells.map((cell) => ITEM_HEADER_WORDS.exec(fold(cell))?.[0]).filter(Boolean));
  return words.size >= 2;
}

function labelLike(text: string): boolean {
  return /^(?:fecha|date|data|cliente|client|nif|cif)/i.test(fold(text).trim());
}

/**
 * A number printed in two parts, "25 - 5469" or "25 | - 5469" (a series or year, a dash, the
 * number): the value goes on when the rest of its cell, or the next cell, starts with a dash or
 * slash and digits that are not a date.
 */
function continuedValue(
  value: { value: string; end: number },
  text: string,
  next: { text: string; x0: number } | undefined,
  cell: { x1: number; fontSize: number },
): string {
  let rest = text.slice(value.end);
  if (rest.trim() === '' && next && next.x0 - cell.x1 < 3 * Math.max(cell.fontSize, 1)) rest = next.text;
  const tail = /^\s*([-/])\s*(\d[\d.]*\d|\d)(?![\w/-])/.exec(rest);
  if (!tail || findDates(rest.trim()).some((date) => date.index === 0)) return value.value;
  const joined = `${value.value}${tail[1]}${tail[2]}`;
  return isPlausibleInvoiceNumber(joined) && joined.length <= 24 ? joined : value.value;
}

function firstValue(text: string): { value: string; start: number; end: number } | null {
  let trimmed = text.replace(/^[\s:.#ºª°\-–]+/, '');
  // "Fecha y Nº de factura: 12.05.2025 / 31415926": the date comes first, then the number.
  const leadingDate = findDates(trimmed).find((date) => date.index === 0);
  if (leadingDate) trimmed = trimmed.slice(leadingDate.length).replace(/^[\s/|\-–]+/, '');
  const offset = text.length - trimmed.length;
  const words = [...trimmed.matchAll(WORD)].slice(0, 2);
  const first = words[0];
  if (!first || first.index > 2) return null;
  let value = first[0].replace(/[.\-_/]+$/, '');
  let end = first.index + value.length;
  // "401,94": the whole part of an amount, not a number.
  if (/^,\d{2}(?!\d)/.test(trimmed.slice(end))) return null;
  const second = words[1];
  // "A 123": a short series in letters, then the number.
  if (!/\d/.test(value) && /^[A-Za-z]{1,4}$/.test(value) && second && /^\d[\w/\-]*$/.test(second[0]) && second.index - end <= 2) {
    value = `${value} ${second[0]}`;
    end = second.index + second[0].length;
  }
  if (!isPlausibleInvoiceNumber(value)) return null;
  const continued = continuedValue({ value, end: first.index + value.length }, trimmed, undefined, { x1: 0, fontSize: 1 });
  return { value: continued, start: offset + first.index, end: offset + first.index + continued.length };
}
