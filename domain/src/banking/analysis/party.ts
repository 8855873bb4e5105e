/**
 * Who a bank movement is with: the invoice it settles, else a NIF or SEPA creditor id in its
 * concept, else the name left once the bank's words (TRANSFERENCIA A, RECIBO, COMPRA TARJ. and
 * card numbers), references and legal forms are taken out. Keys are normalised tax ids where
 * one is known (also for a name seen elsewhere with its tax id), else the name's words.
 */
import { normalizeTaxId } from '../../tax-id/validate-tax-id';
import { conceptTaxIds, nameTokens, plain } from '../match/text';
import type { AnalysisInvoice } from './types';

export interface Party {
  key: string;
  name: string;
  taxId: string | null;
}

export interface PartyResolver {
  resolve(description: string, invoiceRefs: readonly string[]): Party | null;
}

const PREFIX = /^(?:(?:TRANSFERENCIA|TRANSFERENC|TRANSF|TRF|TRASPASO|RECIBO|ADEUDO|SEPA|CORE|B2B|DOMICILIACION|COMPRA|TARJ|TARJETA|PAGO|COBRO|BIZUM|ABONO|INGRESO|ORDEN|EMITIDA|RECIBIDA|DE|A|EN|FAVOR|\d[\d*X]*\*+\d*|[\dA-Z]{2}\*+\d+)(?:[.\s:,-]+|$))+/;
/** Words after which a concept holds references, not the name. */
const TAIL = /\s(?:FRA|FACT|FACTURA|NIF|CIF|MANDATO|REF|REFERENCIA|CONCEPTO|COTIZACION|CUOTA|MODELO|HONORARIOS|PAGO A CUENTA|ES\d{2}[A-Z0-9]{12}|USD|EUR|GBP)\b.*$/;

/** The counterparty's name as the concept writes it, cleaned; '' when nothing is left. */
export function conceptName(description: string): string {
  let text = plain(description).replace(/\s+/g, ' ').trim();
  text = text.replace(PREFIX, '').replace(TAIL, '');
  // Lone references (long digit groups, creditor/tax ids) are not names.
  text = text.replace(/\b[A-Z]?\d[\dA-Z/-]{4,}\b/g, ' ').replace(/\s+/g, ' ').trim();
  return text;
}

const nameKey = (name: string): string => nameTokens(name).join(' ');

export function partyResolver(invoices: readonly AnalysisInvoice[], companyTaxId: string | null): PartyResolver {
  const company = companyTaxId ? normalizeTaxId(companyTaxId) : null;
  const byRef = new Map(invoices.map((i) => [i.ref, i]));
  const nameByTaxId = new Map<string, string>();
  const taxIdByName = new Map<string, string>();
  for (const invoice of invoices) {
    if (!invoice.counterpartyTaxId) continue;
    const taxId = normalizeTaxId(invoice.counterpartyTaxId);
    if (invoice.counterpartyName) {
      if (!nameByTaxId.has(taxId)) nameByTaxId.set(taxId, invoice.counterpartyName);
      const key = nameKey(invoice.counterpartyName);
      if (key) taxIdByName.set(key, taxId);
    }
  }
  const withTaxId = (taxId: string, fallback: string): Party => ({ key: taxId, name: nameByTaxId.get(taxId) ?? (fallback || taxId), taxId });
  return {
    resolve(description, invoiceRefs) {
      for (const ref of invoiceRefs) {
        const invoice = byRef.get(ref);
        if (invoice?.counterpartyTaxId) return withTaxId(normalizeTaxId(invoice.counterpartyTaxId), invoice.counterpartyName ?? '');
        if (invoice?.counterpartyName && nameKey(invoice.counterpartyName)) {
          const key = nameKey(invoice.counterpartyName);
          const known = taxIdByName.get(key);
          return known ? withTaxId(known, invoice.counterpartyName) : { key, name: invoice.counterpartyName, taxId: null };
        }
      }
      const name = conceptName(description);
      const ids = conceptTaxIds(description, company);
      const taxId = ids.creditorTaxIds[0] ?? ids.taxIds[0];
      if (taxId) {
        if (name && !nameByTaxId.has(taxId)) nameByTaxId.set(taxId, name);
        return withTaxId(taxId, name);
      }
      const key = nameKey(name);
      if (!key) return null;
      const known = taxIdByName.get(key);
      return known ? withTaxId(known, name) : { key, name, taxId: null };
    },
  };
}
