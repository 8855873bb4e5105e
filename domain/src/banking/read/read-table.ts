/**
 * Any tabular file (CSV or .xlsx, whatever its extension) as rows of strings with their 1-based
 * row number in the file. Numbers stay text (papaparse's dynamicTyping off, read-excel-file's
 * parseNumber returning the raw text) and are parsed to cents by the readers; date cells of .xlsx
 * become `YYYY-MM-DD`. BIFF .xls and HTML saved as .xls are refused with a code that suggests
 * .xlsx or Norma 43.
 */
import readXlsxFile from 'read-excel-file/universal';
import type { FileFormat } from '../types';
import { parseCsvRows } from './csv-text';
import { decodeText } from './decode-text';
import { type ReadResult, MAX_FILE_BYTES, MAX_ROWS } from './read-result';
import { sniffContainer } from './sniff';
import { zipUncompressedSize } from './zip-size';

export interface TableRow {
  row: number;
  cells: string[];
}

export interface TableSheet {
  name: string | null;
  rows: TableRow[];
}

/** Every sheet with content (one for CSV); readers take the first sheet they recognise. */
export type TableRead = { ok: true; format: Extract<FileFormat, 'csv' | 'xlsx'>; sheets: TableSheet[] } | { ok: false; code: string; row?: number };

/** Inflated size an .xlsx may declare: a bank export of 50,000 rows is far below it. */
const MAX_XLSX_INFLATED = 300 * 1024 * 1024;

const REFUSALS: Record<string, string> = {
  biff: 'bank/xls-not-supported',
  encrypted: 'bank/encrypted-file',
  html: 'bank/html-xls-not-supported',
  pdf: 'bank/unsupported-format',
  xml: 'bank/unsupported-format',
  binary: 'bank/unsupported-format',
  empty: 'bank/empty-file',
};

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  }
  return String(value).trim();
}

function keepRows(raw: unknown[][]): TableRow[] {
  const rows: TableRow[] = [];
  raw.forEach((cells, index) => {
    const texts = cells.map(cellText);
    if (texts.some((t) => t !== '')) rows.push({ row: index + 1, cells: texts });
  });
  return rows;
}

/**
 * A cell that starts a spreadsheet formula, not a value: `=...`, `@SUM(...`, `+cmd|...`,
 * `-SUM(...`, at the start of a line or after any separator, quoted or not. Bank, diary and
 * register exports hold values; a formula in a CSV is either a value that was never computed (a
 * sum read as nothing) or an injection aimed at whoever opens the file next. Looked for in the
 * lines as written: an unescaped quote inside a formula can make the parsed rows unrecognisable.
 */
const FORMULA_CELL = /(?:^|[;,\t|])[ \t]*"?(?:=|@[A-Za-z_]+\(|[+-][A-Za-z_][\w.]*[(|!])/;

/** The 1-based line of the first formula cell, or null. */
export function formulaLine(text: string): number | null {
  const index = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).findIndex((line) => FORMULA_CELL.test(line));
  return index < 0 ? null : index + 1;
}

export function parseCsvText(text: string): TableRow[] {
  return keepRows(parseCsvRows(text));
}

export async function readTable(bytes: Uint8Array): Promise<TableRead> {
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, code: 'bank/file-too-large' };
  const container = sniffContainer(bytes);
  if (container === 'zip') {
    const inflated = zipUncompressedSize(bytes);
    if (inflated === null) return { ok: false, code: 'bank/unreadable-xlsx' };
    if (inflated > MAX_XLSX_INFLATED) return { ok: false, code: 'bank/file-too-large' };
    try {
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const read = await readXlsxFile<string>(buffer, { parseNumber: (text) => text, trim: true });
      if (read.some((s) => s.data.length > MAX_ROWS + 50)) return { ok: false, code: 'bank/too-many-rows' };
      const sheets = read.map((s) => ({ name: s.sheet, rows: keepRows(s.data) })).filter((s) => s.rows.length > 0);
      if (sheets.length === 0) return { ok: false, code: 'bank/empty-file' };
      return { ok: true, format: 'xlsx', sheets };
    } catch {
      return { ok: false, code: 'bank/unreadable-xlsx' };
    }
  }
  if (container !== 'text') return { ok: false, code: REFUSALS[container] ?? 'bank/unsupported-format' };
  let newlines = 0;
  for (const b of bytes) if (b === 0x0a) newlines += 1;
  if (newlines > MAX_ROWS + 50) return { ok: false, code: 'bank/too-many-rows' };
  const text = decodeText(bytes);
  const formula = formulaLine(text);
  if (formula !== null) return { ok: false, code: 'bank/formula-cells', row: formula };
  const rows = parseCsvText(text);
  if (rows.length > MAX_ROWS + 50) return { ok: false, code: 'bank/too-many-rows' };
  if (rows.length === 0) return { ok: false, code: 'bank/empty-file' };
  return { ok: true, format: 'csv', sheets: [{ name: null, rows }] };
}

/** The first sheet a reader recognises, or the first sheet's refusal. */
export function firstRecognised<T>(
  table: Extract<TableRead, { ok: true }>,
  read: (sheet: TableSheet) => ReadResult<T>,
): ReadResult<T> {
  let first: ReadResult<T> | null = null;
  for (const sheet of table.sheets) {
    const result = read(sheet);
    if (result.ok) return result;
    first ??= result;
  }
  return first!;
}
