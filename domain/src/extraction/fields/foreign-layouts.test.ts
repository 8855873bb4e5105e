/**
 * Layouts of invoices from other EU suppliers and of summary boxes (shapes, not copies): Dutch,
 * German and French labels, right-aligned values far from their labels, a header row of the
 * document's data, registry lines in a footer or a margin.
 */
import { describe, expect, it } from 'vitest';
import { textPage } from '../testing/text-page';
import { extractFields } from './extract-fields';

const DE_SUPPLIER = 'DE812345673';
const NL_SUPPLIER = 'NL812345678B01';
const FR_SUPPLIER = 'FR72512345678';
const ES_SUPPLIER = 'B22334452';

describe('labels in Dutch, German and French', () => {
  it('reads a Dutch invoice: Factuurnummer, Factuurdatum in words, Exclusief BTW, Totaal', () => {
    const result = extractFields(
      [
        textPage([
          [[45, 'FACTUUR.', 18], [445, 'Webwinkel B.V.']],
          [[445, 'Stationsplein 12']],
          [[45, 'J. de Vries'], [445, '3511 ED Utrecht']],
          [[445, `BTW ${NL_SUPPLIER}`]],
          [[45, 'Factuurnummer: 771203455'], [300, 'IBAN NL91ABNA0417164300']],
          [[45, 'Klantnummer: 5512090']],
          [[45, 'Factuurdatum: 14 februari 2024']],
          [[45, 'Ordernummer: 33019921']],
          [[45, 'Orderdatum: 12 februari 2024']],
          [[45, 'Artikel'], [250, 'Aantal'], [320, 'Prijs per stuk'], [420, 'BTW'], [480, 'Prijs incl. BTW']],
          [[45, 'Monitor 27 inch'], [250, '1'], [320, '€ 302,50'], [420, '21%'], [480, '€ 302,50']],
          [[62, 'Exclusief BTW'], [160, '€ 250,00'], [330, 'Subtotaal'], [480, '€ 302,50']],
          [[81, 'BTW 21%'], [160, '€ 52,50']],
          [[437, 'Totaal'], [480, '€ 302,50']],
        ]),
      ],
      {},
    );
    expect(result.data.number).toBe('771203455');
    expect(result.data.date).toBe('2024-02-14');
    expect(result.data.total).toBe(302.5);
    expect(result.data.vatLines).toEqual([{ rate: 21, base: 250, cuota: 52.5, recargoRate: 0, recargo: 0 }]);
    expect(result.data.supplierTaxId).toBe(NL_SUPPLIER);
  });

  it('reads a German invoice: Rechnungsnr. beside Kundennr., a written date, not the contract number or the due date', () => {
    const result = extractFields(
      [
        textPage([
          [[65, 'Hosting Nord AG - Hafenweg 3 - D-20457 Hamburg', 7]],
          [[65, 'Kunde Ltd.']],
          [[54, 'Rechnung', 14], [200, 'Seite 1', 14]],
          [[54, 'Rechnungsnr.'], [130, '40021177'], [250, 'Kundennr.'], [320, '88120']],
          [[54, 'Rechnungsdatum'], [130, '3. März 2024']],
          [[150, 'Contract No. CON07731']],
          [[79, '1'], [100, '1'], [150, 'Server S'], [480, '12,50']],
          [[411, 'Total EUR'], [480, '12,50']],
          [[56, 'Zahlungsziel'], [150, '17.03.24']],
          [[56, 'Hosting Nord AG'], [200, 'Registergericht Hamburg'], [300, 'HRB 99120']],
          [[56, 'Im Internet: www.hosting-nord.de'], [200, 'UStId DE 812 345 673']],
        ]),
      ],
      {},
    );
    expect(result.data.number).toBe('40021177');
    expect(result.data.date).toBe('2024-03-03');
    expect(result.data.supplierTaxId).toBe(DE_SUPPLIER);
    expect(result.data.total).toBe(12.5);
  });

  it('reads the number under the cell that only names the document in a header row of document data', () => {
    const result = extractFields(
      [
        textPage([
          [[80, 'Factuuradres'], [300, 'Afleveradres']],
          [[80, 'Bedrijf X'], [300, 'Bedrijf X']],
          [[44, 'Kopie factuur', 14]],
          [[44, 'Klant'], [150, 'Order'], [260, 'Factuur datum'], [340, 'Factuur'], [440, 'Vervaldatum']],
          [[44, 'KL0303006'], [150, 'OR000444'], [260, '8-9-2022'], [340, 'VF2200193'], [440, '22-9-2022']],
          [[44, 'Onderhoudsset'], [300, '60,50']],
          [[300, 'Factuur totaal EUR'], [400, '60,50']],
          [[348, 'BTW %'], [400, 'Grondslag'], [460, 'BTW bedrag'], [520, 'Totaal']],
          [[358, '21 %'], [400, '50,00'], [460, '10,50'], [520, '60,50']],
        ]),
      ],
      {},
    );
    expect(result.data.number).toBe('VF2200193');
    expect(result.data.date).toBe('2022-09-08');
    expect(result.data.total).toBe(60.5);
  });

  it('reads French labels: Facture n°, Net à payer, Montant HT', () => {
    const result = extractFields(
      [
        textPage([
          [[386, 'CLIENT SARL']],
          [[244, 'Facture n° 2023110042']],
          [[56, 'Date : 21/11/2023']],
          [[56, 'Numéro de dossier : 365146 - CLIENT']],
          [[376, 'Montant HT :'], [460, '50,00 €']],
          [[376, 'TVA 20% :'], [460, '10,00 €']],
          [[376, 'Net à payer :'], [460, '60,00 €']],
          [[137, `Sarl au capital de 10 000€ - RCS Paris B 512 345 678 – TVA ${FR_SUPPLIER}`, 6.4]],
        ]),
      ],
      {},
    );
    expect(result.data.number).toBe('2023110042');
    expect(result.data.date).toBe('2023-11-21');
    expect(result.data.total).toBe(60);
    expect(result.confidence.total).toBeGreaterThan(0.9);
    expect(result.data.supplierTaxId).toBe(FR_SUPPLIER);
  });
});

describe('summary boxes', () => {
  it('reads values right-aligned far from their labels', () => {
    const page = textPage([
      [[257, 'Cloud Services Invoice', 16]],
      [[36, 'Account number:']],
      [[257, 'Invoice Number:'], [535, '55120931']],
      [[257, 'Invoice Date:'], [516, 'March 5 , 2024']],
      [[36, 'ATTN: Client Limited'], [257, 'TOTAL AMOUNT DUE ON March 5 , 2024'], [546, '$9.20']],
      [[40, 'Total for this invoice'], [546, '$9.20']],
    ]);
    const result = extractFields([page], {});
    expect(result.data.number).toBe('55120931');
    expect(result.data.date).toBe('2024-03-05');
  });

  it('does not take a far cell of another column as the value of a label without a colon', () => {
    const page = textPage([
      [[40, 'Talleres Norte S.L.', 14]],
      [[40, `CIF ${ES_SUPPLIER}`]],
      [[40, 'Nº Factura'], [470, '7']],
      [[40, 'A-2024-118']],
      [[40, 'Fecha 03/04/2024']],
    ]);
    expect(extractFields([page], {}).data.number).toBe('A-2024-118');
  });
});

describe('registry data', () => {
  it("takes the tax id in a registry line (footer or margin) as the supplier's, not the customer block's above it", () => {
    const result = extractFields(
      [
        textPage([
          [[40, 'FACTURA', 16]],
          [[40, 'Nº Factura: 2024/311'], [300, 'Fecha: 09/05/2024']],
          [[40, 'Cliente:']],
          [[40, 'Bar Central']],
          [[40, 'C/ Mayor 1, Madrid']],
          [[40, `C.I.F. ${ES_SUPPLIER}`], [130, 'Construcciones Río S.A. Inscrita en el Registro Mercantil de Valencia, Tomo 512, Folio 31']],
          [[350, 'Base imponible'], [470, '100,00']],
          [[350, 'IVA 21%'], [470, '21,00']],
          [[350, 'TOTAL FACTURA'], [470, '121,00']],
        ]),
      ],
      {},
    );
    expect(result.data.supplierTaxId).toBe(ES_SUPPLIER);
    expect(result.data.customerTaxId).toBeNull();
  });
});

describe('a French VAT number printed without its R', () => {
  // SIREN 732829320 (its Luhn digit holds), VAT key 44.
  const page = (footer: string) =>
    textPage([
      [[45, 'MEDIAPRESSE', 18], [400, 'FACTURE N° 2022089083']],
      [[400, 'Date : 28/11/2022']],
      [[45, 'Client : Restaurant Le Parc'], [400, `TVA ${ES_SUPPLIER}`]],
      [[45, 'Désignation'], [400, 'Montant HT']],
      [[45, 'Annonce légale du 06/12/2022'], [400, '46,68 €']],
      [[300, 'Total HT'], [400, '46,68 €']],
      [[300, 'TVA 20% :'], [400, '9,34 €']],
      [[300, 'Total TTC'], [400, '56,02 €']],
      [],
      [],
      [[60, footer, 6]],
    ]);

  it('reads "TVA F44732829320" as FR44732829320 when both its checks hold, and the name is not the capital line', () => {
    const result = extractFields([page('Sarl au capital de 10 000€ - RCS Lyon B 732 829 320 – Siret 73282932000017 – TVA F44732829320')], { companyTaxId: ES_SUPPLIER });
    expect(result.data.supplierTaxId).toBe('FR44732829320');
    expect(result.data.supplierName).toBe('MEDIAPRESSE');
  });

  it('leaves it when its key is wrong or no tax id label stands before it', () => {
    expect(extractFields([page('Sarl au capital de 10 000€ – TVA F45732829320')], { companyTaxId: ES_SUPPLIER }).data.supplierTaxId).toBeNull();
    expect(extractFields([page('Sarl au capital de 10 000€ – Réf. F44732829320')], { companyTaxId: ES_SUPPLIER }).data.supplierTaxId).toBeNull();
  });
});

describe("a window-envelope letter's sender line", () => {
  it('names the supplier from "Name AG - Street - ZIP City", not a board member in the footer', () => {
    const result = extractFields(
      [
        textPage([
          [[45, 'Hosting Nordwest AG - Uferweg 40-42 - D-63571 Gelnhausen', 6]],
          [[45, 'Bar Central S.L.']],
          [[45, 'Calle Mayor 10, 28013 Madrid']],
          [[45, 'Rechnung', 14], [430, 'Seite 1']],
          [[45, 'Rechnungsnr.'], [150, '30064443']],
          [[45, 'Rechnungsdatum'], [150, '7. Mai 2014']],
          [[45, 'Beschreibung'], [450, 'Betrag']],
          [[45, 'Exchange 2010 Grundgebühr'], [450, '100,00']],
          [[350, 'Netto'], [450, '100,00']],
          [[350, 'MwSt. 19%'], [450, '19,00']],
          [[350, 'Gesamt EUR'], [450, '119,00']],
          [],
          [],
          [[45, 'Hosting Nordwest AG', 7], [200, 'Vorstand: Christian Heit (Vorsitz),', 7]],
          [[45, 'Uferweg 40-42', 7], [200, 'Markus Oestreicher', 7]],
          [[45, 'D-63571 Gelnhausen', 7], [200, 'Registergericht Hanau | HRB 13302', 7]],
          [[200, `UStId ${DE_SUPPLIER}`, 7]],
        ]),
      ],
      { companyTaxId: ES_SUPPLIER },
    );
    expect(result.data.supplierTaxId).toBe(DE_SUPPLIER);
    expect(result.data.supplierName).toBe('Hosting Nordwest AG');
  });
});
