import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateInvoice } from '../invoice/validate-invoice';
import { looksLikeXml, parseEInvoice } from './parse-einvoice';

const fixture = (path: string) => readFileSync(fileURLToPath(new URL(`../../../fixtures/einvoices/${path}`, import.meta.url)), 'utf8');
const parse = (path: string) => {
  const result = parseEInvoice(fixture(path));
  if (!result.ok) throw new Error(result.code);
  return result.einvoice;
};

describe('Facturae', () => {
  it('reads parties, taxes with recargo, IRPF and totals', () => {
    const einvoice = parse('facturae/omeuid_Facturae-3.2.2-valid.xml');
    expect(einvoice).toMatchObject({ format: 'facturae', version: '3.2.2' });
    expect(einvoice.invoices[0]).toEqual({
      documentType: 'invoice',
      number: 'A-1',
      date: '2013-04-30',
      supplierName: 'Empresa de Pruebas y Ejemplos, S.L.',
      supplierTaxId: 'B28015865',
      customerName: 'Comercial de Ejemplo, S.A.',
      customerTaxId: 'B12345674',
      currency: 'EUR',
      total: 66.03,
      vatLines: [
        { rate: 16, base: 25, cuota: 4, recargoRate: 1, recargo: 0.25 },
        { rate: 16, base: 26, cuota: 4.16, recargoRate: 1, recargo: 0.26 },
      ],
      irpf: { rate: 4, amount: 2.39 },
      taxType: 'iva',
    });
  });

  it('marks corrective invoices as credit notes with their negative amounts', () => {
    const [invoice] = parse('facturae/gobl_credit-note.xml').invoices;
    expect(invoice).toMatchObject({ documentType: 'credit-note', number: 'TEST01001R', total: -5084.42 });
    expect(validateInvoice(invoice!, { today: '2026-01-01' }).status).toBe('successful');
  });

  it('reads suplidos (ReimbursableExpenses) outside the tax base and adds them to the total payable', () => {
    const file = 'facturae/gobl_invoice-vat.xml';
    const xml = fixture(file).replace(
      '<TotalExecutableAmount>5084.42</TotalExecutableAmount>',
      '<TotalExecutableAmount>5104.42</TotalExecutableAmount><ReimbursableExpenses><ReimbursableExpenses><InvoiceSeriesCode>T</InvoiceSeriesCode><InvoiceNumber>77</InvoiceNumber><ReimbursableExpensesAmount>20.00</ReimbursableExpensesAmount></ReimbursableExpenses></ReimbursableExpenses><TotalReimbursableExpenses>20.00</TotalReimbursableExpenses>',
    );
    const result = parseEInvoice(xml);
    if (!result.ok) throw new Error(result.code);
    const invoice = result.einvoice.invoices[0]!;
    const original = parse(file).invoices[0]!;
    expect(invoice.outsideBase).toEqual([{ kind: 'suplido', label: 'T-77', amount: 20 }]);
    expect(invoice.total).toBe(5104.42);
    expect(invoice.vatLines).toEqual(original.vatLines);
    const totalIssues = (data: typeof invoice) => validateInvoice(data, { today: '2026-01-01' }).issues.filter((i) => i.field === 'total').map((i) => i.code);
    expect(totalIssues(original)).toEqual([]);
    expect(totalIssues(invoice)).toEqual([]);
    expect(totalIssues({ ...invoice, outsideBase: [] })).toEqual(['invoice/total-mismatch']);
  });

  it('takes the withholding off an InvoiceTotal written before it (GOBL), keeping the schema\'s own meaning', () => {
    // GOBL writes InvoiceTotal = gross + taxes and the amount after IRPF in TotalExecutableAmount.
    expect(parse('facturae/gobl_invoice-vat-irpf.xml').invoices[0]).toMatchObject({ total: 4480.62, irpf: { rate: 15, amount: 600.3 } });
    // The same file without its untaxed 200.00 surcharge adds up once the IRPF is taken off.
    const xml = fixture('facturae/gobl_invoice-vat-irpf.xml')
      .replace('<TotalGrossAmountBeforeTaxes>4237.00</TotalGrossAmountBeforeTaxes>', '<TotalGrossAmountBeforeTaxes>4037.00</TotalGrossAmountBeforeTaxes>')
      .replace('<InvoiceTotal>5080.92</InvoiceTotal>', '<InvoiceTotal>4880.92</InvoiceTotal>');
    const result = parseEInvoice(xml);
    if (!result.ok) throw new Error(result.code);
    const invoice = result.einvoice.invoices[0]!;
    expect(invoice.total).toBe(4280.62);
    expect(validateInvoice(invoice, { today: '2026-01-01' }).issues.filter((i) => i.field === 'total')).toEqual([]);
  });

  it('returns every invoice of a batch', () => {
    expect(parse('facturae/omeuid_Facturae-3.2.2-lote-valid.xml').invoices.map((i) => i.number)).toEqual(['A-1', 'A-2']);
  });

  it('keeps what the file says, so validation can reject it', () => {
    const wrongTotal = parse('facturae/NEG_omeuid_Facturae-3.2.2-totales-incorrectos.xml').invoices[0]!;
    expect(wrongTotal.total).toBe(99.99);
    expect(validateInvoice(wrongTotal).issues.map((i) => i.code)).toContain('invoice/total-mismatch');
    const badNif = parse('facturae/NEG_omeuid_Facturae-3.2.2-nif-invalido.xml').invoices[0]!;
    expect(validateInvoice(badNif).issues.map((i) => i.code)).toContain('tax-id/checksum');
    expect(parse('facturae/NEG_omeuid_Facturae-3.2.2-esquema-invalido.xml').invoices[0]!.number).toBeNull();
  });
});

describe('Cross Industry Invoice (Factur-X, ZUGFeRD)', () => {
  it('reads a CII 2.x invoice', () => {
    const einvoice = parse('facturx/mustang_EN16931_Einfach.embedded.xml');
    expect(einvoice.format).toBe('cii');
    expect(einvoice.invoices[0]).toMatchObject({
      number: '471102',
      date: '2024-11-15',
      supplierTaxId: 'DE123456789',
      currency: 'EUR',
      total: 529.87,
      vatLines: [
        { rate: 7, base: 275, cuota: 19.25 },
        { rate: 19, base: 198, cuota: 37.62 },
      ],
    });
  });

  it('reads ZUGFeRD 1.0', () => {
    const einvoice = parse('facturx/mustang_MustangGnuaccountingBeispielRE-20170509_505.embedded.xml');
    expect(einvoice).toMatchObject({ format: 'cii', version: '1.0' });
    expect(einvoice.invoices[0]).toMatchObject({ number: 'RE-20170509/505', date: '2017-05-09', total: 571.04, supplierTaxId: 'DE136695976' });
  });
});

describe('UBL', () => {
  const ubl = `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:ID>AB-77</cbc:ID><cbc:IssueDate>2025-02-03</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyTaxScheme><cbc:CompanyID>ESB64717838</cbc:CompanyID></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Tienda &amp; Hogar SL</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount><cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">100.00</cbc:TaxableAmount>
    <cbc:TaxAmount currencyID="EUR">21.00</cbc:TaxAmount><cac:TaxCategory><cbc:Percent>21</cbc:Percent></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:TaxInclusiveAmount currencyID="EUR">121.00</cbc:TaxInclusiveAmount><cbc:PayableAmount currencyID="EUR">121.00</cbc:PayableAmount></cac:LegalMonetaryTotal>
</CreditNote>`;

  it('reads a credit note and stores its amounts negative', () => {
    const result = parseEInvoice(ubl);
    expect(result.ok && result.einvoice.invoices[0]).toMatchObject({
      documentType: 'credit-note',
      number: 'AB-77',
      supplierName: 'Tienda & Hogar SL',
      supplierTaxId: 'ESB64717838',
      total: -121,
      vatLines: [{ rate: 21, base: -100, cuota: -21 }],
    });
  });
});

describe('hostile or foreign XML', () => {
  it('refuses a DOCTYPE (no entity expansion) and unknown roots', () => {
    expect(parseEInvoice('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Facturae>&a;</Facturae>')).toEqual({ ok: false, code: 'einvoice/invalid-xml' });
    expect(parseEInvoice('<Order><ID>1</ID></Order>')).toEqual({ ok: false, code: 'einvoice/unsupported' });
    expect(parseEInvoice('<Facturae><unclosed>')).toEqual({ ok: false, code: 'einvoice/invalid-xml' });
  });
  it('recognizes XML bytes', () => {
    expect(looksLikeXml(new TextEncoder().encode('\ufeff  <?xml version="1.0"?><a/>'))).toBe(true);
    expect(looksLikeXml(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  });
});
