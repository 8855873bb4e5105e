/**
 * A spreadsheet independent of its file format: typed cells that the CSV writer here and the
 * XLSX writer of the functions render the same way. Text cells are made safe against formula
 * injection when rendered (safe-cell.ts); numbers and dates are ours, so they are written as
 * they are. A new export (bank report, analysis) builds a Sheet and renders it with toCsv
 * (csv.ts) or the functions' XLSX writer, and gets the same protection.
 */

export type SheetCell =
  | { kind: 'text'; value: string }
  | { kind: 'decimal'; value: number }
  | { kind: 'integer'; value: number }
  /** `YYYY-MM-DD` */
  | { kind: 'date'; value: string }
  | null;

export interface Sheet {
  name: string;
  /** Header rows first (plain text), then data rows. */
  headerRows: string[][];
  rows: SheetCell[][];
}

export const text = (value: string | null | undefined, maxLength = 500): SheetCell =>
  value ? { kind: 'text', value: value.slice(0, maxLength) } : null;
export const decimal = (value: number | null | undefined): SheetCell =>
  value === null || value === undefined || !Number.isFinite(value) ? null : { kind: 'decimal', value };
export const integer = (value: number): SheetCell => ({ kind: 'integer', value });
export const date = (value: string | null | undefined): SheetCell =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? { kind: 'date', value } : null;

