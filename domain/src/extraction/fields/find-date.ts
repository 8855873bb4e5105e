/** The issue date: the date next to an issue-date label, else an early unlabelled date. */
import type { Candidate } from './candidates';
import type { DateToken, DocIndex } from './doc-index';
import { fold } from './fold';
import { DATE_LABELS, test } from './labels';
import { isTableHeader } from './find-number';
import { findLabels, tokensAfter, tokensBelow } from './near';

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
      const after = tokensAfter(hit, index.dates).slice(0, 1);
      const header = isTableHeader(hit.ref.line.segments.map((segment) => segment.text));
      const options = after.length > 0 ? after : header ? [] : tokensBelow(index, hit, index.dates, 1).slice(0, 1);
      for (const { token, relation } of options) {
        // A date after another date label on the same line belongs to that label.
        const between = fold(hit.ref.line.segments.slice(hit.segmentIndex, token.segmentIndex + 1).map((s) => s.text).join(' '));
        const crossed = relation === 'right' && test(DATE_LABELS.negative, between.slice(hit.end));
        if (crossed) continue;
        labelled.add(token);
        const factor = relation === 'same' ? 1 : relation === 'right' ? 0.95 : 0.75;
        candidates.push({ value: token.iso, score: weight * factor, box: token.box });
      }
    }
  }
  const firstPage = index.pages[0]?.page;
  for (const token of index.dates) {
    if (labelled.has(token)) continue;
    const segment = token.ref.line.segments[token.segmentIndex]!;
    const before = fold(segment.text.slice(0, token.start) + ' ' + token.ref.line.segments.slice(Math.max(0, token.segmentIndex - 1), token.segmentIndex).map((s) => s.text).join(' '));
    if (test(DATE_LABELS.negative, before)) continue;
    const top = token.ref.page.page === firstPage ? 1 - token.box.y0 / (token.ref.page.height || 1) : 0;
    candidates.push({ value: token.iso, score: 0.4 + 0.8 * top * top, box: token.box });
  }
  return candidates;
}
