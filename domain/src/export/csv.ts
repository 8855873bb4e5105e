/**
 * CSV rendering of a Sheet, the writer every CSV export uses. The AEAT layout uses `;` with a
 * decimal comma and `dd/mm/yyyy` dates; the plain export uses `,`, a decimal point and ISO dates.
 * UTF-8 with a byte order mark, so spreadsheet programs read accents right, and CRLF line ends.
 *
 * Every field is quoted (RFC 4180: in double quotes, a double quote doubled), empty ones too, so
 * a reader that honours quotes sees one cell per field whatever separator it splits on, and every
 * text is made safe by safeCellText (safe-cell.ts) for readers that split inside a field.
 */
import { safeCellText } from './safe-cell';
import type { Sheet, SheetCell } from './sheet';

export interface CsvStyle {
  separator: ';' | ',';
  decimalComma: boolean;
  /** `dmy` renders `2026-03-05` as `05/03/2026`. */
  dates: 'dmy' | 'iso';
}

export const AEAT_CSV: CsvStyle = { separator: ';', decimalComma: true, dates: 'dmy' };
export const PLAIN_CSV: CsvStyle = { separator: ',', decimalComma: false, dates: 'iso' };

/** One RFC 4180 field: always quoted, inner quotes doubled. */
export function csvField(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** The cell's text as written, before quoting. */
export function renderCell(cell: SheetCell, style: CsvStyle): string {
  if (!cell) return '';
  switch (cell.kind) {
    case 'text':
      return safeCellText(cell.value);
    case 'decimal': {
      const fixed = cell.value.toFixed(2);
      return style.decimalComma ? fixed.replace('.', ',') : fixed;
    }
    case 'integer':
      return String(Math.trunc(cell.value));
    case 'date': {
      const [year, month, day] = cell.value.split('-');
      return style.dates === 'dmy' ? `${day}/${month}/${year}` : cell.value;
    }
  }
}

export function toCsv(sheet: Sheet, style: CsvStyle): string {
  const line = (fields: string[]) => fields.map(csvField).join(style.separator);
  const header = sheet.headerRows.map((row) => line(row.map(safeCellText)));
  const body = sheet.rows.map((row) => line(row.map((cell) => renderCell(cell, style))));
  return `\uFEFF${[...header, ...body].join('\r\n')}\r\n`;
}
