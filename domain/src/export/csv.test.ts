import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { AEAT_CSV, PLAIN_CSV, toCsv, type CsvStyle } from './csv';
import { isFormulaCell, naiveCells } from './safe-cell';
import { decimal, text, type Sheet } from './sheet';

const HOSTILE = [
  'X;=1+1;Y',
  "Z,=cmd|' /C calc'!A0",
  '+34 600 000 000',
  '-1+2',
  '@SUM(A1:A9)',
  'first line\r\n=2+2',
  'lone\r-3',
  'tab\t@4',
  'say "=5" now',
  '"=6"',
];

const hostileSheet = (): Sheet => ({
  name: 'Test',
  headerRows: [['Name', 'Amount']],
  rows: [...HOSTILE.map((value) => [text(value), decimal(-12.5)]), [text('Talleres Ruiz, S.L.'), decimal(3)]],
});

/** The file as a quote-aware reader that guesses the wrong (or right) separator would read it. */
function parsedCells(csv: string, delimiter: string): string[] {
  return Papa.parse<string[]>(csv.replace('\uFEFF', ''), { delimiter, newline: '\r\n' }).data.flat();
}

describe.each<[string, CsvStyle]>([
  ['comma', PLAIN_CSV],
  ['semicolon', AEAT_CSV],
])('%s CSV', (_layout, style) => {
  it('leaves no formula cell whatever separator a reader splits on, with or without quotes', () => {
    const csv = toCsv(hostileSheet(), style);
    for (const separator of [',', ';', '\t', '|']) {
      expect(naiveCells(csv, separator).filter(isFormulaCell), `naive split on ${JSON.stringify(separator)}`).toEqual([]);
    }
    for (const separator of [',', ';']) {
      expect(parsedCells(csv, separator).filter(isFormulaCell), `parsed with ${separator}`).toEqual([]);
    }
  });

  it('quotes every field per RFC 4180 and reads back with its own separator', () => {
    const csv = toCsv(hostileSheet(), style);
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(`"Name"${style.separator}"Amount"`);
    const rows = Papa.parse<string[]>(csv.replace('\uFEFF', ''), { delimiter: style.separator, newline: '\r\n', skipEmptyLines: true }).data;
    expect(rows).toHaveLength(HOSTILE.length + 2);
    expect(rows.every((row) => row.length === 2)).toBe(true);
    expect(rows[1]?.[1]).toBe(style.decimalComma ? '-12,50' : '-12.50');
    expect(rows.at(-1)?.[0]).toBe('Talleres Ruiz, S.L.');
    // Only apostrophes were added: removing them gives the value back.
    expect(rows.slice(1, -1).map((row) => row[0]!.replaceAll("'=", '=').replaceAll("'+", '+').replaceAll("'-", '-').replaceAll("'@", '@').replaceAll("'\t", '\t').replaceAll("'\r", '\r'))).toEqual(HOSTILE);
    expect(rows[1]?.[0]).toBe("X;'=1+1;Y");
    expect(rows[2]?.[0]).toBe("Z,'=cmd|' /C calc'!A0");
    expect(rows[9]?.[0]).toBe('say "=5" now');
    expect(rows[10]?.[0]).toBe(`"'=6"`);
  });
});
