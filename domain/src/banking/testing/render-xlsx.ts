/** Writes rows of plain values as an .xlsx (write-excel-file), for generated packs and benchmarks. */
import writeXlsxFile, { type Cell } from 'write-excel-file/node';

export type XlsxValue = string | number | Date | null;

function cell(value: XlsxValue): Cell {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { type: Number, value, format: '0.00' };
  if (value instanceof Date) return { type: Date, value, format: 'dd/mm/yyyy' };
  return { type: String, value };
}

export async function renderXlsx(rows: XlsxValue[][], sheet: string): Promise<Uint8Array> {
  const data = rows.map((row) => (row.length === 0 ? [null] : row.map(cell)));
  const buffer = await writeXlsxFile(data, { sheet }).toBuffer();
  return new Uint8Array(buffer);
}

/** Several sheets in one workbook, in order. */
export async function renderXlsxSheets(sheets: { name: string; rows: XlsxValue[][] }[]): Promise<Uint8Array> {
  const data = sheets.map((s) => ({ sheet: s.name, data: s.rows.map((row) => (row.length === 0 ? [null] : row.map(cell))) }));
  return new Uint8Array(await writeXlsxFile(data).toBuffer());
}

export const utcDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
