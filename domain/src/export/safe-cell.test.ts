import { describe, expect, it } from 'vitest';
import { isFormulaCell, naiveCells, safeCellText } from './safe-cell';

describe('safeCellText', () => {
  it('puts an apostrophe before a formula trigger at the start of the value', () => {
    for (const hostile of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)']) {
      expect(safeCellText(hostile)).toBe(`'${hostile}`);
    }
    expect(safeCellText('\t=1')).toBe("'\t'=1");
    expect(safeCellText('\r=1')).toBe("'\r'=1");
  });

  it('neutralises every cell start after a separator or line break inside the value', () => {
    expect(safeCellText('X;=1+1;Y')).toBe("X;'=1+1;Y");
    expect(safeCellText("Z,=cmd|' /C calc'!A0")).toBe("Z,'=cmd|' /C calc'!A0");
    expect(safeCellText('a|@b\t+c')).toBe("a|'@b\t'+c");
    expect(safeCellText('line\r\n-1+2\n=3')).toBe("line\r\n'-1+2\n'=3");
  });

  it('looks past spaces and quotes a reader would drop, and puts the apostrophe right before the trigger', () => {
    expect(safeCellText('A, "=1+1"')).toBe(`A, "'=1+1"`);
    expect(safeCellText('  -5')).toBe("  '-5");
  });

  it('leaves ordinary text alone', () => {
    for (const plain of ['Talleres Ruiz, S.L.', 'F-2024/004', 'AT&T - Services', 'a@b.es', '21 | 10', "L'Hospitalet", '']) {
      expect(safeCellText(plain)).toBe(plain);
    }
  });

  it('leaves no formula cell whatever a reader splits on', () => {
    const hostile = ['X;=1+1;Y', "Z,=cmd|' /C calc'!A0", '+34 600', '-1', '@x', '\t\t=1', 'a\r\n\r\n=2', '" =3', 'b|-4-4'];
    for (const value of hostile) {
      for (const separator of [',', ';', '\t', '|']) {
        expect(naiveCells(safeCellText(value), separator).filter(isFormulaCell)).toEqual([]);
      }
    }
  });
});

describe('isFormulaCell', () => {
  it('sees formulas behind quotes and spaces but reads plain numbers as numbers', () => {
    expect(isFormulaCell('=1')).toBe(true);
    expect(isFormulaCell(' "@A1')).toBe(true);
    expect(isFormulaCell('"-1+1"')).toBe(true);
    expect(isFormulaCell('"-50.00"')).toBe(false);
    expect(isFormulaCell('-50,00')).toBe(false);
    expect(isFormulaCell("'=1")).toBe(false);
    expect(isFormulaCell('"\'=1')).toBe(false);
  });
});
