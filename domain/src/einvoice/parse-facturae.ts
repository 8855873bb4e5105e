/** Facturae 3.0-3.2.2 (Orden HAP/1650/2015 schema) to InvoiceData. */
import { emptyInvoiceData, type InvoiceData, type OutsideBaseItem, type VatLine } from '../invoice/invoice.schema';
import { roundCents, sumCents } from '../money/round-cents';
import type { TaxType } from '../invoice/tax-rates';
import type { EInvoice } from './parse-einvoice';
import { cents, joinSeries, withCountryPrefix } from './einvoice-helpers';
import { all, first, numberAt, text } from './xml-tree';

const TAX_TYPES: Record<string, TaxType> = { '01': 'iva', '02': 'ipsi', '03': 'igic' };
const IRPF_CODE = '04';

function partyName(party: unknown): string | null {
  const corporate = text(party, 'LegalEntity/CorporateName');
  if (corporate) return corporate;
  const individual = first(party, 'Individual');
  if (!individual) return null;
  const parts = [text(individual, 'Name'), text(individual, 'FirstSurname'), text(individual, 'SecondSurname')];
  return parts.filter(Boolean).join(' ') || null;
}

function partyTaxId(party: unknown): string | null {
  const id = text(party, 'TaxIdentification/TaxIdentificationNumber');
  const residence = text(party, 'TaxIdentification/ResidenceTypeCode');
  if (residence !== 'U') return id;
  const country =
    text(party, 'LegalEntity/OverseasAddress/CountryCode') ?? text(party, 'Individual/OverseasAddress/CountryCode');
  return withCountryPrefix(id, country);
}

/**
 * Suplidos (ReimbursableExpenses: amounts the seller paid in the buyer's name, art. 78.3.3 LIVA),
 * which InvoiceTotal leaves out and the amount payable adds. Each is labelled with the number of
 * the invoice it passes on, when the file gives one.
 */
function reimbursableExpenses(invoice: unknown): OutsideBaseItem[] {
  const listed = all(invoice, 'InvoiceTotals/ReimbursableExpenses/ReimbursableExpenses');
  const items = listed.length > 0 ? listed : all(invoice, 'InvoiceTotals/ReimbursableExpenses');
  const found = items
    .map((item): OutsideBaseItem => ({
      kind: 'suplido',
      label: joinSeries(text(item, 'InvoiceSeriesCode'), text(item, 'InvoiceNumber')),
      amount: cents(numberAt(item, 'ReimbursableExpensesAmount')) ?? 0,
    }))
    .filter((item) => item.amount !== 0);
  const total = numberAt(invoice, 'InvoiceTotals/TotalReimbursableExpenses');
  if (found.length === 0 && total) return [{ kind: 'suplido', label: null, amount: roundCents(total) }];
  return found;
}

/**
 * InvoiceTotal is, by the Facturae schema, TotalGrossAmountBeforeTaxes + TotalTaxOutputs −
 * TotalTaxesWithheld. Some generators (GOBL among them) write it before the withholding and put
 * the amount after it in TotalExecutableAmount; read that way, an invoice with IRPF would not add
 * up. When InvoiceTotal is exactly the gross plus the taxes and something was withheld, the
 * withholding is taken off.
 */
function invoiceTotalAfterWithholding(invoice: unknown, irpfAmount: number): number | null {
  const invoiceTotal = cents(numberAt(invoice, 'InvoiceTotals/InvoiceTotal'));
  const withheld = numberAt(invoice, 'InvoiceTotals/TotalTaxesWithheld') ?? irpfAmount;
  const beforeTaxes = numberAt(invoice, 'InvoiceTotals/TotalGrossAmountBeforeTaxes');
  const outputs = numberAt(invoice, 'InvoiceTotals/TotalTaxOutputs');
  if (invoiceTotal === null || !withheld || beforeTaxes === null || outputs === null) return invoiceTotal;
  const leftIn = Math.abs(sumCents([beforeTaxes, outputs]) - invoiceTotal) < 0.005;
  return leftIn ? sumCents([invoiceTotal, -withheld]) : invoiceTotal;
}

export function parseFacturae(root: unknown): EInvoice {
  const seller = first(root, 'Parties/SellerParty');
  const buyer = first(root, 'Parties/BuyerParty');
  const batchCurrency = text(root, 'FileHeader/Batch/InvoiceCurrencyCode');
  const invoices = all(root, 'Invoices/Invoice').map((invoice): InvoiceData => {
    const taxes = all(invoice, 'TaxesOutputs/Tax');
    const taxType = TAX_TYPES[text(taxes[0], 'TaxTypeCode') ?? '01'] ?? null;
    const vatLines = taxes.map(
      (tax): VatLine => ({
        rate: numberAt(tax, 'TaxRate') ?? 0,
        base: cents(numberAt(tax, 'TaxableBase/TotalAmount')) ?? 0,
        cuota: cents(numberAt(tax, 'TaxAmount/TotalAmount')) ?? 0,
        recargoRate: numberAt(tax, 'EquivalenceSurcharge') ?? 0,
        recargo: cents(numberAt(tax, 'EquivalenceSurchargeAmount/TotalAmount')) ?? 0,
      }),
    );
    const withheld = all(invoice, 'TaxesWithheld/Tax').filter((tax) => (text(tax, 'TaxTypeCode') ?? IRPF_CODE) === IRPF_CODE);
    const irpfAmount = withheld.reduce<number>((sum, tax) => sum + (numberAt(tax, 'TaxAmount/TotalAmount') ?? 0), 0);
    const invoiceClass = text(invoice, 'InvoiceHeader/InvoiceClass');
    const corrective = first(invoice, 'InvoiceHeader/Corrective') !== undefined || invoiceClass === 'OR' || invoiceClass === 'CR';
    const suplidos = reimbursableExpenses(invoice);
    const invoiceTotal = invoiceTotalAfterWithholding(invoice, irpfAmount);
    return {
      ...emptyInvoiceData(),
      documentType: corrective ? 'credit-note' : 'invoice',
      number: joinSeries(text(invoice, 'InvoiceHeader/InvoiceSeriesCode'), text(invoice, 'InvoiceHeader/InvoiceNumber')),
      date: text(invoice, 'InvoiceIssueData/IssueDate'),
      supplierName: partyName(seller),
      supplierTaxId: partyTaxId(seller),
      customerName: partyName(buyer),
      customerTaxId: partyTaxId(buyer),
      currency: text(invoice, 'InvoiceIssueData/InvoiceCurrencyCode') ?? batchCurrency,
      // The total payable: InvoiceTotal plus the suplidos it leaves out.
      total: invoiceTotal === null ? null : sumCents([invoiceTotal, ...suplidos.map((item) => item.amount)]),
      vatLines,
      ...(suplidos.length > 0 ? { outsideBase: suplidos } : {}),
      irpf:
        withheld.length > 0 ? { rate: numberAt(withheld[0], 'TaxRate') ?? 0, amount: cents(irpfAmount) ?? 0 } : null,
      taxType,
    };
  });
  return { format: 'facturae', version: text(root, 'FileHeader/SchemaVersion'), invoices };
}
