/** UN/CEFACT Cross Industry Invoice (Factur-X, ZUGFeRD 2.x, XRechnung CII) and ZUGFeRD 1.0. */
import { emptyInvoiceData, type InvoiceData, type VatLine } from '../invoice/invoice.schema';
import type { EInvoice } from './parse-einvoice';
import { cents, documentTypeFromUnCode, isoFromCompactDate, negateForCreditNote } from './einvoice-helpers';
import { all, attribute, first, numberAt, text } from './xml-tree';

function taxRegistration(party: unknown): string | null {
  const registrations = all(party, 'SpecifiedTaxRegistration');
  const vat = registrations.find((registration) => attribute(registration, 'ID', 'schemeID') === 'VA');
  return text(vat ?? registrations[0], 'ID');
}

export function parseCii(root: unknown, rootName: string): EInvoice {
  const v1 = rootName === 'CrossIndustryDocument';
  const header = first(root, v1 ? 'HeaderExchangedDocument' : 'ExchangedDocument');
  const transaction = first(root, v1 ? 'SpecifiedSupplyChainTradeTransaction' : 'SupplyChainTradeTransaction');
  const agreement = first(transaction, v1 ? 'ApplicableSupplyChainTradeAgreement' : 'ApplicableHeaderTradeAgreement');
  const settlement = first(transaction, v1 ? 'ApplicableSupplyChainTradeSettlement' : 'ApplicableHeaderTradeSettlement');
  const summation = first(
    settlement,
    v1 ? 'SpecifiedTradeSettlementMonetarySummation' : 'SpecifiedTradeSettlementHeaderMonetarySummation',
  );
  const seller = first(agreement, 'SellerTradeParty');
  const buyer = first(agreement, 'BuyerTradeParty');
  const vatLines = all(settlement, 'ApplicableTradeTax').map(
    (tax): VatLine => ({
      rate: numberAt(tax, 'RateApplicablePercent') ?? numberAt(tax, 'ApplicablePercent') ?? 0,
      base: cents(numberAt(tax, 'BasisAmount')) ?? 0,
      cuota: cents(numberAt(tax, 'CalculatedAmount')) ?? 0,
      recargoRate: 0,
      recargo: 0,
    }),
  );
  const data: InvoiceData = {
    ...emptyInvoiceData(),
    documentType: documentTypeFromUnCode(text(header, 'TypeCode')),
    number: text(header, 'ID'),
    date: isoFromCompactDate(text(header, 'IssueDateTime/DateTimeString')),
    supplierName: text(seller, 'Name'),
    supplierTaxId: taxRegistration(seller),
    customerName: text(buyer, 'Name'),
    customerTaxId: taxRegistration(buyer),
    currency: text(settlement, 'InvoiceCurrencyCode'),
    total: cents(numberAt(summation, 'GrandTotalAmount')),
    vatLines,
  };
  return { format: 'cii', version: v1 ? '1.0' : text(root, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID'), invoices: [negateForCreditNote(data)] };
}
