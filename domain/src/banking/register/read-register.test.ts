import { describe, expect, it } from 'vitest';
import { receivedBookSheet } from '../../export/aeat-received-book';
import { AEAT_CSV, PLAIN_CSV, toCsv } from '../../export/csv';
import type { ExportInvoice } from '../../export/export-invoice';
import { plainSheet } from '../../export/plain-export';
import { readRegisterFile } from './read-register';

const utf8 = (text: string) => new TextEncoder().encode(text);

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

describe('invoice registers', () => {
  it("reads Factoría's AEAT received book: one invoice from its lines per VAT rate", async () => {
    const csv = toCsv(receivedBookSheet([invoice(), invoice({ id: 'inv-2', number: 'B-77', total: 242, vatLines: [{ rate: 21, base: 200, cuota: 42, recargoRate: 0, recargo: 0 }] })]), AEAT_CSV);
    const result = await readRegisterFile(utf8(csv));
    if (!result.ok) throw new Error(result.code);
    expect(result.value.items).toEqual([
      { row: 3, number: 'B-77', date: '2024-05-06', counterpartyTaxId: 'B12345674', counterpartyName: 'Suministros Canarios SL', totalCents: 24_200, irpfCents: 0, kind: 'received' },
      // The book's "Total Factura" per VAT line: 1210.00 + 111.40 (base, cuota and recargo).
      { row: 4, number: 'F-2024/004', date: '2024-05-06', counterpartyTaxId: 'B12345674', counterpartyName: 'Suministros Canarios SL', totalCents: 132_140, irpfCents: 0, kind: 'received' },
    ]);
  });

  it("reads Factoría's plain export and tells issued from received by the company's NIF", async () => {
    const owner = { name: 'Acme', taxId: 'A58818501' };
    const sold = invoice({ id: 'inv-3', number: 'V-1', supplierName: 'Acme', supplierTaxId: 'A58818501', customerName: 'Cliente SL', customerTaxId: 'B12345674', total: 100, vatLines: [] });
    const csv = toCsv(plainSheet(owner, [invoice({ vatLines: [] }), sold], 'es'), PLAIN_CSV);
    const result = await readRegisterFile(utf8(csv), 'A58818501');
    if (!result.ok) throw new Error(result.code);
    expect(result.value.items.map((i) => [i.number, i.kind, i.counterpartyTaxId, i.totalCents])).toEqual([
      ['F-2024/004', 'received', 'B12345674', 133_100],
      ['V-1', 'issued', 'B12345674', 10_000],
    ]);
  });

  it('reads an AEAT issued book (NIF Destinatario) as issued invoices', async () => {
    const csv = ';;NIF Destinatario;NIF Destinatario;;\nFecha Expedición;Serie-Número;Código País;Identificación;Nombre Destinatario;Total Factura\n05/01/2025;A-1;;B12345674;Cliente SL;121,00\n';
    const result = await readRegisterFile(utf8(csv));
    expect(result.ok && result.value.items[0]).toMatchObject({ kind: 'issued', counterpartyTaxId: 'B12345674', counterpartyName: 'Cliente SL', totalCents: 12_100 });
  });

  it('reads a generic register with IRPF withheld', async () => {
    const csv = 'Nº factura;Fecha;Proveedor;NIF proveedor;Retención IRPF;Total\n12/2025;01/02/2025;Marta Gil;12345678Z;150,00;1.210,00\n';
    const result = await readRegisterFile(utf8(csv));
    expect(result.ok && result.value.items[0]).toMatchObject({ number: '12/2025', kind: 'received', irpfCents: 15_000, totalCents: 121_000 });
  });

  it('refuses a file without number, date and total columns', async () => {
    expect(await readRegisterFile(utf8('Nombre;Ciudad\nA;B\n'))).toMatchObject({ ok: false, code: 'bank/register-no-columns' });
  });
});
