import { describe, expect, it } from 'vitest';
import { AEAT_RECEIVED_COLUMNS, receivedBookSheet } from './aeat-received-book';
import { AEAT_CSV, PLAIN_CSV, toCsv } from './csv';
import { aeatReceivedFileName, plainFileName } from './export-file-name';
import type { ExportInvoice } from './export-invoice';
import { plainSheet } from './plain-export';
import { isFormulaCell, naiveCells } from './safe-cell';
import Papa from 'papaparse';

/** The rows of a CSV as a reader with the file's own separator sees them. */
const csvRows = (csv: string, delimiter: string) =>
  Papa.parse<string[]>(csv.replace('\uFEFF', ''), { delimiter, newline: '\r\n', skipEmptyLines: true }).data;

function invoice(overrides: Partial<ExportInvoice> = {}): ExportInvoice {
  return {
    id: 'inv-1',
    companyId: 'acme',
    batchId: 'b-1',
    fileName: 'f.pdf',
    documentType: 'invoice',
    number: 'F-2024/004',
    date: '2024-05-06',
    supplierName: 'Suministros Canarios SL',
    supplierTaxId: 'B12345674',
    customerName: 'Acme',
    customerTaxId: 'A58818501',
    currency: 'EUR',
    total: 1331,
    vatLines: [
      { rate: 21, base: 1000, cuota: 210, recargoRate: 0, recargo: 0 },
      { rate: 10, base: 100, cuota: 10, recargoRate: 1.4, recargo: 1.4 },
    ],
    irpf: null,
    taxType: 'iva',
    status: 'successful',
    issues: [],
    createdAt: Date.UTC(2024, 4, 10, 9),
    ...overrides,
  };
}

const owner = { name: 'Talleres Ruiz, S.L.', taxId: 'B-12345674' };

describe('AEAT libro registro de facturas recibidas', () => {
  it('has the published 42 columns under two header rows', () => {
    const sheet = receivedBookSheet([invoice()]);
    expect(AEAT_RECEIVED_COLUMNS).toHaveLength(42);
    expect(sheet.headerRows[1]?.slice(0, 2)).toEqual(['Ejercicio', 'Periodo']);
    expect(sheet.headerRows[1]?.[25]).toBe('Total Factura');
    expect(sheet.headerRows[0]?.[17]).toBe('NIF Expedidor');
    expect(sheet.rows.every((row) => row.length === 42)).toBe(true);
  });

  it('writes one line per VAT rate, in AEAT number and date formats', () => {
    const lines = csvRows(toCsv(receivedBookSheet([invoice()]), AEAT_CSV), ';');
    expect(lines).toHaveLength(4);
    const first = lines[2]!;
    expect(first.slice(0, 2)).toEqual(['2024', '2T']);
    expect(first[5]).toBe('F1');
    expect(first[8]).toBe('06/05/2024');
    expect(first[10]).toBe('F-2024/004');
    expect(first[12]).toBe('10/05/2024');
    expect(first[17]).toBe('B12345674');
    expect(first[19]).toBe('01');
    expect(first.slice(25, 30)).toEqual(['1210,00', '1000,00', '21,00', '210,00', '210,00']);
    expect(first[30]).toBe('');
    const second = lines[3]!;
    expect(second.slice(25, 32)).toEqual(['111,40', '100,00', '10,00', '10,00', '10,00', '1,40', '1,40']);
  });

  it('marks credit notes, foreign EU suppliers and IGIC invoices with their keys', () => {
    const sheet = receivedBookSheet([
      invoice({ documentType: 'credit-note', supplierTaxId: 'DE136695976', taxType: 'igic' }),
    ]);
    const line = csvRows(toCsv(sheet, AEAT_CSV), ';')[2]!;
    expect(line[5]).toBe('R4');
    expect(line.slice(15, 18)).toEqual(['02', 'DE', 'DE136695976']);
    expect(line[19]).toBe('08');
    expect(line[29]).toBe('0,00');
  });

  it('names the file year + NIF + R + name', () => {
    expect(aeatReceivedFileName(owner, 2024, 'xlsx')).toBe('2024B12345674RTALLERES RUIZ, S.L.xlsx');
    expect(aeatReceivedFileName({ name: 'a/b:c*d', taxId: '12345678Z' }, 2025, 'csv')).toBe('202512345678ZRABCD.csv');
  });

  it('keeps only letters, digits, spaces and plain punctuation of the company name in the file name', () => {
    const hostile = { name: 'Acme\u202Egpj.exe\r\nX; =1+1 "q" @a\u200B\u0085.', taxId: 'B12345674' };
    expect(aeatReceivedFileName(hostile, 2025, 'csv')).toBe('2025B12345674RACMEGPJ.EXE X 11 Q A.csv');
    expect(plainFileName(hostile, 'b-1')).toBe('factoria-acmegpj-exe-x-11-q-a-b-1.csv');
    expect(aeatReceivedFileName({ name: 'Talleres Peña & Hijos (Sevilla), S.L.', taxId: 'B12345674' }, 2025, 'xlsx')).toBe(
      '2025B12345674RTALLERES PEÑA & HIJOS (SEVILLA), S.L.xlsx',
    );
  });
});

describe('amounts outside the tax base (suplidos)', () => {
  // F-2025-006's shape: IGIC 7 % on 26.00 plus 46.63 of suplidos, total 74.45.
  const withSuplidos = invoice({
    taxType: 'igic',
    total: 74.45,
    vatLines: [{ rate: 7, base: 26, cuota: 1.82, recargoRate: 0, recargo: 0 }],
    outsideBase: [{ kind: 'suplido', label: 'Suplidos IGIC', amount: 46.63 }],
  });

  it('keeps them out of the AEAT book: bases, cuotas and line totals are the VAT lines only', () => {
    const lines = csvRows(toCsv(receivedBookSheet([withSuplidos]), AEAT_CSV), ';');
    expect(lines).toHaveLength(3);
    expect(lines[2]!.slice(25, 29)).toEqual(['27,82', '26,00', '7,00', '1,82']);
    expect(lines.flat()).not.toContain('46,63');
    // Read without lines: the 0 % line is the total less the suplidos, none when that is all.
    const unread = csvRows(toCsv(receivedBookSheet([{ ...withSuplidos, vatLines: [], total: 146.63, outsideBase: [{ kind: 'other', label: null, amount: 46.63 }] }]), AEAT_CSV), ';');
    expect(unread[2]!.slice(26, 28)).toEqual(['100,00', '0,00']);
    expect(receivedBookSheet([{ ...withSuplidos, vatLines: [], total: 46.63 }]).rows).toEqual([]);
  });

  it('gives them a column of their own in the plain CSV, out of base and VAT', () => {
    const [header, row] = csvRows(toCsv(plainSheet(owner, [withSuplidos, invoice()], 'en'), PLAIN_CSV), ',');
    const at = (name: string) => header!.indexOf(name);
    expect(row![at('Base')]).toBe('26.00');
    expect(row![at('VAT')]).toBe('1.82');
    expect(row![at('Outside the tax base (suplidos)')]).toBe('46.63');
    expect(row![at('Total')]).toBe('74.45');
    expect(csvRows(toCsv(plainSheet(owner, [invoice()], 'es'), PLAIN_CSV), ',')[0]).toContain('Suplidos y no sujetos');
  });
});

describe('formula injection', () => {
  it('neutralises hostile cells in every CSV but leaves our negative numbers alone', () => {
    const hostile = invoice({ supplierName: '=cmd|" /C calc"!A0', number: '-1+1', total: -50, vatLines: [] });
    const aeat = toCsv(receivedBookSheet([hostile]), AEAT_CSV);
    expect(aeat).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(aeat).toContain(`"'-1+1"`);
    expect(aeat).toContain('"-50,00"');
    const plain = toCsv(plainSheet(owner, [hostile], 'en'), PLAIN_CSV);
    expect(plain).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(plain).not.toMatch(/(^|,)"?=cmd/m);
  });

  it('neutralises formulas behind the other separator in both layouts', () => {
    const hostile = invoice({ supplierName: 'X;=1+1;Y', customerName: "Z,=cmd|' /C calc'!A0", number: 'N\r\n@A1' });
    const aeat = toCsv(receivedBookSheet([hostile]), AEAT_CSV);
    const plain = toCsv(plainSheet({ name: 'Q,-2;+3', taxId: 'B12345674' }, [hostile], 'es'), PLAIN_CSV);
    for (const csv of [aeat, plain]) {
      for (const separator of [',', ';', '\t', '|']) expect(naiveCells(csv, separator).filter(isFormulaCell)).toEqual([]);
    }
    expect(csvRows(aeat, ';')[2]?.[18]).toBe("X;'=1+1;Y");
    expect(csvRows(plain, ',')[1]?.slice(0, 7)).toEqual(["Q,'-2;'+3", 'B12345674', "N\r\n'@A1", '2024-05-06', "X;'=1+1;Y", 'B12345674', "Z,'=cmd|' /C calc'!A0"]);
  });
});

describe('plain CSV', () => {
  it('has one row per invoice with totals, in the chosen language', () => {
    const csv = toCsv(plainSheet(owner, [invoice()], 'es'), PLAIN_CSV);
    const [header, row] = csvRows(csv, ',');
    expect(header?.[2]).toBe('Número de factura');
    expect(row?.[0]).toBe('Talleres Ruiz, S.L.');
    expect(csv).toContain('1100.00');
    expect(csv).toContain('220.00');
    expect(csv).toContain('2024-05-06');
  });

  it('names the file after the client', () => {
    expect(plainFileName(owner, 'b-1')).toBe('factoria-talleres-ruiz-s-l-b-1.csv');
  });
});
