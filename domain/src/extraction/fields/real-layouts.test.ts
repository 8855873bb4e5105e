/**
 * Layouts seen on real supplier invoices (shapes, not copies): numbers printed in parts, dates
 * of other documents beside the invoice's own, ids in registry lines, ticket footers.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, textPage } from '../testing/text-page';
import { extractFields } from './extract-fields';

const COMPANY = 'A08370314';
const SUPPLIER = 'B22334452';

const totals = (base: string, cuota: string, total: string): Cell[][] => [
  [[350, 'Base imponible'], [470, base]],
  [[350, 'IVA 21%'], [470, cuota]],
  [[350, 'TOTAL FACTURA'], [470, total]],
];

function fields(rows: Cell[][]) {
  return extractFields([textPage(rows)], { companyTaxId: COMPANY });
}

describe('numbers printed in parts', () => {
  it('joins a series and a number printed under their own column headers', () => {
    const result = fields([
      [[40, 'Bodegas Ribera Alta S.L.', 14]],
      [[40, `CIF: ${SUPPLIER}`], [350, `Cliente: ${COMPANY}`]],
      [[60, 'FECHA'], [130, 'SERIE'], [190, 'NÚMERO'], [330, 'FACTURA DE VENTA', 14]],
      [[60, '03/02/2025'], [130, '07B'], [190, '5521']],
      [],
      ...totals('100,00', '21,00', '121,00'),
    ]);
    expect(result.data.number).toBe('07B 5521');
    expect(result.data.date).toBe('2025-02-03');
  });

  it('joins two cells under one number header', () => {
    const result = fields([
      [[40, 'Conservas del Valle S.Coop.', 14]],
      [[40, SUPPLIER]],
      [[330, 'DOCUMENTO'], [405, 'NÚMERO'], [476, 'PÁGINA'], [533, 'FECHA']],
      [[330, 'Factura'], [405, '3'], [425, '771204'], [476, '1'], [533, '09/10/2025']],
      [[40, 'N.I.F.'], [200, 'FORMA DE PAGO']],
      [[40, COMPANY], [200, 'Giro 30 días']],
      ...totals('100,00', '21,00', '121,00'),
    ]);
    expect(result.data.number).toBe('3 771204');
  });

  it('keeps a number printed as "31 - 772" whole, in one cell or across two', () => {
    const inline = fields([
      [[40, 'Quesos Norte S.L.', 14]],
      [[40, `NIF ${SUPPLIER}`]],
      [[40, 'Número'], [80, '31'], [95, '- 772'], [200, 'Fecha'], [240, '28/11/2025']],
      [[40, `NIF ${COMPANY}`]],
      ...totals('100,00', '21,00', '121,00'),
    ]);
    expect(inline.data.number).toBe('31-772');
    const column = fields([
      [[40, 'Ibéricos del Sur S.L.', 14]],
      [[40, `CIF ${SUPPLIER}`], [300, `Cif/Nif ${COMPANY}`]],
      [[60, 'Código Cliente'], [160, 'Código Cliente'], [260, 'Nº Albarán'], [340, 'Nº Factura'], [430, 'Fecha Factura']],
      [[60, '4381/27'], [340, '25 - 11.474'], [430, '28-11-2025']],
      [[80, 'Albarán nº: 25 - 3.743 de fecha 03/11/2025 Su pedido: 11175']],
      ...totals('100,00', '21,00', '121,00'),
    ]);
    expect(column.data.number).toBe('25-11.474');
    expect(column.data.date).toBe('2025-11-28');
  });

  it('reads the number after a date when one label holds both', () => {
    const result = fields([
      [[40, 'Talleres Ebro S.L.', 14]],
      [[40, `NIF: ${SUPPLIER}`]],
      [[40, 'Fecha y Nº de factura: 12.05.2025 / 31415926']],
      [[40, `Cliente NIF: ${COMPANY}`]],
      ...totals('100,00', '21,00', '121,00'),
    ]);
    expect(result.data.number).toBe('31415926');
    expect(result.data.date).toBe('2025-05-12');
  });

  it("takes a credit note's own number, not the number of the invoice it corrects", () => {
    const result = fields([
      [[40, 'Suministros Frío S.A.', 14]],
      [[40, `N.I.F. ${SUPPLIER}`], [300, `Cliente ${COMPANY}`]],
      [[40, 'FACTURA RECTIFICATIVA'], [160, '10095637']],
      [[40, 'Fecha Factura:'], [120, '13/07/2026']],
      [[40, 'AS033'], [100, 'ÁNGULO PLANO'], [300, '-2,00'], [450, '-10,00']],
      [[100, 'Abono por devolución Factura: 10092411']],
      [[40, 'Base imponible'], [150, 'IVA 21%'], [260, 'TOTAL']],
      [[40, '-10,00'], [150, '-2,10'], [260, '-12,10']],
    ]);
    expect(result.data.documentType).toBe('credit-note');
    expect(result.data.number).toBe('10095637');
  });
});

describe('amounts', () => {
  it('reads "21,00 %IVA" in a header as the rate, not as the total', () => {
    const result = fields([
      [[40, 'Climatización Levante S.A.', 14]],
      [[40, `NIF ${SUPPLIER}`], [300, `Cliente ${COMPANY}`]],
      [[40, 'FACTURA Nº 4410'], [300, 'Fecha 02/03/2025']],
      [[44, 'IMPORTE'], [110, '0,00 %DTO PP'], [190, 'PORTES'], [250, 'BASE IMPONIBLE'], [340, '21,00 %IVA'], [420, 'TOTAL']],
      [[44, '3,20'], [250, '3,20'], [345, '0,67'], [420, '3,87']],
    ]);
    expect(result.data.total).toBe(3.87);
    expect(result.data.vatLines).toEqual([{ rate: 21, base: 3.2, cuota: 0.67, recargoRate: 0, recargo: 0 }]);
  });
});

describe('tax ids and names', () => {
  it('finds a supplier id written with a slash in the registry line', () => {
    const result = fields([
      [[40, 'FACTURA', 16]],
      [[40, `Nº Factura: 2025/88`], [300, 'Fecha: 04/04/2025']],
      [[300, 'Cliente: Bar Central S.L.'], [460, `NIF ${COMPANY}`]],
      ...totals('100,00', '21,00', '121,00'),
      [[40, 'Ibérica de Envases S.L. Inscrita en el Registro Mercantil de Madrid, Tomo 1070, Folio 116, CIF.: B-22/334452']],
    ]);
    expect(result.data.supplierTaxId).toBe(SUPPLIER);
    expect(result.confidence.supplierTaxId).toBeGreaterThan(0.9);
  });

  it('reads a till receipt: name under the CIF, the date not the accumulated-points date', () => {
    const result = fields([
      [[72, 'GRACIAS POR SU VISITA']],
      [[88, '2'], [110, 'LECHE ENTERA 1L'], [300, '0.95'], [360, '1.90']],
      [[66, 'TOTAL COMPRA (iva incl.)'], [360, '1.90']],
      [[72, 'TOTAL ACUMULADO A 24/03/2024:'], [360, '0.89']],
      [[72, 'Datos FACTURA: 1423124C0000623']],
      [[72, `NIF/CIF..: ${COMPANY}`]],
      [[117, 'Tipo'], [170, 'Base'], [220, 'Iva'], [260, 'Req'], [300, 'Total']],
      [[88, '10.00%'], [170, '1.73'], [220, '0.17'], [260, '0.00'], [300, '1.90']],
      [[72, `CIF: ${SUPPLIER}`]],
      [[72, 'SUPERMERCADOS DEL NORTE, SL']],
      [[72, '04/04/24 12:35 Caja: 2 TICKET: 123']],
    ]);
    expect(result.data.supplierName).toBe('SUPERMERCADOS DEL NORTE, SL');
    expect(result.data.date).toBe('2024-04-04');
    expect(result.data.total).toBe(1.9);
  });

  it("does not take the customer's labelled company name for the supplier", () => {
    const result = fields([
      [[28, 'ALMACENES SOL S.A.'], [240, 'DATOS FISCALES']],
      [[28, SUPPLIER.replace(/^B/, 'B-')], [240, 'Razón Social: BAR CENTRAL SL']],
      [[28, 'C/ Valencia, 5'], [240, `NIF: ${COMPANY}`]],
      [[30, 'Nº Factura: A-V2024-0000066'], [240, 'Fecha Factura:14/02/2024']],
      ...totals('100,00', '21,00', '121,00'),
    ]);
    expect(result.data.supplierName).toBe('ALMACENES SOL S.A.');
    expect(result.data.supplierTaxId).toBe(SUPPLIER);
    expect(result.confidence.supplierTaxId).toBeGreaterThan(0.9);
  });
});

describe('what the document is', () => {
  it('calls purchase orders and payment receipts no invoice, even with tax ids and amounts', () => {
    const order = fields([
      [[300, 'Orden de compra', 13]],
      [[32, `Nuestro CIF/NIF : ${COMPANY}`], [300, '04/04/2024'], [400, 'PCB24-0165']],
      [[30, 'Vendedor'], [300, `NIF/CIF: ${SUPPLIER}`]],
      ...totals('100,00', '21,00', '121,00'),
    ]);
    expect(order.data.documentType).toBe('not-an-invoice');
    const receipt = fields([
      [[120, 'PAYMENT RECEIPT', 12]],
      [[42, 'Guest Name: Ana'], [300, 'Date: 31/12/2017']],
      [[51, 'Grand Total'], [300, '€ 120,00']],
    ]);
    expect(receipt.data.documentType).toBe('not-an-invoice');
  });

  it('calls a text page that names no document and prints no total no invoice', () => {
    const list = fields([
      [[258, 'LISTA 22-3-24', 11]],
      [[60, 'Selección'], [150, 'Producto'], [300, 'Ref. Cliente'], [400, 'Cantidad']],
      [[96, '10 GUANTE TALLA 8'], [300, '737.8'], [400, '12']],
    ]);
    expect(list.data.documentType).toBe('not-an-invoice');
  });

  it('knows the invoice title in Dutch, German and French', () => {
    for (const title of ['Factuur', 'Rechnung', 'Facture']) {
      const result = fields([[[40, title, 16]], [[40, 'Nummer 992288'], [300, 'Datum 29-03-2014']], ...totals('100,00', '21,00', '121,00')]);
      expect(result.data.documentType).toBe('invoice');
    }
  });
});

describe('OCR', () => {
  it('asks for a look at a number read from unsure OCR words, though no letter meets a digit', () => {
    const rows: Cell[][] = [
      [[40, 'Distribuciones Norte S.L.', 14]],
      [[40, `CIF: ${SUPPLIER}`], [300, `NIF: ${COMPANY}`]],
      [[40, 'Nº Factura: 142320200000708'], [300, 'Fecha: 26/04/2024']],
      ...totals('100,00', '21,00', '121,00'),
    ];
    const sure = extractFields([textPage(rows, 'ocr')], { companyTaxId: COMPANY });
    expect(sure.confidence.number).toBeGreaterThan(0.55);
    const page = textPage(rows, 'ocr');
    page.lines[2]!.segments[0]!.confidence = 0.7;
    const unsure = extractFields([page], { companyTaxId: COMPANY });
    expect(unsure.data.number).toBe('142320200000708');
    expect(unsure.confidence.number).toBeLessThanOrEqual(0.45);
  });
});

describe('names in footers', () => {
  it("reads the supplier's name at the start of the registry line that holds its tax id", () => {
    const result = fields([
      [[175, 'Fiscal'], [300, 'Entrega']],
      [[175, 'BAR CENTRAL S.L'], [300, 'BAR CENTRAL S.L']],
      [[7, 'www.ejemplo-iberico.com'], [175, 'Cif/Nif'], [210, COMPANY]],
      [[59, 'Nº Albarán'], [160, 'Nº Factura'], [260, 'Fecha Factura']],
      [[59, '438793/27'], [160, '25 - 11.474'], [260, '28-11-2025']],
      ...totals('100,00', '21,00', '121,00'),
      [[37, 'Ibéricos Norte S.L. Inscrita en el Registro Mercantil de Madrid. Tomo 1070, Folio 116 Hoja Nº M-20522. CIF.: B-22/334452']],
    ]);
    expect(result.data.supplierTaxId).toBe(SUPPLIER);
    expect(result.data.supplierName).toBe('Ibéricos Norte S.L.');
  });
});

describe('unread scans', () => {
  it('leaves the type of a document with no readable text an invoice to review, not a non-invoice', () => {
    expect(extractFields([], { companyTaxId: COMPANY }).data.documentType).toBe('invoice');
    const badOcr = extractFields([textPage([[[40, 'II1 ;:. ~~']]], 'ocr')], { companyTaxId: COMPANY });
    expect(badOcr.data.documentType).toBe('invoice');
  });
});
