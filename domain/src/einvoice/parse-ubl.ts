/** OASIS UBL 2.x Invoice and CreditNote (PEPPOL BIS, EN 16931 UBL syntax). */
import { emptyInvoiceData, type InvoiceData, type VatLine } from '../invoice/invoice.schema';
import { roundCents } from '../money/round-cents';
import type { EInvoice } from './parse-einvoice';
import { cents, documentTypeFromUnCode, negateForCreditNote } from './einvoice-helpers';
import { all, first, numberAt, text } from './xml-tree';

function party(root: unknown, role: 'AccountingSupplierParty' | 'AccountingCustomerParty') {
  const node = first(root, `${role}/Party`);
  return {
    name: text(node, 'PartyLegalEntity/RegistrationName') ?? text(node, 'PartyName/Name'),
    taxId: text(node, 'PartyTaxScheme/CompanyID') ?? text(node, 'PartyLegalEntity/CompanyID'),
  };
}

export function parseUbl(root: unknown, rootName: string): EInvoice {
  const supplier = party(root, 'AccountingSupplierParty');
  const customer = party(root, 'AccountingCustomerParty');
  const vatLines = all(root, 'TaxTotal/TaxSubtotal').map(
    (subtotal): VatLine => ({
      rate: numberAt(subtotal, 'TaxCategory/Percent') ?? numberAt(subtotal, 'Percent') ?? 0,
      base: cents(numberAt(subtotal, 'TaxableAmount')) ?? 0,
      cuota: cents(numberAt(subtotal, 'TaxAmount')) ?? 0,
      recargoRate: 0,
      recargo: 0,
    }),
  );
  const withholding = all(root, 'WithholdingTaxTotal/TaxSubtotal');
  const withheld = withholding.reduce<number>((sum, subtotal) => sum + (numberAt(subtotal, 'TaxAmount') ?? 0), 0);
  const inclusive = numberAt(root, 'LegalMonetaryTotal/TaxInclusiveAmount') ?? numberAt(root, 'LegalMonetaryTotal/PayableAmount');
  const typeCode = rootName === 'CreditNote' ? '381' : text(root, 'InvoiceTypeCode');
  const data: InvoiceData = {
    ...emptyInvoiceData(),
    documentType: documentTypeFromUnCode(typeCode),
    number: text(root, 'ID'),
    date: text(root, 'IssueDate'),
    supplierName: supplier.name,
    supplierTaxId: supplier.taxId,
    customerName: customer.name,
    customerTaxId: customer.taxId,
    currency: text(root, 'DocumentCurrencyCode'),
    total: inclusive === null ? null : roundCents(inclusive - withheld),
    vatLines,
    irpf:
      withholding.length > 0
        ? { rate: numberAt(withholding[0], 'TaxCategory/Percent') ?? 0, amount: cents(withheld) ?? 0 }
        : null,
  };
  return { format: 'ubl', version: text(root, 'UBLVersionID'), invoices: [negateForCreditNote(data)] };
}
