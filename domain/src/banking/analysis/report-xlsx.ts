/**
 * The report's sheets as write-excel-file sheets (the same library in the browser and in Node):
 * money as numbers in euros with two decimals, percentages as percentages, dates as dates, and
 * every text cell, labels included, through safeCellText so that nothing starting with
 * = + - @ runs as a formula when the client opens or re-saves the file.
 */
import { safeCellText } from '../../export/safe-cell';
import type { ReportCell, ReportSheet } from './report-sheets';

export interface XlsxCell {
  type: StringConstructor | NumberConstructor | DateConstructor;
  value: string | number | Date;
  format?: string;
  fontWeight?: 'bold';
}

export interface XlsxSheet {
  sheet: string;
  data: (XlsxCell | null)[][];
  columns: { width: number }[];
}

function cell(value: ReportCell): XlsxCell | null {
  if (!value) return null;
  switch (value.t) {
    case 'money':
      return { type: Number, value: value.v / 100, format: '#,##0.00' };
    case 'int':
      return { type: Number, value: value.v };
    case 'pct':
      return { type: Number, value: value.v / 100, format: '0.0%' };
    case 'date':
      return { type: Date, value: new Date(`${value.v}T00:00:00Z`), format: 'dd/mm/yyyy' };
    default:
      return { type: String, value: safeCellText(value.v) };
  }
}

const bold = (value: string): XlsxCell => ({ type: String, value: safeCellText(value), fontWeight: 'bold' });

/** Sheet names: at most 31 characters, none of \ / ? * [ ] :, unique. */
function sheetName(name: string, used: Set<string>): string {
  const base = name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 28) || 'Sheet';
  let candidate = base;
  for (let i = 2; used.has(candidate); i++) candidate = `${base} ${i}`;
  used.add(candidate);
  return candidate;
}

export function xlsxSheets(sheets: ReportSheet[]): XlsxSheet[] {
  const used = new Set<string>();
  return sheets.map((sheet) => {
    const data: (XlsxCell | null)[][] = [];
    let width = 2;
    for (const block of sheet.blocks) {
      if (data.length > 0) data.push([null]);
      data.push([bold(block.title)]);
      data.push(block.columns.map(bold));
      for (const row of block.rows) data.push(row.map(cell));
      width = Math.max(width, block.columns.length);
    }
    return { sheet: sheetName(sheet.name, used), data, columns: Array.from({ length: width }, (_, i) => ({ width: i === 0 ? 36 : 16 })) };
  });
}
