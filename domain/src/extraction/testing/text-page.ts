/** Pages of positioned text for field-finder tests, built from rows of cells. */
import type { PageText, TextLine } from '../layout/page-text';

/** [x, text, font size?]: a cell starting at x points. */
export type Cell = [number, string, number?];

/**
 * A page from rows of [x, text] cells (points; 9 pt text, a row every 14 pt; size overrides per
 * cell; an empty row leaves a gap).
 */
export function textPage(rows: Cell[][], source: PageText['source'] = 'text', pageNumber = 1): PageText {
  const lines: TextLine[] = rows.map((cells, index) => {
    const y = 40 + index * 14;
    const segments = cells.map(([x, text, size = 9]) => ({
      text,
      x0: x,
      x1: x + text.length * size * 0.5,
      y0: y - size * 0.8,
      y1: y + size * 0.2,
      fontSize: size,
      confidence: 1,
    }));
    return {
      segments,
      text: cells.map((c) => c[1]).join('  '),
      x0: segments[0]?.x0 ?? 0,
      y0: segments[0]?.y0 ?? 0,
      x1: segments.at(-1)?.x1 ?? 0,
      y1: segments[0]?.y1 ?? 0,
      index,
    };
  });
  return { page: pageNumber, width: 595, height: 842, lines: lines.filter((l) => l.segments.length > 0), source };
}
