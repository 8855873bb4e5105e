/**
 * The light projections the mirror keeps of companies and invoices. Parsed leniently: a field
 * missing from a document (an older record, a failed extraction) becomes null instead of
 * keeping the whole record out of the search.
 */
import * as v from 'valibot';
import type { LocalCompany, LocalInvoice } from '../../../lib/db/local-db';
import { buildSearchText } from '../search-index';

const text = v.fallback(v.nullable(v.string()), null);
const amount = v.fallback(v.nullable(v.number()), null);

const CompanyProjectionSchema = v.object({
  name: v.fallback(v.string(), ''),
  taxId: v.fallback(v.string(), ''),
  status: v.fallback(v.string(), 'pending'),
});

const InvoiceProjectionSchema = v.object({
  companyId: v.fallback(v.string(), ''),
  number: text,
  date: text,
  supplierName: text,
  supplierTaxId: text,
  total: amount,
  currency: text,
  status: v.fallback(v.string(), 'has-errors'),
  fileName: text,
  createdAt: v.fallback(v.number(), 0),
});

export function toLocalCompany(accountId: string, id: string, data: unknown): LocalCompany {
  const company = v.parse(CompanyProjectionSchema, data ?? {});
  return { id, accountId, ...company, searchText: buildSearchText([company.name, company.taxId]) };
}

export function toLocalInvoice(accountId: string, id: string, data: unknown): LocalInvoice {
  const { fileName, ...invoice } = v.parse(InvoiceProjectionSchema, data ?? {});
  return {
    id,
    accountId,
    ...invoice,
    searchText: buildSearchText([
      invoice.number,
      invoice.supplierName,
      invoice.supplierTaxId,
      invoice.date,
      invoice.total?.toFixed(2),
      fileName,
    ]),
  };
}
