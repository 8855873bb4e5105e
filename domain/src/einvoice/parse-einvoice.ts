/**
 * Structured e-invoices, the strongest evidence there is: Facturae 3.x (Spain's official
 * format, FACe / B2B), UN/CEFACT Cross Industry Invoice (Factur-X, ZUGFeRD 1 and 2, XRechnung
 * CII) and OASIS UBL 2.x (Invoice, CreditNote). Everything is mapped to InvoiceData; the
 * numbers are taken as the file states them and checked afterwards by validateInvoice.
 */
import type { IssueCode } from '../invoice/issue-codes';
import type { InvoiceData } from '../invoice/invoice.schema';
import { parseCii } from './parse-cii';
import { parseFacturae } from './parse-facturae';
import { parseUbl } from './parse-ubl';
import { parseXml } from './xml-tree';

export type EInvoiceFormat = 'facturae' | 'cii' | 'ubl';

export interface EInvoice {
  format: EInvoiceFormat;
  version: string | null;
  /** Facturae batches hold several invoices; the others hold one. */
  invoices: InvoiceData[];
}

export type EInvoiceParse = { ok: true; einvoice: EInvoice } | { ok: false; code: IssueCode };

export function parseEInvoice(xml: string): EInvoiceParse {
  const parsed = parseXml(xml);
  if (!parsed.ok) return { ok: false, code: 'einvoice/invalid-xml' };
  const { root, rootName } = parsed;
  let einvoice: EInvoice | null = null;
  if (rootName === 'Facturae') einvoice = parseFacturae(root);
  else if (rootName === 'CrossIndustryInvoice' || rootName === 'CrossIndustryDocument') einvoice = parseCii(root, rootName);
  else if (rootName === 'Invoice' || rootName === 'CreditNote') einvoice = parseUbl(root, rootName);
  else return { ok: false, code: 'einvoice/unsupported' };
  if (!einvoice || einvoice.invoices.length === 0) return { ok: false, code: 'einvoice/invalid-xml' };
  return { ok: true, einvoice };
}

/** Whether bytes look like an XML document (after an optional BOM and whitespace). */
export function looksLikeXml(bytes: Uint8Array): boolean {
  let i = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) i = 3;
  while (i < bytes.length && i < 64 && (bytes[i] === 0x20 || bytes[i] === 0x0a || bytes[i] === 0x0d || bytes[i] === 0x09)) i++;
  return bytes[i] === 0x3c;
}

export function decodeXmlBytes(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase();
  const label = declared && ['iso-8859-1', 'latin1', 'windows-1252', 'iso-8859-15'].includes(declared) ? 'windows-1252' : 'utf-8';
  return new TextDecoder(label).decode(bytes);
}
