/** The PDF text layer of one page as PageText (viewport space at scale 1: points, top-left origin). */
import type { PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
import { buildLines, type PositionedWord } from '../layout/build-lines';
import { collapseLetterSpacing } from '../layout/letter-spacing';
import type { PageText, TextLine } from '../layout/page-text';

interface RawItem {
  str?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

const MAX_ITEMS_PER_PAGE = 20_000;

export async function readPageText(page: PDFPageProxy, pageNumber: number): Promise<PageText> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent({ disableNormalization: false });
  const vt = viewport.transform;
  const words: PositionedWord[] = [];
  const rotated: TextLine[] = [];
  for (const item of (content.items as RawItem[]).slice(0, MAX_ITEMS_PER_PAGE)) {
    const text = item.str === undefined ? undefined : collapseLetterSpacing(item.str);
    const tm = item.transform;
    if (!text || !tm || text.trim().length === 0) continue;
    // Combined matrix: text space -> viewport (display) space.
    const a = vt[0]! * tm[0]! + vt[2]! * tm[1]!;
    const b = vt[1]! * tm[0]! + vt[3]! * tm[1]!;
    const c = vt[0]! * tm[2]! + vt[2]! * tm[3]!;
    const d = vt[1]! * tm[2]! + vt[3]! * tm[3]!;
    const e = vt[0]! * tm[4]! + vt[2]! * tm[5]! + vt[4]!;
    const f = vt[1]! * tm[4]! + vt[3]! * tm[5]! + vt[5]!;
    const fontSize = Math.hypot(c, d) || Math.hypot(a, b);
    const width = (item.width ?? 0) * (viewport.scale || 1);
    if (!(fontSize > 0.5 && fontSize < 500)) continue;
    if (Math.abs(b) <= 0.1 * Math.abs(a) && a > 0) {
      words.push({ text, x0: e, y0: f - 0.8 * fontSize, x1: e + width, y1: f + 0.2 * fontSize, confidence: 1 });
    } else {
      // Vertical or upside-down text (margins often carry the registry line with the tax id):
      // kept as a line of its own so tax ids and names in it are still found.
      const x0 = Math.min(e, e + (a / fontSize) * width) - 0.2 * fontSize;
      const x1 = Math.max(e, e + (a / fontSize) * width) + 0.2 * fontSize;
      const y0 = Math.min(f, f + (b / fontSize) * width) - 0.2 * fontSize;
      const y1 = Math.max(f, f + (b / fontSize) * width) + 0.2 * fontSize;
      const segment = { text: text.trim(), x0, y0, x1, y1, fontSize, confidence: 1 };
      rotated.push({ segments: [segment], text: segment.text, x0, y0, x1, y1, index: 0 });
    }
  }
  const lines = [...buildLines(words), ...rotated];
  lines.forEach((line, index) => (line.index = index));
  return { page: pageNumber, width: viewport.width, height: viewport.height, lines, source: 'text' };
}

/** Share of characters that are letters, digits or common punctuation: low means a broken font encoding. */
export function textQuality(page: PageText): { chars: number; readable: number } {
  let chars = 0;
  let readable = 0;
  for (const line of page.lines) {
    for (const char of line.text) {
      if (char === ' ') continue;
      chars++;
      if (/[\p{L}\p{N}.,:;%€$£()/\-#ºª&'"+*]/u.test(char)) readable++;
    }
  }
  return { chars, readable: chars === 0 ? 0 : readable / chars };
}
