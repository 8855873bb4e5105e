import { describe, expect, it } from 'vitest';
import { AEAT_RECEIVED_COLUMNS, receivedBookSheet } from './aeat-received-book';
import { AEAT_CSV, PLAIN_CSV, toCsv } from './csv';
import { aeatReceivedFileName, plainFileName } from './export-file-name';
import type { ExportInvoice } from './export-invoice';
import { plainSheet } from './plain-export';
import { neutralise } from './sheet';

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
    const lines = toCsv(receivedBookSheet([invoice()]), AEAT_CSV).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(4);
    const first = lines[2]!.split(';');
    expect(first.slice(0, 2)).toEqual(['2024', '2T']);
    expect(first[5]).toBe('F1');
    expect(first[8]).toBe('06/05/2024');
    expect(first[10]).toBe('F-2024/004');
    expect(first[12]).toBe('10/05/2024');
    expect(first[17]).toBe('B12345674');
    expect(first[19]).toBe('01');
    expect(first.slice(25, 30)).toEqual(['1210,00', '1000,00', '21,00', '210,00', '210,00']);
    expect(first[30]).toBe('');
    const second = lines[3]!.split(';');
    expect(second.slice(25, 32)).toEqual(['111,40', '100,00', '10,00', '10,00', '10,00', '1,40', '1,40']);
  });

  it('marks credit notes, foreign EU suppliers and IGIC invoices with their keys', () => {
    const sheet = receivedBookSheet([
      invoice({ documentType: 'credit-note', supplierTaxId: 'DE136695976', taxType: 'igic' }),
    ]);
    const line = toCsv(sheet, AEAT_CSV).trim().split('\r\n')[2]!.split(';');
    expect(line[5]).toBe('R4');
    expect(line.slice(15, 18)).toEqual(['02', 'DE', 'DE136695976']);
    expect(line[19]).toBe('08');
    expect(line[29]).toBe('0,00');
  });

  it('names the file year + NIF + R + name', () => {
    expect(aeatReceivedFileName(owner, 2024, 'xlsx')).toBe('2024B12345674RTALLERES RUIZ, S.L.xlsx');
    expect(aeatReceivedFileName({ name: 'a/b:c*d', taxId: '12345678Z' }, 2025, 'csv')).toBe('202512345678ZRABCD.csv');
  });
});

describe('formula injection', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const hostile of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralise(hostile).startsWith("'")).toBe(true);
    }
    expect(neutralise('Acme SL')).toBe('Acme SL');
  });

  it('neutralises hostile cells in every CSV but leaves our negative numbers alone', () => {
    const hostile = invoice({ supplierName: '=cmd|" /C calc"!A0', number: '-1+1', total: -50, vatLines: [] });
    const aeat = toCsv(receivedBookSheet([hostile]), AEAT_CSV);
    expect(aeat).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(aeat).toContain("'-1+1");
    expect(aeat).toContain('-50,00');
    const plain = toCsv(plainSheet(owner, [hostile], 'en'), PLAIN_CSV);
    expect(plain).toContain(`"'=cmd|"" /C calc""!A0"`);
    expect(plain).not.toMatch(/(^|,)=cmd/m);
  });
});

describe('plain CSV', () => {
  it('has one row per invoice with totals, in the chosen language', () => {
    const csv = toCsv(plainSheet(owner, [invoice()], 'es'), PLAIN_CSV).replace('\uFEFF', '');
    const [header, row] = csv.trim().split('\r\n');
    expect(header?.split(',')[2]).toBe('Número de factura');
    const cells = row!.split(',');
    expect(cells[0]).toBe('"Talleres Ruiz');
    expect(csv).toContain('1100.00');
    expect(csv).toContain('220.00');
    expect(csv).toContain('2024-05-06');
  });

  it('names the file after the client', () => {
    expect(plainFileName(owner, 'b-1')).toBe('factoria-talleres-ruiz-s-l-b-1.csv');
  });
});
