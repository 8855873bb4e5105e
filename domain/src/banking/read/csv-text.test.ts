import { describe, expect, it } from 'vitest';
import { readStatementFile } from '../statement/read-statement-file';
import { guessDelimiter } from './csv-text';
import { parseCsvText } from './read-table';
import { sniffContainer } from './sniff';

const SEPARATORS = [';', ',', '\t', '|'] as const;
const ENDINGS = [
  ['no line break', ''],
  ['a trailing \\n', '\n'],
  ['a trailing \\r\\n', '\r\n'],
] as const;

/** A short statement in one separator: Spanish amounts, a concept holding every other separator. */
function statement(sep: string, lines: 1 | 2, newline: '\n' | '\r\n' = '\n'): { text: string; cells: string[][] } {
  const others = SEPARATORS.filter((s) => s !== sep).join(' ');
  const cells = [
    ['Fecha', 'Concepto', 'Importe', 'Saldo'],
    ['01/02/2025', `TRANSF ALFA${others}SL`, '1.234,56', '11.234,56'],
    ['02/02/2025', 'RECIBO LUZ', '-34,56', '11.200,00'],
  ].slice(0, lines + 1);
  const quote = (cell: string) => (/[;,\t|]/.test(cell) ? `"${cell}"` : cell);
  return { text: cells.map((row) => row.map(quote).join(sep)).join(newline), cells };
}

const name = (sep: string) => JSON.stringify(sep);

describe('CSV delimiter and rows', () => {
  for (const sep of SEPARATORS) {
    for (const [ending, tail] of ENDINGS) {
      for (const lines of [1, 2] as const) {
        it(`reads a ${lines}-line ${name(sep)} file with ${ending}`, async () => {
          const { text, cells } = statement(sep, lines, tail === '\r\n' ? '\r\n' : '\n');
          const file = text + tail;
          expect(guessDelimiter(file)).toBe(sep);
          expect(parseCsvText(file).map((r) => r.cells)).toEqual(cells);
          const bytes = new TextEncoder().encode(file);
          expect(sniffContainer(bytes)).toBe('text');
          const read = await readStatementFile(bytes);
          if (!read.ok) throw new Error(read.code);
          expect(read.value.lines.map((l) => [l.row, l.amountCents, l.balanceCents])).toEqual(
            [[2, 123_456, 1_123_456], [3, -3456, 1_120_000]].slice(0, lines),
          );
          expect(read.value.lines[0]!.description).toContain('ALFA');
        });
      }
    }
  }

  it.each(SEPARATORS)('reads a %j file whose quoted concept spans two lines and holds the other separators', (sep) => {
    const others = SEPARATORS.filter((s) => s !== sep).join(' ');
    const file = [['Fecha', 'Concepto', 'Importe'].join(sep), ['01/02/2025', `"PAGO\n${others} LUZ"`, '"-1.234,56"'].join(sep), ''].join('\n');
    expect(guessDelimiter(file)).toBe(sep);
    expect(parseCsvText(file).map((r) => r.cells)).toEqual([
      ['Fecha', 'Concepto', 'Importe'],
      ['01/02/2025', `PAGO\n${others} LUZ`, '-1.234,56'],
    ]);
  });

  it('guesses the delimiter the table agrees on, past a preamble', () => {
    expect(guessDelimiter('Cuenta;ES12\nImportes en euros\nA,B;C;D\n1;2;3\n4;5;6\n')).toBe(';');
    expect(guessDelimiter('Date,Amount\n"1,2",3\n4,5\n')).toBe(',');
    expect(guessDelimiter('\uFEFFFecha;Importe;Saldo\n01/01/2025;-1.234,56;10.000,00\n\n\n')).toBe(';');
  });

  it('is not swayed by decimal commas that outnumber the separators on a line', () => {
    expect(guessDelimiter('Fecha;Importe;Saldo;Retención\n01/01/2025;-1,50;2,00;0,15\n02/01/2025;-1,00;1,00;0,10\n')).toBe(';');
    expect(guessDelimiter('Fecha;Concepto;Importe\n01/01/2025;PAGO A, B, C Y D;-1,50\n')).toBe(';');
  });
});
