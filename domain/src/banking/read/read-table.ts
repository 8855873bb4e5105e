/**
 * Any tabular file (CSV or .xlsx, whatever its extension) as rows of strings with their 1-based
 * row number in the file. Numbers stay text (papaparse's dynamicTyping off, read-excel-file's
 * parseNumber returning the raw text) and are parsed to cents by the readers; date cells of .xlsx
 * become `YYYY-MM-DD`. BIFF .xls and HTML saved as .xls are refused with a code that suggests
 * .xlsx or Norma 43.
 */
import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import type { FileFormat } from '../types';
import { decodeText } from './decode-text';
import { MAX_FILE_BYTES, MAX_ROWS } from './read-result';
import { sniffContainer } from './sniff';

export interface TableRow {
  row: number;
  cells: string[];
}

export type TableRead =
  | { ok: true; format: Extract<FileFormat, 'csv' | 'xlsx'>; rows: TableRow[]; sheet: string | null }
  | { ok: false; code: string };

const REFUSALS: Record<string, string> = {
  biff: 'bank/xls-not-supported',
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

const DELIMITERS = [';', ',', '\t', '|'] as const;

/**
 * The delimiter most lines agree on: preambles ("Cuenta;ES..", "Importes expresados en euros")
 * have fewer fields than the table, which misleads a guess over the first lines only.
 */
export function guessDelimiter(text: string): string {
  const lines = text.split(/\r?\n/, 200).filter((l) => l.trim() !== '');
  let best: { delimiter: string; lines: number; fields: number } = { delimiter: ',', lines: 0, fields: 0 };
  for (const delimiter of DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const n = line.replace(/"[^"]*"/g, '').split(delimiter).length - 1;
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    for (const [fields, count] of counts) {
      if (count > best.lines || (count === best.lines && fields > best.fields)) best = { delimiter, lines: count, fields };
    }
  }
  return best.delimiter;
}

export function parseCsvText(text: string): TableRow[] {
  const clean = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(clean, { dynamicTyping: false, skipEmptyLines: false, delimiter: guessDelimiter(clean) });
  return keepRows(parsed.data);
}

export async function readTable(bytes: Uint8Array): Promise<TableRead> {
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, code: 'bank/file-too-large' };
  const container = sniffContainer(bytes);
  if (container === 'zip') {
    try {
      const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const sheets = await readXlsxFile<string>(buffer, { parseNumber: (text) => text, trim: true });
      const sheet = sheets.find((s) => s.data.some((r) => r.some((c) => cellText(c) !== ''))) ?? sheets[0];
      if (!sheet) return { ok: false, code: 'bank/empty-file' };
      if (sheet.data.length > MAX_ROWS + 50) return { ok: false, code: 'bank/too-many-rows' };
      return { ok: true, format: 'xlsx', rows: keepRows(sheet.data), sheet: sheet.sheet };
    } catch {
      return { ok: false, code: 'bank/unreadable-xlsx' };
    }
  }
  if (container !== 'text') return { ok: false, code: REFUSALS[container] ?? 'bank/unsupported-format' };
  let newlines = 0;
  for (const b of bytes) if (b === 0x0a) newlines += 1;
  if (newlines > MAX_ROWS + 50) return { ok: false, code: 'bank/too-many-rows' };
  const rows = parseCsvText(decodeText(bytes));
  if (rows.length > MAX_ROWS + 50) return { ok: false, code: 'bank/too-many-rows' };
  return { ok: true, format: 'csv', rows, sheet: null };
}
