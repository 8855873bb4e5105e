/**
 * The label a value was printed under ("Nº Factura", "Fecha", "TOTAL FACTURA"), read back from
 * the page around the value's box: the words before it on its line, else the text right above
 * it in its column. The supplier profile keeps these labels (issue 19, item 2), so the next
 * invoice of the supplier can be recognised by the label its value sits under, not only by
 * where on the page it is.
 */
import type { Box, PageText, TextLine } from '../extraction/layout/page-text';

/** Longest label kept: a label is a few words; more is a sentence the value sits in. */
const MAX_LABEL = 40;

/** The label text as printed (trimmed, without its colon), or null when none is near. */
export function labelOfValue(box: Box, pages: readonly PageText[]): string | null {
  const page = pages.find((p) => p.page === box.page);
  if (!page) return null;
  const line = lineOf(page, box);
  if (!line) return null;
  const before = textBefore(line, box);
  if (before) return before;
  return textAbove(page, line, box);
}

/** A label folded for comparison: lower case, no accents, letters only, single spaces. */
export function labelKey(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[º°]/g, 'o')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

function lineOf(page: PageText, box: Box): TextLine | undefined {
  const middle = (box.y0 + box.y1) / 2;
  return page.lines.find((line) => line.y0 <= middle && middle <= line.y1 && line.x0 <= box.x1 && box.x0 <= line.x1);
}

/** Words left of the value on its line: in the value's own segment, else the segment before. */
function textBefore(line: TextLine, box: Box): string | null {
  const parts: string[] = [];
  for (const segment of line.segments) {
    if (segment.x0 >= box.x0 - 0.5) break;
    if (segment.x1 <= box.x0 + 0.5) {
      parts.push(segment.text);
      continue;
    }
    // The value starts inside this segment: characters are placed proportionally.
    const length = Math.max(segment.text.length, 1);
    const start = Math.round(((box.x0 - segment.x0) / Math.max(segment.x1 - segment.x0, 1)) * length);
    parts.push(segment.text.slice(0, start));
    break;
  }
  return cleanLabel(parts.at(-1) ?? '');
}

/** The text of the nearest line above whose words overlap the value's column. */
function textAbove(page: PageText, line: TextLine, box: Box): string | null {
  const height = Math.max(line.y1 - line.y0, 1);
  const above = page.lines
    .filter((other) => other.y1 <= line.y0 + 0.3 * height && line.y0 - other.y1 <= 2.5 * height)
    .sort((a, b) => b.y1 - a.y1);
  for (const other of above) {
    const segment = other.segments.find((s) => s.x0 <= box.x1 + height && box.x0 - height <= s.x1);
    if (segment) return cleanLabel(segment.text);
  }
  return null;
}

/** A label has letters; words with digits and trailing punctuation are dropped. */
function cleanLabel(text: string): string | null {
  // Codes and values around the label ("SCONL000000444", "12/03") are no part of it.
  const words = text.split(/\s+/).filter((word) => !/\d/.test(word));
  const trimmed = words.join(' ').replace(/[\s:.\-–#|/]+$/u, '').trim();
  if (!/\p{L}{2}/u.test(trimmed)) return null;
  return trimmed.length > MAX_LABEL ? trimmed.slice(-MAX_LABEL).trim() : trimmed;
}
