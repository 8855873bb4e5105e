/** The issue date: the date next to an issue-date label, else an early unlabelled date. */
import type { Candidate } from './candidates';
import type { DateToken, DocIndex } from './doc-index';
import { fold } from './fold';
import { DATE_LABELS, test } from './labels';
import { isItemsHeader } from './find-number';
import { findLabels, type LabelHit, tokensAfter, tokensBelow } from './near';

const JOINED_DATE_LABEL = /^\s*\/\s*(?:fecha|date|data)(?![a-z])/;

/** "Fecha factura simplificada": the ticket a full invoice replaces, not the invoice's own date. */
const REFERENCED = /^\s*(?:simplificada|original|rectificada|anterior)/;

/**
 * A date label in the row that also holds the invoice number ("Número 25 - 5469 | Fecha ...",
 * or FECHA | SERIE | NÚMERO headers) is the invoice's; one in a row about a delivery note or an
 * order ("Albarán: 325 / 1319 | Fecha 06/11/2025") is that document's.
 */
function rowFactor(hit: LabelHit): number {
  const before = fold(hit.ref.line.segments.slice(Math.max(0, hit.segmentIndex - 3), hit.segmentIndex).map((s) => s.text).join(' '));
  if (/(?:albaran|albara|pedido|order|entrega)/.test(before)) return 0.6;
  if (/(?:^|\s)(?:n(?:u|ú)mero|num\.?|serie|n[o.]\s*(?:de\s*)?factura)(?=\s|$|:)/.test(hit.ref.folded) && !/(?:albaran|pedido)/.test(hit.ref.folded)) return 1.25;
  return 1;
}

export function findDateCandidates(index: DocIndex): Candidate<string>[] {
  const candidates: Candidate<string>[] = [];
  const labelled = new Set<DateToken>();
  for (const [patterns, weight] of [
    [DATE_LABELS.strong, 3],
    [DATE_LABELS.weak, 1.7],
  ] as const) {
    for (const hit of findLabels(index, patterns)) {
      const region = hit.folded.slice(Math.max(0, hit.start - 12), Math.min(hit.folded.length, hit.end + 16));
      if (weight < 3 && test(DATE_LABELS.negative, region)) continue;
      // "Albarán nº: 25 - 3.743 de fecha 03/11/2025": a bare date label inside a line about
      // another document belongs to that document.
      if (weight < 3 && test(DATE_LABELS.negative, hit.folded.slice(Math.max(0, hit.start - 40), hit.start))) continue;
      const after = tokensAfter(hit, index.dates).slice(0, 1);
      const header = isItemsHeader(hit.ref.line.segments.map((segment) => segment.text));
      const options = after.length > 0 ? after : header ? [] : tokensBelow(index, hit, index.dates, 1).slice(0, 1);
      for (const { token, relation } of options) {
        // A date after another date label on the same line belongs to that label.
        const between = fold(hit.ref.line.segments.slice(hit.segmentIndex, token.segmentIndex + 1).map((s) => s.text).join(' '));
        // "Fecha de la factura/Fecha de la entrega | 23 julio 2026": one date for both labels.
        const ownRest = hit.folded.slice(hit.end);
        const rest = between.slice(hit.end + (JOINED_DATE_LABEL.test(ownRest) ? ownRest.length : 0));
        const crossed = relation === 'right' && test(DATE_LABELS.negative, rest);
        if (crossed) continue;
        labelled.add(token);
        const factor = (relation === 'same' ? 1 : relation === 'right' ? 0.95 : 0.85) * (REFERENCED.test(hit.folded.slice(hit.end, hit.end + 16)) ? 0.5 : 1) * rowFactor(hit);
        // "Fecha: 07/03/2025" on one line is as good as a full label.
        const lift = weight < 3 && relation !== 'below' ? 0.35 : 0;
        candidates.push({ value: token.iso, score: weight * factor + lift, box: token.box });
      }
    }
  }
  const firstPage = index.pages[0]?.page;
  const negated = (token: DateToken) => test(DATE_LABELS.negative, labelBefore(token)) || test(DATE_LABELS.negative, headerAbove(index, token));
  const free = index.dates.filter((token) => !labelled.has(token) && !negated(token));
  // The only date that no other label claims ("TOTAL ACUMULADO A 24/03/2024" does) is the issue date.
  const distinct = new Set(free.map((token) => token.iso));
  for (const token of free) {
    const top = token.ref.page.page === firstPage ? 1 - token.box.y0 / (token.ref.page.height || 1) : 0;
    // The only date on the document is the issue date, labelled or not.
    const only = distinct.size === 1 ? 0.8 : 0;
    candidates.push({ value: token.iso, score: 0.4 + 0.6 * top * top + only, box: token.box });
  }
  return candidates;
}

/** Text just before a date: in its own segment, or a short label segment right before it. */
function labelBefore(token: DateToken): string {
  const segments = token.ref.line.segments;
  const segment = segments[token.segmentIndex]!;
  let text = segment.text.slice(0, token.start);
  const previous = segments[token.segmentIndex - 1];
  if (previous && previous.text.length <= 25 && segment.x0 - previous.x1 < 4 * segment.fontSize) text = `${previous.text} ${text}`;
  return fold(text);
}

/** The column header above a date (meta tables print "VENCIMIENTO" over the due date). */
function headerAbove(index: DocIndex, token: DateToken): string {
  const height = Math.max(token.box.y1 - token.box.y0, 1);
  const above = index.lines
    .filter((ref) => ref.page === token.ref.page && ref.line.y1 <= token.box.y0 + 0.2 * height && token.box.y0 - ref.line.y1 < 2.5 * height)
    .sort((a, b) => b.line.y0 - a.line.y0)[0];
  const cell = above?.line.segments.find((s) => s.x0 <= token.box.x1 && s.x1 >= token.box.x0);
  return cell ? fold(cell.text) : '';
}
