/** A small drawing layer over pdf-lib with a top-left origin and text alignment. */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export type Align = 'left' | 'right' | 'center';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const FONT_NAMES = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const;

export class Sheet {
  readonly pdf: PDFDocument;
  readonly fonts: Fonts;
  page: PDFPage;
  readonly width: number;
  readonly height: number;
  pages: PDFPage[] = [];

  private constructor(pdf: PDFDocument, fonts: Fonts, width: number, height: number) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.width = width;
    this.height = height;
    this.page = this.addPage();
  }

  static async create(font: keyof typeof FONT_NAMES, width = 595.28, height = 841.89): Promise<Sheet> {
    const pdf = await PDFDocument.create();
    const [regular, bold] = FONT_NAMES[font];
    const fonts = { regular: await pdf.embedFont(regular), bold: await pdf.embedFont(bold) };
    return new Sheet(pdf, fonts, width, height);
  }

  addPage(): PDFPage {
    this.page = this.pdf.addPage([this.width, this.height]);
    this.pages.push(this.page);
    return this.page;
  }

  textWidth(text: string, size: number, bold = false): number {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size);
  }

  text(text: string, x: number, top: number, options: { size?: number; bold?: boolean; align?: Align; gray?: number } = {}): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = font.widthOfTextAtSize(text, size);
    const left = options.align === 'right' ? x - width : options.align === 'center' ? x - width / 2 : x;
    const gray = options.gray ?? 0;
    this.page.drawText(text, { x: left, y: this.height - top - size, size, font, color: rgb(gray, gray, gray) });
  }

  line(x0: number, top0: number, x1: number, top1: number, thickness = 0.6): void {
    this.page.drawLine({ start: { x: x0, y: this.height - top0 }, end: { x: x1, y: this.height - top1 }, thickness, color: rgb(0.3, 0.3, 0.3) });
  }

  rect(x: number, top: number, width: number, height: number, options: { fill?: number; border?: boolean } = {}): void {
    this.page.drawRectangle({
      x,
      y: this.height - top - height,
      width,
      height,
      ...(options.fill !== undefined ? { color: rgb(options.fill, options.fill, options.fill) } : {}),
      ...(options.border !== false ? { borderColor: rgb(0.4, 0.4, 0.4), borderWidth: 0.6 } : {}),
    });
  }

  async image(png: Uint8Array, x: number, top: number, size: number): Promise<void> {
    const image = await this.pdf.embedPng(png);
    this.page.drawImage(image, { x, y: this.height - top - size, width: size, height: size });
  }

  /** Draws QR modules as filled squares (vector QR, as some invoicing programs do). */
  modules(matrix: boolean[][], x: number, top: number, size: number): void {
    const count = matrix.length;
    const cell = size / count;
    matrix.forEach((row, r) =>
      row.forEach((dark, c) => {
        if (dark) this.page.drawRectangle({ x: x + c * cell, y: this.height - top - (r + 1) * cell, width: cell + 0.05, height: cell + 0.05, color: rgb(0, 0, 0) });
      }),
    );
  }
}
