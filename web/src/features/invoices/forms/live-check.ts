/**
 * The live arithmetic check of the edit form: the domain's own rules (validateInvoice, the
 * same the server runs on save) on what is typed right now, plus the figures the VAT table
 * shows beside each line so a wrong cuota or total is visible before saving.
 */
import type { Issue, InvoiceStatus } from '@factoria/domain/invoice/invoice.schema';
import { CENT_TOLERANCE, validateInvoice } from '@factoria/domain/invoice/validate-invoice';
import { amountsAgree, roundCents, sumCents } from '@factoria/domain/money/round-cents';
import { toInvoiceData, type InvoiceFormValues } from './invoice-form-values';

export interface LineCheck {
  expectedCuota: number;
  cuotaOk: boolean;
  expectedRecargo: number;
  recargoOk: boolean;
}

export interface LiveCheck {
  status: InvoiceStatus;
  issues: Issue[];
  /** Issues by form field name (`number`, `vatLines.0.cuota`, `irpfAmount`...). */
  byField: Map<string, Issue[]>;
  lines: LineCheck[];
  bases: number;
  cuotas: number;
  recargos: number;
  irpf: number;
  /** Amounts outside the tax base (suplidos), added to the total after IRPF. */
  outside: number;
  /** Bases + cuotas + recargo - IRPF + outside the base. */
  expectedTotal: number;
  /** Null while no total is typed. */
  totalOk: boolean | null;
}

/** `vatLines[0].cuota` -> `vatLines.0.cuota`, `irpf.amount` -> `irpfAmount`. */
export function formFieldOf(issueField: string): string {
  if (issueField === 'irpf.amount' || issueField === 'irpf') return 'irpfAmount';
  if (issueField === 'irpf.rate') return 'irpfRate';
  return issueField.replace(/\[(\d+)\]/g, '.$1');
}

export function liveCheck(values: InvoiceFormValues, context: { companyTaxId?: string | undefined; today: string }): LiveCheck {
  const data = toInvoiceData(values);
  const { status, issues } = validateInvoice(data, context);
  const byField = new Map<string, Issue[]>();
  for (const issue of issues) {
    const field = formFieldOf(issue.field);
    byField.set(field, [...(byField.get(field) ?? []), issue]);
  }
  const lines = data.vatLines.map((line) => {
    const expectedCuota = roundCents((line.base * line.rate) / 100);
    const expectedRecargo = roundCents((line.base * line.recargoRate) / 100);
    return {
      expectedCuota,
      cuotaOk: amountsAgree(expectedCuota, line.cuota, CENT_TOLERANCE),
      expectedRecargo,
      recargoOk: amountsAgree(expectedRecargo, line.recargo, CENT_TOLERANCE),
    };
  });
  const bases = sumCents(data.vatLines.map((line) => line.base));
  const cuotas = sumCents(data.vatLines.map((line) => line.cuota));
  const recargos = sumCents(data.vatLines.map((line) => line.recargo));
  const gross = sumCents([bases, cuotas, recargos]);
  const irpf = Math.abs(data.irpf?.amount ?? 0) * Math.sign(gross || 1);
  const outside = sumCents((data.outsideBase ?? []).map((item) => item.amount));
  const expectedTotal = roundCents(gross - irpf + outside);
  return {
    status,
    issues,
    byField,
    lines,
    bases,
    cuotas,
    recargos,
    irpf,
    outside,
    expectedTotal,
    totalOk: data.total === null ? null : amountsAgree(expectedTotal, data.total, CENT_TOLERANCE),
  };
}
