/**
 * CSV rendering of a Sheet. The AEAT layout uses `;` with a decimal comma and `dd/mm/yyyy`
 * dates; the plain export uses `,`, a decimal point and ISO dates. UTF-8 with a byte order
 * mark, so spreadsheet programs read accents right, and CRLF line ends (RFC 4180).
 */
import { neutralise, type Sheet, type SheetCell } from './sheet';

export interface CsvStyle {
  separator: ';' | ',';
  decimalComma: boolean;
  /** `dmy` renders `2026-03-05` as `05/03/2026`. */
  dates: 'dmy' | 'iso';
}

export const AEAT_CSV: CsvStyle = { separator: ';', decimalComma: true, dates: 'dmy' };
export const PLAIN_CSV: CsvStyle = { separator: ',', decimalComma: false, dates: 'iso' };

function quote(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function renderCell(cell: SheetCell, style: CsvStyle): string {
  if (!cell) return '';
  switch (cell.kind) {
    case 'text':
      return quote(neutralise(cell.value), style.separator);
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
  const header = sheet.headerRows.map((row) =>
    row.map((value) => quote(neutralise(value), style.separator)).join(style.separator),
  );
  const body = sheet.rows.map((row) => row.map((cell) => renderCell(cell, style)).join(style.separator));
  return `\uFEFF${[...header, ...body].join('\r\n')}\r\n`;
}
