/**
 * Rules for pages read by OCR from photographed or scanned till receipts (shapes of real
 * receipts, not copies): faded thermal print blurs digits into each other.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, textPage } from '../testing/text-page';
import { oneDigitOff } from './amount-candidates';
import { extractFields, ocrNearMatch } from './extract-fields';

const COMPANY = 'A08370314';

function receipt(customerIdAsRead: string): Cell[][] {
  return [
    [[40, 'PANADERIA DEL SOL S.L.', 11]],
    [[40, 'CALLE MAYOR, 10']],
    [[40, 'FACTURA N.: T250000412']],
    [[40, 'FECHA FACTURA: 19/05/2024'], [200, 'HORA: 12:14']],
    [[40, 'NOMBRE : BAR CENTRAL SL']],
    [[40, `ID.FISCAL: ${customerIdAsRead}`]],
    [[40, 'CANT. DESCRIPCION'], [180, '% IVA'], [240, 'IMPORTE']],
    [[40, '1 BARRA PAN'], [180, '4,00'], [240, '2,08']],
    [[120, 'TOTAL COMPRA'], [240, '2,08']],
    [[80, 'BASE'], [140, 'CUOTA'], [240, 'TOTAL']],
    [[40, '4,00%'], [80, '2,00'], [140, '0,08'], [240, '2,08']],
    [[120, 'TOTAL FACTURA'], [240, '2,08']],
  ];
}

describe("the company's own id misread on a receipt", () => {
  it('matches digit for digit when the reading fails its checksum', () => {
    expect(ocrNearMatch('A06370814', COMPANY, false)).toBe(true);
    // A reading that passes its own checksum is another id unless the characters look alike.
    expect(ocrNearMatch('A06370814', COMPANY, true)).toBe(false);
    // Letters for digits still need to be look-alikes; three differences are too many.
    expect(ocrNearMatch('A0837X314', COMPANY, false)).toBe(false);
    expect(ocrNearMatch('A06370815', COMPANY, false)).toBe(false);
  });

  it("reads the customer's id with two blurred digits as the company, not as the supplier", () => {
    const result = extractFields([textPage(receipt('A06370814'), 'ocr')], { companyTaxId: COMPANY });
    expect(result.data.customerTaxId).toBe(COMPANY);
    expect(result.data.supplierTaxId).toBeNull();
  });

  it("reads an id with a glyph OCR could not read ('?') as the company's when the rest matches", () => {
    expect(ocrNearMatch('A0?370814', COMPANY, false)).toBe(true);
    const result = extractFields([textPage(receipt('A0?370314'), 'ocr')], { companyTaxId: COMPANY });
    expect(result.data.customerTaxId).toBe(COMPANY);
    expect(result.data.supplierTaxId).toBeNull();
    // Without a tax id label the run is nothing.
    const unlabelled = extractFields([textPage([...receipt('X').slice(0, 5), [[40, 'A0?370314']]], 'ocr')], { companyTaxId: COMPANY });
    expect(unlabelled.data.customerTaxId).toBeNull();
  });
});

function ticket(totalAsRead: string, tenPercentRowTotal = '19,85'): Cell[][] {
  return [
    [[60, 'SUPERMERCADOS DEL CENTRO', 11]],
    [[40, '1'], [60, 'ALMENDRA CRUDA'], [240, '15,99']],
    [[40, '1'], [60, 'ACEITE OLIVA VIRGEN EXTRA'], [240, '9,90']],
    [[20, 'TOTAL COMPRA (iva incl.)'], [240, totalAsRead]],
    [[20, 'FACTURA: 142312402C0000847']],
    [[40, 'NIF/CIF..: A08370314']],
    [[40, 'Tipo'], [90, 'Base'], [140, 'Iva'], [180, 'Rea'], [230, 'Total']],
    [[40, '0.00%'], [90, '1,99'], [140, '0,00'], [180, '0,00'], [230, '1,99']],
    [[40, '10.00%'], [90, '18,05'], [140, '1,80'], [180, '0,00'], [230, tenPercentRowTotal]],
    [[40, '5.00%'], [90, '9,43'], [140, 'Dc'], [180, '0,00'], [230, '9,90']],
    [[20, 'CIF: B64717838']],
    [[20, 'DISTRIBUCION CENTRO, SL']],
    [[20, '03/05/24 11:56 Caja: 2 TICKET: 102']],
  ];
}

describe('a total OCR misread by one digit on a till ticket', () => {
  it('tells a reading one digit off', () => {
    expect(oneDigitOff('3.74', '31.74')).toBe(true);
    expect(oneDigitOff('81.74', '31.74')).toBe(true);
    expect(oneDigitOff('31.74', '31.74')).toBe(false);
    expect(oneDigitOff('3.47', '31.74')).toBe(false);
    expect(oneDigitOff('131.75', '31.74')).toBe(false);
  });

  it('takes the sum of the VAT rows that each close when the labelled total is that sum with a digit dropped', () => {
    const result = extractFields([textPage(ticket('3,74'), 'ocr')], { companyTaxId: COMPANY });
    expect(result.data.total).toBe(31.74);
    // The label misread too ("TOTAL CONPRA" reads as a plain "total" label).
    const misread = ticket('3,74');
    misread[3] = [[20, 'TOTAL CONPRA (iva incl.)'], [240, '3,74']];
    expect(extractFields([textPage(misread, 'ocr')], { companyTaxId: COMPANY }).data.total).toBe(31.74);
    expect(result.data.vatLines).toEqual(
      expect.arrayContaining([
        { rate: 10, base: 18.05, cuota: 1.8, recargoRate: 0, recargo: 0 },
        { rate: 5, base: 9.43, cuota: 0.47, recargoRate: 0, recargo: 0 },
      ]),
    );
  });

  it("takes the sum of the rows' total column when the total's own row was lost", () => {
    const torn = ticket('3,74').filter((row) => row[0]![1] !== 'TOTAL COMPRA (iva incl.)');
    const result = extractFields([textPage(torn, 'ocr')], { companyTaxId: COMPANY });
    expect(result.data.total).toBe(31.74);
    expect(result.data.vatLines).toHaveLength(3);
    // Added up, not read: a row torn off with the total would go unseen, so it is to be confirmed.
    expect(result.confidence.total).toBeLessThan(0.55);
    // Two rows whose cuota cell OCR lost are two lines, each repaired from its row's total.
    const twoLost = torn.map((row) => (row[0]![1] === '10.00%' ? row.map((cell) => (cell[1] === '1,80' ? ([cell[0], 'E'] as Cell) : cell)) : row));
    const both = extractFields([textPage(twoLost, 'ocr')], { companyTaxId: COMPANY });
    expect(both.data.total).toBe(31.74);
    expect(both.data.vatLines).toEqual(
      expect.arrayContaining([
        { rate: 10, base: 18.05, cuota: 1.8, recargoRate: 0, recargo: 0 },
        { rate: 5, base: 9.43, cuota: 0.47, recargoRate: 0, recargo: 0 },
      ]),
    );
    // A row that does not close leaves the column's sum untaken.
    const broken = ticket('3,74', '19,58').filter((row) => row[0]![1] !== 'TOTAL COMPRA (iva incl.)');
    expect(extractFields([textPage(broken, 'ocr')], { companyTaxId: COMPANY }).data.total).not.toBe(31.74);
  });

  it('repairs nothing when a row does not close on its own', () => {
    const result = extractFields([textPage(ticket('3,74', '19,58'), 'ocr')], { companyTaxId: COMPANY });
    expect(result.data.total).not.toBe(31.74);
  });
});

describe('a VAT row whose rate OCR misread', () => {
  const SUPPLIER = 'B20099586';
  const ticket = (rateAsRead: string) =>
    textPage(
      [
        [[40, 'SUPERMERCADOS DEL NORTE, SL', 11]],
        [[40, `CIF: ${SUPPLIER}`]],
        [[40, 'FACTURA SIMPLIFICADA: 142312402C0001170']],
        [[40, '14/06/24 13:32'], [160, 'Caja: 2']],
        [[40, '1 CEBOLLA TUBO'], [240, '1.85']],
        [[40, '1 ACEITE GIRASOL 750ML'], [240, '11.24']],
        [[40, 'TOTAL COMPRA (iva incl.)'], [240, '13.09']],
        [[40, 'Tipo'], [80, 'Base'], [130, 'Iva'], [180, 'Req'], [240, 'Total']],
        [[40, '0.00%'], [80, '1.85'], [130, '0.00'], [180, '0.00'], [240, '1.85']],
        [[40, rateAsRead], [80, '10.70'], [130, '0,54'], [180, '0.00'], [240, '11.24']],
      ],
      'ocr',
    );

  it('takes the one rate that turns the base into the cuota (5.00 % read as 00 %)', () => {
    const result = extractFields([ticket('00%')], { companyTaxId: COMPANY });
    expect(result.data.total).toBe(13.09);
    expect(result.data.vatLines).toEqual(
      expect.arrayContaining([
        { rate: 5, base: 10.7, cuota: 0.54, recargoRate: 0, recargo: 0 },
        { rate: 0, base: 1.85, cuota: 0, recargoRate: 0, recargo: 0 },
      ]),
    );
    expect(result.data.vatLines).toHaveLength(2);
  });

  it('reads the printed rate as before when it was read', () => {
    const result = extractFields([ticket('5.00%')], { companyTaxId: COMPANY });
    expect(result.data.vatLines).toHaveLength(2);
    expect(result.data.vatLines.find((line) => line.rate === 5)).toMatchObject({ base: 10.7, cuota: 0.54 });
  });
});

describe('a photographed row that tilts', () => {
  // The label at the left, its amount at the far right a line lower: OCR reads two lines.
  const ticket = (amountRow: Cell[], source: 'ocr' | 'text' = 'ocr') =>
    textPage(
      [
        [[40, 'SUPERMERCADOS DEL SUR, SL', 11]],
        [[40, 'CIF: B20099586']],
        [[40, 'FACTURA SIMPLIFICADA: 142312402C0000947']],
        [[40, '17/05/24 12:11'], [160, 'Caja: 2']],
        [[40, '2 BOQUERON'], [240, '6,50']],
        [[40, '1 ACEITE OLIVA'], [240, '18,23']],
        [[20, 'TOTAL COMPRA (iva incl.)']],
        amountRow,
        [[40, 'Tipo'], [90, 'Base'], [140, 'Cuota']],
        [[40, '10.00%'], [90, '22,48'], [140, '2,25']],
      ],
      source,
    );

  it('takes the lone amount at the right of the next line as the total', () => {
    const result = extractFields([ticket([[240, '24,73']])], { companyTaxId: COMPANY });
    expect(result.data.total).toBe(24.73);
    expect(result.confidence.total).toBeGreaterThan(0.9);
  });

  it('does not when that line holds words, or on a text layer', () => {
    const worded = extractFields([ticket([[40, 'ENTREGADO'], [240, '24,73']])], { companyTaxId: COMPANY });
    expect(worded.confidence.total ?? 0).toBeLessThan(0.9);
    const text = extractFields([ticket([[240, '24,73']], 'text')], { companyTaxId: COMPANY });
    expect(text.confidence.total ?? 0).toBeLessThan(0.9);
  });
});
