/** Geometry helpers: what lies to the right of a label, and what lies below it in its column. */
import type { DocIndex, LineRef, Token } from './doc-index';
import { fold } from './fold';

export interface LabelHit {
  ref: LineRef;
  segmentIndex: number;
  start: number;
  end: number;
  /** Folded segment text the label was found in. */
  folded: string;
}

/** Every match of any of the patterns in every segment of every line. */
export function findLabels(index: DocIndex, patterns: readonly RegExp[]): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const ref of index.lines) {
    ref.line.segments.forEach((segment, segmentIndex) => {
      const folded = fold(segment.text);
      for (const pattern of patterns) {
        for (const match of folded.matchAll(pattern)) {
          const lead = match[0].length - match[0].trimStart().length;
          hits.push({ ref, segmentIndex, start: match.index + lead, end: match.index + match[0].length, folded });
        }
      }
    });
  }
  return dedupeHits(hits);
}

function dedupeHits(hits: LabelHit[]): LabelHit[] {
  const kept: LabelHit[] = [];
  for (const hit of hits.sort((a, b) => b.end - b.start - (a.end - a.start))) {
    const overlaps = kept.some(
      (other) => other.ref === hit.ref && other.segmentIndex === hit.segmentIndex && hit.start < other.end && other.start < hit.end,
    );
    if (!overlaps) kept.push(hit);
  }
  return kept;
}

export type Relation = 'same' | 'right' | 'below';

/** Tokens of the same line after the label: in its own segment first, then further right. */
export function tokensAfter<T extends Token>(hit: LabelHit, tokens: readonly T[]): { token: T; relation: Relation; rank: number }[] {
  return tokens
    .filter((token) => token.ref === hit.ref && (token.segmentIndex > hit.segmentIndex || (token.segmentIndex === hit.segmentIndex && token.start >= hit.end)))
    .sort((a, b) => a.segmentIndex - b.segmentIndex || a.start - b.start)
    .map((token, rank) => ({ token, relation: token.segmentIndex === hit.segmentIndex ? 'same' : 'right', rank }));
}

/** Lines under `ref` on the same page, close enough to be its value, overlapping [x0, x1]. */
export function linesBelow(index: DocIndex, ref: LineRef, x0: number, x1: number, maxLines = 3): LineRef[] {
  const height = Math.max(ref.line.y1 - ref.line.y0, 1);
  const pageLines = index.lines.filter((other) => other.page === ref.page && other.line.y0 >= ref.line.y1 - 0.3 * height);
  pageLines.sort((a, b) => a.line.y0 - b.line.y0);
  const found: LineRef[] = [];
  for (const other of pageLines) {
    if (other === ref) continue;
    if (other.line.y0 - ref.line.y1 > 3.2 * height * Math.max(1, found.length + 1)) break;
    const overlaps = other.line.segments.some((segment) => segment.x1 >= x0 - 0.5 * height && segment.x0 <= x1 + 0.5 * height);
    if (overlaps) found.push(other);
    if (found.length >= maxLines) break;
  }
  return found;
}

/** Tokens below a label that sit in its column. */
export function tokensBelow<T extends Token>(index: DocIndex, hit: LabelHit, tokens: readonly T[], maxLines = 2): { token: T; relation: Relation; rank: number }[] {
  const segment = hit.ref.line.segments[hit.segmentIndex]!;
  const height = Math.max(segment.y1 - segment.y0, 1);
  // A number set flush right in its column can end past its header's right edge.
  const below = linesBelow(index, hit.ref, segment.x0, segment.x1 + 1.5 * height, maxLines);
  const result: { token: T; relation: Relation; rank: number }[] = [];
  below.forEach((ref, lineRank) => {
    for (const token of tokens) {
      if (token.ref !== ref) continue;
      if (token.box.x1 < segment.x0 - height || token.box.x0 > segment.x1 + 2 * height) continue;
      result.push({ token, relation: 'below', rank: lineRank });
    }
  });
  return result;
}

/**
 * A photographed row that tilts splits in two when read: its label at the left, its amount at
 * the far right, a line lower. For a label with nothing after it on an OCR page: the line just
 * below, when it holds that one token alone, well right of the label (what sits under the label
 * is its column's, tokensBelow's).
 */
export function loneTokenDownRight<T extends Token>(index: DocIndex, hit: LabelHit, tokens: readonly T[]): { token: T; relation: Relation; rank: number }[] {
  if (hit.ref.page.source !== 'ocr') return [];
  const segment = hit.ref.line.segments[hit.segmentIndex]!;
  const height = Math.max(hit.ref.line.y1 - hit.ref.line.y0, 1);
  const next = index.lines
    .filter((other) => other.page === hit.ref.page && other !== hit.ref && other.line.y0 > hit.ref.line.y0 + 0.3 * height && other.line.y0 - hit.ref.line.y1 < 0.8 * height)
    .sort((a, b) => a.line.y0 - b.line.y0)[0];
  if (!next || next.line.segments.length !== 1) return [];
  const own = tokens.filter((token) => token.ref === next);
  if (own.length !== 1 || /[a-z]/.test(fold(next.line.segments[0]!.text))) return [];
  const token = own[0]!;
  return token.box.x0 > segment.x1 + 4 * height ? [{ token, relation: 'below', rank: 0 }] : [];
}

/** The label's horizontal extent within its segment. */
export function hitBox(hit: LabelHit): { x0: number; x1: number } {
  const segment = hit.ref.line.segments[hit.segmentIndex]!;
  const length = Math.max(segment.text.length, 1);
  const width = segment.x1 - segment.x0;
  return { x0: segment.x0 + (width * hit.start) / length, x1: segment.x0 + (width * hit.end) / length };
}
