/**
 * Groups positioned words into reading lines: words whose vertical extents overlap enough
 * form a line; within a line, words closer than a gap threshold join into one segment.
 */
import type { TextLine, TextSegment } from './page-text';

export interface PositionedWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence: number;
}

export interface BuildLinesOptions {
  /**
   * OCR word boxes are tight around the glyphs ("de" is half as tall as "FACTURA"), so the gap
   * that separates columns is measured against the row's median word height instead.
   */
  ocr?: boolean;
}

export function buildLines(words: readonly PositionedWord[], options: BuildLinesOptions = {}): TextLine[] {
  const sorted = words
    .filter((word) => word.text.trim().length > 0 && word.y1 > word.y0)
    .slice()
    .sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
  // A row is held by its running centre and typical height, not by the union of its words'
  // boxes: a union grows with every tall word (a big title) and swallows the next line.
  const rows: { words: PositionedWord[]; center: number; height: number }[] = [];
  for (const word of sorted) {
    const height = word.y1 - word.y0;
    const center = (word.y0 + word.y1) / 2;
    let target: (typeof rows)[number] | null = null;
    for (let r = rows.length - 1; r >= 0 && r >= rows.length - 4; r--) {
      const row = rows[r]!;
      if (Math.abs(center - row.center) <= 0.5 * Math.min(height, row.height)) {
        target = row;
        break;
      }
    }
    if (target) {
      const n = target.words.length;
      target.words.push(word);
      target.center = (target.center * n + center) / (n + 1);
      target.height = (target.height * n + height) / (n + 1);
    } else {
      rows.push({ words: [word], center, height });
    }
  }
  const lines = rows.map((row) => toLine(row.words, options.ocr ? median(row.words.map((w) => w.y1 - w.y0)) : null));
  lines.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  lines.forEach((line, index) => (line.index = index));
  return lines;
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function toLine(row: PositionedWord[], rowHeight: number | null): TextLine {
  row.sort((a, b) => a.x0 - b.x0);
  const segments: TextSegment[] = [];
  let current: TextSegment | null = null;
  for (const word of row) {
    const height = word.y1 - word.y0;
    const text = word.text.replace(/\s+/g, ' ').trim();
    const gap = current ? word.x0 - current.x1 : 0;
    const threshold = rowHeight !== null ? 1.6 * rowHeight : 0.9 * Math.min(height, current?.fontSize ?? height);
    if (current && gap <= Math.max(threshold, 2) && gap > -0.5 * height) {
      current.text += gap > 0.12 * (rowHeight ?? height) ? ` ${text}` : text;
      current.x1 = Math.max(current.x1, word.x1);
      current.y0 = Math.min(current.y0, word.y0);
      current.y1 = Math.max(current.y1, word.y1);
      current.confidence = Math.min(current.confidence, word.confidence);
    } else {
      current = { text, x0: word.x0, y0: word.y0, x1: word.x1, y1: word.y1, fontSize: height, confidence: word.confidence };
      segments.push(current);
    }
  }
  // OCR boxes of "Descripción" (ascender and descender) are taller than those of "12,00":
  // a row's glyph size is its median word height.
  if (rowHeight !== null) for (const segment of segments) segment.fontSize = rowHeight;
  return {
    segments,
    text: segments.map((segment) => segment.text).join('  '),
    x0: Math.min(...segments.map((s) => s.x0)),
    y0: Math.min(...segments.map((s) => s.y0)),
    x1: Math.max(...segments.map((s) => s.x1)),
    y1: Math.max(...segments.map((s) => s.y1)),
    index: 0,
  };
}
