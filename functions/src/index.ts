export { onInvoiceUploaded } from './invoices/on-invoice-uploaded';
export { processInvoice } from './invoices/process-invoice.task';
