/**
 * More layouts seen on real supplier invoices (shapes, not copies): labels that look like a
 * number label but point at an amount or a street number, a series and number in two cells
 * after the title, names cut at their tax id label, sellers named "Vendido por", one date for
 * two joined labels.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, textPage } from '../testing/text-page';
import { extractFields } from './extract-fields';

const COMPANY = 'A08370314';
const SUPPLIER = 'B22334452';

function fields(rows: Cell[][]) {
  return extractFields([textPage(rows)], { companyTaxId: COMPANY });
}

describe('number labels that point elsewhere', () => {
  it('does not read the total after "Total Factura:" nor a street number in the fine print as the number', () => {
    const result = fields([
      [[85, 'FACTURA', 16], [326, 'Cliente:']],
      [[326, 'BAR CENTRAL S.L']],
      [[85, 'Fecha:'], [120, '08-10-2025'], [326, COMPANY]],
      [[85, 'Número:'], [120, '0312/25']],
      [[85, 'Descripción'], [250, 'Cantidad'], [320, 'Precio'], [380, 'IVA'], [440, 'Importe']],
      [[88, 'ACEITE DE OLIVA'], [250, '10'], [320, '10,000'], [380, '10,0'], [440, '100,00']],
      [[85, 'Forma de pago:'], [330, 'Base Imponible:'], [440, '100,00']],
      [[85, 'Pagaré a 30 días'], [330, 'I.V.A.:'], [440, '10,00']],
      [[330, 'Total Factura:', 12], [440, '110,00', 12]],
      [[137, `CONSERVAS RÍA S.L. - C.I.F.: ${SUPPLIER} - Rúa García Caamaño, Nº 23 - 36600 Vilagarcía`, 5]],
    ]);
    expect(result.data.number).toBe('0312/25');
    expect(result.confidence.number).toBeGreaterThan(0.55);
    expect(result.data.supplierName).toBe('CONSERVAS RÍA S.L.');
  });

  it('joins a series and a number printed in two cells after the title cell', () => {
    const result = fields([
      [[28, 'CONSERVAS DEL VALLE, S.COOP.', 10]],
      [[28, SUPPLIER]],
      [[329, 'DOCUMENTO'], [380, 'NÚMERO'], [440, 'PÁGINA'], [480, 'FECHA']],
      [[329, 'Factura'], [380, '2'], [395, '310452'], [440, '1'], [480, '12/11/2025']],
      [[23, 'N.I.F.'], [120, 'FORMA DE PAGO']],
      [[23, COMPANY]],
      [[350, 'Base imponible'], [470, '100,00']],
      [[350, 'IVA 21%'], [470, '21,00']],
      [[350, 'TOTAL FACTURA'], [470, '121,00']],
    ]);
    expect(result.data.number).toBe('2 310452');
    expect(result.confidence.number).toBeGreaterThan(0.55);
  });
});

describe('names', () => {
  it('keeps a name that starts with "De" and reads the seller after "Vendido por"', () => {
    const named = fields([
      [[40, 'DE LA VEGA QUESOS S.L.', 14]],
      [[40, `CIF: ${SUPPLIER}`], [300, `Cliente: ${COMPANY}`]],
      [[40, 'Factura nº 25-118'], [300, 'Fecha: 02/12/2025']],
      [[350, 'Base imponible'], [470, '100,00']],
      [[350, 'IVA 21%'], [470, '21,00']],
      [[350, 'TOTAL FACTURA'], [470, '121,00']],
    ]);
    expect(named.data.supplierName).toBe('DE LA VEGA QUESOS S.L.');
    const sold = fields([
      [[516, 'Factura', 14]],
      [[342, 'Pagado', 11]],
      [[342, 'ID de referencia del pago QWERT7YT5LCG4R']],
      [[342, 'Vendido por Mercado Online EU S.à.r.l, Sucursal en España']],
      [[342, `IVA ES${SUPPLIER}`]],
      [[344, 'Fecha de la factura/Fecha de la entrega'], [480, '23 julio 2026']],
      [[344, 'Número de la factura'], [480, 'ES61DXYAAB']],
      [[35, `IVA ES${COMPANY}`]],
      [[384, 'Fecha del pedido'], [480, '19 de julio de 2026']],
      [[301, 'IVA %'], [360, 'Precio total'], [440, 'IVA']],
      [[301, '21.0%'], [360, '100,00 €'], [440, '21,00 €']],
      [[298, 'Total de la factura', 11], [440, '121,00 €']],
    ]);
    expect(sold.data.supplierName).toBe('Mercado Online EU S.à.r.l, Sucursal en España');
    expect(sold.data.date).toBe('2026-07-23');
    expect(sold.confidence.date).toBeGreaterThan(0.55);
  });
});
