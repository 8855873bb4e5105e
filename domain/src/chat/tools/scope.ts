/**
 * The caller's reach, from verified claims only: the account, and for a client-company user
 * their one company. Every tool reads through these, so no question can widen it.
 */
import type { ChatClaims, ChatCompany, ChatInvoice, ChatRepository, InvoiceQuery } from '../types';

export async function visibleCompanies(repo: ChatRepository, claims: ChatClaims): Promise<ChatCompany[]> {
  const all = await repo.companies(claims.accountId);
  if (claims.role !== 'client') return all;
  return all.filter((company) => company.id === claims.companyId);
}

export function canSeeCompany(claims: ChatClaims, companyId: string): boolean {
  return claims.role !== 'client' || claims.companyId === companyId;
}

export async function scopedInvoices(repo: ChatRepository, claims: ChatClaims, query: InvoiceQuery): Promise<ChatInvoice[]> {
  if (claims.role === 'client') {
    if (!claims.companyId) return [];
    if (query.companyId && query.companyId !== claims.companyId) return [];
    query = { ...query, companyId: claims.companyId };
  }
  const invoices = await repo.invoices(claims.accountId, query);
  // Defence in depth: a repository that ignored a filter still cannot widen the answer.
  return invoices.filter(
    (invoice) =>
      (!query.companyId || invoice.companyId === query.companyId) &&
      (!query.from || (invoice.date !== null && invoice.date >= query.from)) &&
      (!query.to || (invoice.date !== null && invoice.date <= query.to)),
  );
}

/** Invoices that count in tax totals: not delivery notes, not foreign currency. */
export function isBookable(invoice: ChatInvoice): boolean {
  return invoice.status === 'successful' || invoice.status === 'has-errors';
}
