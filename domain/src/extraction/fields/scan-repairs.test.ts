/**
 * Rules for pages read by OCR from photographed or scanned till receipts (shapes of real
 * receipts, not copies): faded thermal print blurs digits into each other.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, textPage } from '../testing/text-page';
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
