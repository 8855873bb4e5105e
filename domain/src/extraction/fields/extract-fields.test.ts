import { describe, expect, it } from 'vitest';
import type { PageText, TextLine } from '../layout/page-text';
import { ambiguousForOcr, extractFields, ocrNearMatch } from './extract-fields';

type Cell = [number, string, number?];

/** A page from rows of [x, text] cells (points; 9 pt text, a row every 14 pt; size overrides per cell). */
function page(rows: Cell[][], source: PageText['source'] = 'text'): PageText {
  const lines: TextLine[] = rows.map((cells, index) => {
    const y = 40 + index * 14;
    const segments = cells.map(([x, text, size = 9]) => ({ text, x0: x, x1: x + text.length * size * 0.5, y0: y - size * 0.8, y1: y + size * 0.2, fontSize: size, confidence: 1 }));
    return { segments, text: cells.map((c) => c[1]).join('  '), x0: segments[0]!.x0, y0: segments[0]!.y0, x1: segments.at(-1)!.x1, y1: segments[0]!.y1, index };
  });
  return { page: 1, width: 595, height: 842, lines: lines.filter((l) => l.segments.length > 0), source };
}

const header: Cell[][] = [
  [[50, 'Suministros Levante S.L.', 15], [420, 'FACTURA', 20]],
  [[50, 'C/ Mayor 12'], [400, 'Nº Factura: F-2025/0042']],
  [[50, '46001 Valencia'], [400, 'Fecha: 07/03/2025']],
  [[50, 'NIF: B64717838'], [400, 'Vencimiento: 06/04/2025']],
  [[400, 'Nº Pedido: PED-5531']],
  [[50, 'FACTURAR A']],
  [[50, 'Talleres Norte S.A.']],
  [[50, 'CIF: A08370314']],
  [[50, 'Descripción'], [300, 'Cant.'], [360, 'Precio'], [450, 'Importe']],
];

describe('extractFields', () => {
  it('reads a plain invoice and picks values whose arithmetic closes', () => {
    const result = extractFields(
      [
        page([
          ...header,
          [[50, 'Tornillos inox'], [300, '10'], [360, '50,00'], [450, '500,00']],
          [[50, 'Portes'], [300, '1'], [360, '100,00'], [450, '100,00']],
          [[350, 'Base imponible'], [470, '600,00 €']],
          [[350, 'IVA 21%'], [470, '126,00 €']],
          [[350, 'TOTAL FACTURA'], [470, '726,00 €']],
        ]),
      ],
      { companyTaxId: 'A08370314' },
    );
    expect(result.data).toMatchObject({
      documentType: 'invoice',
      number: 'F-2025/0042',
      date: '2025-03-07',
      supplierName: 'Suministros Levante S.L.',
      supplierTaxId: 'B64717838',
      customerName: 'Talleres Norte S.A.',
      customerTaxId: 'A08370314',
      currency: 'EUR',
      total: 726,
      vatLines: [{ rate: 21, base: 600, cuota: 126, recargoRate: 0, recargo: 0 }],
      irpf: null,
    });
    expect(result.amountsConsistent).toBe(true);
    expect(result.confidence.total).toBeGreaterThan(0.9);
  });

  it('reads a VAT summary with recargo de equivalencia and an IRPF withholding', () => {
    const result = extractFields(
      [
        page([
          ...header,
          [[50, 'Base imponible'], [160, '% IVA'], [230, 'Cuota IVA'], [300, '% R.E.'], [370, 'Recargo']],
          [[50, '1.000,00'], [160, '21%'], [230, '210,00'], [300, '5,2%'], [370, '52,00']],
          [[50, '200,00'], [160, '10%'], [230, '20,00'], [300, '1,4%'], [370, '2,80']],
          [[50, 'Retención IRPF (15%)'], [370, '-180,00']],
          [[50, 'TOTAL A PAGAR'], [370, '1.304,80 €']],
        ]),
      ],
      { companyTaxId: 'A08370314' },
    );
    expect(result.data.vatLines).toEqual([
      { rate: 21, base: 1000, cuota: 210, recargoRate: 5.2, recargo: 52 },
      { rate: 10, base: 200, cuota: 20, recargoRate: 1.4, recargo: 2.8 },
    ]);
    expect(result.data.irpf).toEqual({ rate: 15, amount: 180 });
    expect(result.data.total).toBe(1304.8);
  });

  it('does not take the order number, the due date or a random total for the invoice values', () => {
    const result = extractFields([page([...header, [[350, 'Total'], [470, '121,00']], [[350, 'IVA 21%'], [470, '21,00']], [[350, 'Base'], [470, '100,00']]])], {});
    expect(result.data.number).toBe('F-2025/0042');
    expect(result.data.date).toBe('2025-03-07');
    expect(result.data.total).toBe(121);
  });

  it('leaves amounts unreconciled (and says so) when nothing adds up', () => {
    const result = extractFields([page([...header, [[350, 'Base imponible'], [470, '600,00']], [[350, 'IVA 21%'], [470, '126,00']], [[350, 'TOTAL'], [470, '730,00']]])], {});
    expect(result.amountsConsistent).toBe(false);
    expect(result.confidence.total).toBeLessThan(0.5);
  });

  it('classifies credit notes, albaranes and proformas by their title', () => {
    const titled = (title: string, total = '-121,00') =>
      extractFields([page([[[400, title, 20]], [[400, 'Nº: R-12']], [[350, 'Base'], [470, total === '-121,00' ? '-100,00' : '100,00']], [[350, 'IVA 21%'], [470, total === '-121,00' ? '-21,00' : '21,00']], [[350, 'TOTAL'], [470, total]]])], {}).data.documentType;
    expect(titled('FACTURA RECTIFICATIVA')).toBe('credit-note');
    expect(titled('ALBARÁN', '121,00')).toBe('albaran');
    expect(titled('FACTURA PROFORMA', '121,00')).toBe('not-an-invoice');
    expect(titled('FACTURA', '121,00')).toBe('invoice');
  });

  it('reads the currency from the amounts', () => {
    const result = extractFields([page([[[400, 'INVOICE', 20]], [[400, 'Invoice No.: 77']], [[350, 'Subtotal'], [470, '$100.00']], [[350, 'VAT 21%'], [470, '$21.00']], [[350, 'Total due'], [470, '$121.00']]])], {});
    expect(result.data).toMatchObject({ currency: 'USD', total: 121, number: '77' });
  });

  it('uses the company tax id to tell the parties apart', () => {
    const rows: Cell[][] = [
      [[50, 'Proveedor Uno SL'], [350, 'Cliente Dos SA']],
      [[50, 'B64717838'], [350, 'A08370314']],
    ];
    const forCustomer = extractFields([page(rows)], { companyTaxId: 'ES-B64717838' });
    expect(forCustomer.data.supplierTaxId).toBe('A08370314');
    expect(forCustomer.data.customerTaxId).toBe('B64717838');
  });

  it('repairs a tax id misread by OCR only after a tax id label', () => {
    const labelled = extractFields([page([[[50, 'NIF: B6471783B']], [[50, 'Tel. 964717838']]], 'ocr')], {});
    expect(labelled.data.supplierTaxId).toBe('B64717838');
  });
});

describe('OCR helpers', () => {
  it('flags codes where letters meet digits', () => {
    expect(ambiguousForOcr('FC006907')).toBe(true);
    expect(ambiguousForOcr('F-2024/001')).toBe(false);
    expect(ambiguousForOcr('2025-00123')).toBe(false);
  });
  it('matches the company id through look-alike characters', () => {
    expect(ocrNearMatch('J2O2O417H', 'J2020417H')).toBe(true);
    expect(ocrNearMatch('J2020418H', 'J2020417H')).toBe(false);
  });
});

describe('VAT rate printed in a column header', () => {
  it('pairs the cuota under "IVA 21%" with its base', () => {
    const result = extractFields(
      [
        page([
          ...header,
          [[50, 'Base imponible'], [200, 'IVA 21%'], [350, 'Total factura']],
          [[50, '1.000,00'], [200, '210,00'], [350, '1.210,00']],
        ]),
      ],
      { companyTaxId: 'A08370314' },
    );
    expect(result.data.vatLines).toEqual([{ rate: 21, base: 1000, cuota: 210, recargoRate: 0, recargo: 0 }]);
    expect(result.data.total).toBe(1210);
  });
});
