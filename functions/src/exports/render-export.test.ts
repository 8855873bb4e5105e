import { describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import type { ExportInvoice } from '@factoria/domain/export/export-invoice';
import { isFormulaCell, naiveCells } from '@factoria/domain/export/safe-cell';
import { renderExport } from './render-export';
import type { Selection } from './select-invoices';

function invoice(overrides: Partial<ExportInvoice> = {}): ExportInvoice {
  return {
    id: 'inv-1',
    companyId: 'acme',
    batchId: 'b-1',
    fileName: 'f.pdf',
    documentType: 'invoice',
    number: 'F-7',
    date: '2025-02-03',
    supplierName: 'Proveedor SL',
    supplierTaxId: 'B12345674',
    customerName: null,
    customerTaxId: null,
    currency: 'EUR',
    total: 121,
    vatLines: [{ rate: 21, base: 100, cuota: 21, recargoRate: 0, recargo: 0 }],
    irpf: null,
    taxType: 'iva',
    status: 'successful',
    issues: [],
    createdAt: Date.UTC(2025, 1, 4, 10),
    ...overrides,
  };
}

const selection = (invoices: ExportInvoice[]): Selection => ({
  companyId: 'acme',
  owner: { name: 'Acme SL', taxId: 'A58818501' },
  label: 'b-1',
  included: invoices,
  skippedWithErrors: 0,
  skippedExported: 0,
});

describe('AEAT XLSX export', () => {
  it('reads back with the published headers, numbers, dates and neutralised text', async () => {
    const file = await renderExport(selection([invoice(), invoice({ id: 'inv-2', supplierName: '=2+3', date: '2025-01-15' })]), 'aeat-xlsx', 'es');
    expect(file.fileName).toBe('2025A58818501RACME SL.xlsx');
    const [sheet] = await readXlsxFile(file.bytes);
    expect(sheet?.sheet).toBe('RECIBIDAS');
    const rows = sheet!.data;
    expect(rows[1]?.[0]).toBe('Ejercicio');
    expect(rows[1]?.[41]).toBe('Referencia Externa');
    // Ordered by issue date: the January invoice first.
    expect(rows[2]?.[18]).toBe("'=2+3");
    expect(rows[3]?.[0]).toBe(2025);
    expect(rows[3]?.[1]).toBe('1T');
    expect(rows[3]?.[25]).toBe(121);
    expect(rows[3]?.[26]).toBe(100);
    const issued: unknown = rows[3]?.[8];
    expect(issued).toBeInstanceOf(Date);
    expect((issued as Date).toISOString().slice(0, 10)).toBe('2025-02-03');
  });

  it('writes text cells safe against formulas behind any separator, in every format', async () => {
    const hostile = invoice({ supplierName: 'X;=1+1;Y', number: "Z,=cmd|' /C calc'!A0" });
    const owned = { ...selection([hostile]), owner: { name: 'Evil\u202Efdp.exe\r\n=1', taxId: 'A58818501' } };
    const xlsx = await renderExport(owned, 'aeat-xlsx', 'es');
    expect(xlsx.fileName).toBe('2025A58818501REVILFDP.EXE 1.xlsx');
    const [sheet] = await readXlsxFile(xlsx.bytes);
    expect(sheet!.data[2]?.[18]).toBe("X;'=1+1;Y");
    expect(sheet!.data[2]?.[10]).toBe("Z,'=cmd|' /C calc'!A0");
    for (const format of ['aeat-csv', 'plain-csv'] as const) {
      const csv = (await renderExport(owned, format, 'en')).bytes.toString('utf8');
      for (const separator of [',', ';']) expect(naiveCells(csv, separator).filter(isFormulaCell)).toEqual([]);
    }
  });

  it('writes the AEAT CSV and the plain CSV', async () => {
    const aeat = await renderExport(selection([invoice()]), 'aeat-csv', 'es');
    expect(aeat.fileName).toBe('2025A58818501RACME SL.csv');
    expect(aeat.bytes.toString('utf8')).toContain('03/02/2025');
    const plain = await renderExport(selection([invoice()]), 'plain-csv', 'en');
    expect(plain.fileName).toBe('factoria-acme-sl-b-1.csv');
    expect(plain.bytes.toString('utf8')).toContain('Invoice number');
  });
});
