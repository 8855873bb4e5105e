/**
 * Expected answers for the evaluation, computed from the seeded data by plain loops written
 * apart from the tools (so a tool bug shows up as a failed question, not a matching one).
 */
import type { AgencyData, ChatDataset } from '../memory-repository';
import type { ChatInvoice } from '../types';

export class Oracle {
  constructor(readonly dataset: ChatDataset) {}

  agency(accountId = 'demo-agency'): AgencyData {
    return this.dataset.agencies.find((agency) => agency.accountId === accountId)!;
  }

  company(name: string, accountId = 'demo-agency'): { id: string; name: string; taxId: string } {
    return this.agency(accountId).companies.find((company) => company.name.startsWith(name))!;
  }

  invoices(filter: { companyId?: string; from?: string; to?: string; supplier?: string; accountId?: string }): ChatInvoice[] {
    return this.agency(filter.accountId).invoices.filter(
      (i) =>
        (!filter.companyId || i.companyId === filter.companyId) &&
        (!filter.from || (i.date ?? '') >= filter.from) &&
        (!filter.to || (i.date ?? '9999') <= filter.to) &&
        (!filter.supplier || (i.supplierName ?? '').startsWith(filter.supplier)),
    );
  }

  vat(companyId: string, from: string, to: string, rate?: number): { base: number; cuota: number; recargo: number; irpf: number; count: number } {
    const result = { base: 0, cuota: 0, recargo: 0, irpf: 0, count: 0 };
    for (const invoice of this.invoices({ companyId, from, to })) {
      if (invoice.status !== 'successful' && invoice.status !== 'has-errors') continue;
      let used = false;
      for (const line of invoice.vatLines) {
        if (rate !== undefined && line.rate !== rate) continue;
        used = true;
        result.base += line.base;
        result.cuota += line.cuota;
        result.recargo += line.recargo;
      }
      if (used) {
        result.count++;
        if (rate === undefined) result.irpf += invoice.irpf?.amount ?? 0;
      }
    }
    return result;
  }

  count(filter: Parameters<Oracle['invoices']>[0] & { min?: number; errors?: boolean }): { count: number; total: number } {
    const list = this.invoices(filter).filter((i) => (filter.min === undefined || (i.total ?? 0) > filter.min) && (!filter.errors || i.hasErrors));
    return { count: list.length, total: list.reduce((acc, i) => acc + (i.total ?? 0), 0) };
  }

  nextError(companyId?: string, accountId?: string): ChatInvoice {
    return this.invoices({ ...(companyId ? { companyId } : {}), ...(accountId ? { accountId } : {}) })
      .filter((i) => i.hasErrors)
      .sort((a, b) => a.processedAt - b.processedAt || a.id.localeCompare(b.id))[0]!;
  }

  /** Active companies with no upload in [from, to]. */
  missing(from: string, to: string, companyId?: string): number {
    const agency = this.agency();
    const since = Date.parse(`${from}T00:00:00Z`);
    const until = Date.parse(`${to}T23:59:59.999Z`);
    return agency.companies.filter((c) => c.status === 'active' && (!companyId || c.id === companyId) && !agency.uploads.some((u) => u.companyId === c.id && u.uploadedAt >= since && u.uploadedAt <= until)).length;
  }

  /** A company with at least `n` invoices with errors. */
  companyWithErrors(n: number): { id: string; name: string } {
    const agency = this.agency();
    return agency.companies.find((c) => agency.invoices.filter((i) => i.companyId === c.id && i.hasErrors).length >= n)!;
  }

  /** An invoice number that exists in the second agency only. */
  foreignNumber(): string {
    const own = new Set(this.agency().invoices.map((i) => i.number));
    return this.agency('asesoria-norte').invoices.find((i) => i.number && !own.has(i.number))!.number!;
  }
}
