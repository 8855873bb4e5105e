/**
 * The rules that decide an invoice's status. The extractor derives status with this function
 * and the functions call it again when a user saves a correction, so both agree by
 * construction. `successful` requires: every required field present, tax ids that pass their
 * checksum, base x rate = cuota (and recargo) within a cent per line, and the lines plus the
 * amounts outside the tax base (suplidos) adding up to the total minus IRPF within a cent. Browser-safe.
 */
import { amountsAgree, roundCents, sumCents } from '../money/round-cents';
import { sameTaxId, validateTaxId } from '../tax-id/validate-any-tax-id';
import { type InvoiceData, type InvoiceStatus, type Issue, outsideBaseOf } from './invoice.schema';
import type { IssueCode } from './issue-codes';
import { isKnownIrpfRate, isKnownRecargoRate, isKnownVatRate } from './tax-rates';

export interface ValidationContext {
  /** The recipient company's own tax id, when known. */
  companyTaxId?: string | undefined;
  /** `YYYY-MM-DD` used to flag future dates; defaults to today. */
  today?: string | undefined;
}

export interface ValidationResult {
  status: InvoiceStatus;
  issues: Issue[];
}

export const CENT_TOLERANCE = 0.01;

export function validateInvoice(data: InvoiceData, context: ValidationContext = {}): ValidationResult {
  const issues: Issue[] = [];
  const error = (field: string, code: IssueCode) => issues.push({ field, code, severity: 'error' });
  const warn = (field: string, code: IssueCode) => issues.push({ field, code, severity: 'warning' });

  if (data.documentType === 'albaran') error('documentType', 'invoice/albaran');
  if (data.documentType === 'not-an-invoice') error('documentType', 'invoice/not-an-invoice');

  if (!data.number?.trim()) error('number', 'invoice/number-missing');
  if (!data.date) error('date', 'invoice/date-missing');
  else if (data.date > (context.today ?? new Date().toISOString().slice(0, 10))) warn('date', 'invoice/date-in-future');
  if (!data.supplierName?.trim()) error('supplierName', 'invoice/supplier-name-missing');

  const supplierTaxId = data.supplierTaxId?.trim() ? data.supplierTaxId : null;
  const supplier = supplierTaxId ? validateTaxId(supplierTaxId) : null;
  if (!supplierTaxId || !supplier) {
    error('supplierTaxId', 'invoice/supplier-tax-id-missing');
  } else {
    if (!supplier.valid) error('supplierTaxId', supplier.code ?? 'tax-id/format');
    if (context.companyTaxId && sameTaxId(supplierTaxId, context.companyTaxId)) {
      error('supplierTaxId', 'invoice/supplier-is-company');
    }
  }
  if (data.customerTaxId?.trim()) {
    const customer = validateTaxId(data.customerTaxId);
    if (!customer.valid) error('customerTaxId', customer.code ?? 'tax-id/format');
    else if (context.companyTaxId && !sameTaxId(data.customerTaxId, context.companyTaxId)) {
      error('customerTaxId', 'invoice/customer-mismatch');
    }
  } else if (context.companyTaxId) {
    warn('customerTaxId', 'invoice/customer-tax-id-missing');
  }

  if (!data.currency) error('currency', 'invoice/currency-missing');
  else if (data.currency !== 'EUR') warn('currency', 'invoice/not-in-euro');

  // A supplier abroad may charge its own state's VAT rates.
  const supplierCountry = supplier?.valid && supplier.kind === 'eu-vat' ? supplier.country : null;
  checkAmounts(data, supplierCountry, error, warn);

  return { status: deriveStatus(data, issues), issues };
}

function checkAmounts(
  data: InvoiceData,
  supplierCountry: string | null,
  error: (field: string, code: IssueCode) => void,
  warn: (field: string, code: IssueCode) => void,
): void {
  if (data.vatLines.length === 0) error('vatLines', 'vat/lines-missing');
  data.vatLines.forEach((line, i) => {
    if (!amountsAgree((line.base * line.rate) / 100, line.cuota, CENT_TOLERANCE)) {
      error(`vatLines[${i}].cuota`, 'vat/cuota-mismatch');
    }
    if (!isKnownVatRate(line.rate, data.taxType, supplierCountry)) warn(`vatLines[${i}].rate`, 'vat/unknown-rate');
    if (line.recargoRate !== 0 || line.recargo !== 0) {
      if (!amountsAgree((line.base * line.recargoRate) / 100, line.recargo, CENT_TOLERANCE)) {
        error(`vatLines[${i}].recargo`, 'vat/recargo-mismatch');
      }
      if (!isKnownRecargoRate(line.rate, line.recargoRate)) warn(`vatLines[${i}].recargoRate`, 'vat/unknown-recargo-rate');
    }
  });

  if (data.irpf) {
    if (!isKnownIrpfRate(data.irpf.rate)) warn('irpf.rate', 'irpf/unknown-rate');
    if (!irpfMatchesSomeBase(data)) error('irpf.amount', 'irpf/amount-mismatch');
  }

  if (data.total === null) {
    error('total', 'invoice/total-missing');
  } else if (data.vatLines.length > 0) {
    const lines = sumCents(data.vatLines.flatMap((line) => [line.base, line.cuota, line.recargo]));
    const outside = sumCents(outsideBaseOf(data).map((item) => item.amount));
    const expected = roundCents(lines - Math.abs(data.irpf?.amount ?? 0) * Math.sign(lines || 1) + outside);
    if (!amountsAgree(expected, data.total, CENT_TOLERANCE)) error('total', 'invoice/total-mismatch');
  }
  if (data.documentType === 'credit-note' && data.total !== null && data.total > 0) {
    warn('total', 'invoice/credit-note-sign');
  }
}

/**
 * IRPF is withheld on part or all of the taxable amount (professional fees, not expenses), so
 * its base (amount / rate) can be at most the sum of the bases.
 */
function irpfMatchesSomeBase(data: InvoiceData): boolean {
  const irpf = data.irpf!;
  if (irpf.rate <= 0) return irpf.amount === 0;
  const totalBase = Math.abs(sumCents(data.vatLines.map((line) => line.base)));
  return Math.abs(irpf.amount) <= (totalBase * irpf.rate) / 100 + CENT_TOLERANCE && Math.abs(irpf.amount) > 0;
}

export function deriveStatus(data: Pick<InvoiceData, 'documentType' | 'currency'>, issues: readonly Issue[]): InvoiceStatus {
  if (data.documentType === 'albaran') return 'albaran';
  if (data.currency && data.currency !== 'EUR') return 'not-in-euro';
  return issues.some((issue) => issue.severity === 'error') ? 'has-errors' : 'successful';
}
