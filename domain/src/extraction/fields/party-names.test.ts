/**
 * Supplier names laid out as real invoices print them (shapes, not copies): a name wrapped over
 * two lines of its block, a French footer that goes on from the name to its capital, a
 * "Service Provider:" label with the name below it, and the recipient's "ATTN:" line.
 */
import { describe, expect, it } from 'vitest';
import { type Cell, textPage } from '../testing/text-page';
import { extractFields } from './extract-fields';

const COMPANY = 'A08370314';
const SUPPLIER = 'B22334452';

function supplierName(rows: Cell[][], companyTaxId: string | undefined = COMPANY) {
  return extractFields([textPage(rows)], { companyTaxId }).data.supplierName;
}

describe('supplier names', () => {
  it('joins a name wrapped over two lines above its tax id', () => {
    expect(
      supplierName([
        [[90, 'DISTRIBUCIONES NORTE'], [330, 'FACTURA Nº: 4410']],
        [[100, 'ALIMENTARIAS S.L.'], [330, '3 de Marzo del 2025']],
        [[100, `CIF: ${SUPPLIER}`]],
        [[90, 'C/ Mayor 3']],
        [[90, 'Nombre: BAR CENTRAL'], [330, `CIF: ${COMPANY}`]],
        [[330, 'BASE: 100,00 €']],
        [[330, 'IVA (10%): 10,00 €']],
        [[330, 'TOTAL: 110,00 €']],
      ]),
    ).toBe('DISTRIBUCIONES NORTE ALIMENTARIAS S.L.');
  });

  it('does not join a slogan in other case to the name below it', () => {
    expect(
      supplierName([
        [[90, 'Su proveedor de confianza'], [330, 'FACTURA Nº: 4410']],
        [[100, 'HERMANOS ROCA S.L.'], [330, '3 de Marzo del 2025']],
        [[100, `CIF: ${SUPPLIER}`]],
        [[90, 'Nombre: BAR CENTRAL'], [330, `CIF: ${COMPANY}`]],
        [[330, 'BASE: 100,00 €']],
        [[330, 'IVA (10%): 10,00 €']],
        [[330, 'TOTAL: 110,00 €']],
      ]),
    ).toBe('HERMANOS ROCA S.L.');
  });

  it('cuts a footer at the dash before its legal form and capital', () => {
    expect(
      supplierName(
        [
          [[30, 'Date de facture'], [120, ': 14/03/2024']],
          [[30, 'N° de facture'], [120, ': 50213377']],
          [[320, 'DUPONT CONSEIL SARL']],
          [[40, 'Montant hors TVA soumis à une TVA à 20,00 %'], [460, '50,00']],
          [[40, 'TVA 20,00 %'], [460, '10,00']],
          [[40, 'Total TTC'], [460, '60,00']],
          [[40, 'ORANGE FLEUR - Société Anonyme au capital de 1 000 000 € - Siège social : 3 rue Lafayette - 75009 PARIS - FR44732829320', 5]],
        ],
        undefined,
      ),
    ).toBe('ORANGE FLEUR');
  });

  it('reads the name under a "Service Provider:" label, past a note in brackets, and never the ATTN line', () => {
    expect(
      supplierName(
        [
          [[257, 'Cloud Hosting Invoice', 16]],
          [[257, 'Invoice Number:'], [330, '77120']],
          [[257, 'Invoice Date:'], [330, 'March 3, 2024']],
          [[36, 'Bill to Address:']],
          [[36, 'ATTN: Bright Widgets Limited', 11]],
          [[36, '12 High Street']],
          [[40, 'Charges'], [460, '€50.00']],
          [[40, 'VAT 23%'], [460, '€11.50']],
          [[40, 'Total for this invoice'], [460, '€61.50']],
          [[36, 'VAT number: IE6388047V'], [330, 'Service Provider:']],
          [[330, '(Not a payment reminder)']],
          [[330, 'Nimbus Services Ltd.']],
          [[330, '1 Dock Road, Dublin']],
        ],
        undefined,
      ),
    ).toBe('Nimbus Services Ltd.');
  });

  it('takes the holder of the account to pay into as a second sighting of the name, never as a name alone', () => {
    const rows = (holder: string): Cell[][] => [
      [[244, 'Facture n° 2024031']],
      [[56, 'Date : 04/03/2024']],
      [[376, 'Total HT :'], [460, '100,00 €']],
      [[376, 'TVA 20% :'], [460, '20,00 €']],
      [[376, 'Total TTC :'], [460, '120,00 €']],
      [[48, 'Virement'], [124, holder]],
      [],
      [[254, 'MERIDIANE', 6.4]],
      [[198, 'Siège social : 4 rue des Lilas - 69003 LYON', 6.4]],
      [[153, 'Sarl au capital de 8 000€ - RCS Lyon 732 829 320 - TVA FR44732829320', 6.4]],
    ];
    const confidence = (holder: string) => extractFields([textPage(rows(holder))], {}).confidence.supplierName ?? 0;
    expect(confidence('Titulaire du compte : MERIDIANE')).toBeGreaterThan(0.7);
    expect(confidence('Titulaire du compte : AUTRE NOM')).toBeLessThan(confidence('Titulaire du compte : MERIDIANE') - 0.15);
    expect(extractFields([textPage(rows('Titulaire du compte : AUTRE NOM'))], {}).data.supplierName).toBe('MERIDIANE');
  });

  it("mends the L of a legal form that OCR read as I", () => {
    const rows: Cell[][] = [
      [[72, 'GRACIAS POR SU VISITA']],
      [[66, 'TOTAL COMPRA (iva incl)'], [300, '2,20']],
      [[72, `NIF/CIF..: ${COMPANY}`]],
      [[117, 'Tipo'], [170, 'Base'], [220, 'Iva'], [300, 'Total']],
      [[88, '10.00%'], [170, '2.00'], [220, '0.20'], [300, '2.20']],
      [[72, `CIF: ${SUPPLIER}`]],
      [[72, 'SUPERMERCADOS DEL NORTE, SI']],
      [[72, '04/04/24 12:35 Caja: 2 TICKET: 123']],
    ];
    expect(extractFields([textPage(rows, 'ocr')], { companyTaxId: COMPANY }).data.supplierName).toBe('SUPERMERCADOS DEL NORTE, SL');
  });
});
