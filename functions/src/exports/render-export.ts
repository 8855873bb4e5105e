/**
 * Turns the selected invoices into the requested file: the AEAT book as XLSX (write-excel-file:
 * numbers as numbers with two decimals, dates as dates shown dd/mm/yyyy, text as string
 * cells made safe by safeCellText, since a book saved again as CSV must not turn into formulas)
 * or CSV (domain/src/export/csv.ts), or the plain CSV.
 */
import { receivedBookSheet } from '@factoria/domain/export/aeat-received-book';
import { AEAT_CSV, PLAIN_CSV, toCsv } from '@factoria/domain/export/csv';
import { aeatReceivedFileName, plainFileName } from '@factoria/domain/export/export-file-name';
import { plainSheet } from '@factoria/domain/export/plain-export';
import { safeCellText } from '@factoria/domain/export/safe-cell';
import type { Sheet, SheetCell } from '@factoria/domain/export/sheet';
import type { Language } from '@factoria/domain/records/account.schema';
import type { ExportFormat } from '@factoria/domain/records/export.schema';
import type { Cell } from 'write-excel-file/node';
import type { Selection } from './select-invoices';

export interface RenderedExport {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

function xlsxCell(cell: SheetCell): Cell {
  if (!cell) return null;
  switch (cell.kind) {
    case 'text':
      return { type: String, value: safeCellText(cell.value) };
    case 'decimal':
      return { type: Number, value: cell.value, format: '0.00' };
    case 'integer':
      return { type: Number, value: cell.value, format: '0' };
    case 'date': {
      const [year, month, day] = cell.value.split('-').map(Number) as [number, number, number];
      return { type: Date, value: new Date(Date.UTC(year, month - 1, day)), format: 'dd/mm/yyyy' };
    }
  }
}

async function toXlsx(sheet: Sheet): Promise<Buffer> {
  // Loaded on use: every function instance would otherwise pay for it at start-up.
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const header = sheet.headerRows.map((row) => row.map((value): Cell => ({ type: String, value: safeCellText(value), fontWeight: 'bold' })));
  const rows = sheet.rows.map((row) => row.map(xlsxCell));
  return writeXlsxFile([...header, ...rows], { sheet: sheet.name }).toBuffer();
}

function bookYear(selection: Selection): number {
  const dates = selection.included.map((invoice) => invoice.date).filter((value): value is string => !!value).sort();
  return Number((dates[0] ?? new Date().toISOString()).slice(0, 4));
}

export async function renderExport(selection: Selection, format: ExportFormat, language: Language): Promise<RenderedExport> {
  if (format === 'plain-csv') {
    const csv = toCsv(plainSheet(selection.owner, selection.included, language), PLAIN_CSV);
    return { fileName: plainFileName(selection.owner, selection.label), contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(csv, 'utf8') };
  }
  const sheet = receivedBookSheet(selection.included);
  if (format === 'aeat-csv') {
    return {
      fileName: aeatReceivedFileName(selection.owner, bookYear(selection), 'csv'),
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(toCsv(sheet, AEAT_CSV), 'utf8'),
    };
  }
  return {
    fileName: aeatReceivedFileName(selection.owner, bookYear(selection), 'xlsx'),
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: await toXlsx(sheet),
  };
}
