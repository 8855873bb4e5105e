export { onInvoiceUploaded } from './invoices/on-invoice-uploaded';
export { processInvoice } from './invoices/process-invoice.task';
export { createCompany } from './companies/create-company.callable';
export { updateCompany } from './companies/update-company.callable';
export { setCompanyStatus } from './companies/set-company-status.callable';
export { buyCompanySlot } from './payments/buy-company-slot.callable';
