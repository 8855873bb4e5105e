/**
 * Cloud Storage object paths (DESIGN.md section 6). The same builders and parsers serve the web
 * app (where it uploads), storage.rules' tests and the functions (what a finalized object is).
 */

export const MAX_INVOICE_BYTES = 25 * 1024 * 1024;

const idPattern = '[A-Za-z0-9_-]{1,128}';
const invoicePathPattern = new RegExp(
  `^accounts/(${idPattern})/companies/(${idPattern})/invoices/(${idPattern})/(${idPattern})\\.pdf$`,
);

export interface InvoiceObjectPath {
  accountId: string;
  companyId: string;
  batchId: string;
  fileId: string;
}

export function invoiceObjectPath({ accountId, companyId, batchId, fileId }: InvoiceObjectPath): string {
  return `accounts/${accountId}/companies/${companyId}/invoices/${batchId}/${fileId}.pdf`;
}

export function parseInvoiceObjectPath(path: string): InvoiceObjectPath | null {
  const match = invoicePathPattern.exec(path);
  if (!match) return null;
  const [, accountId, companyId, batchId, fileId] = match as unknown as [string, string, string, string, string];
  return { accountId, companyId, batchId, fileId };
}

export function isValidId(id: string): boolean {
  return new RegExp(`^${idPattern}$`).test(id);
}
