/**
 * Screens of other features this one links to, by path (features never import each other).
 * Routes: invoices/$companyId/$invoiceId (invoice screen), reports (upload batches), and the
 * upload screen with its company preselected.
 */
export const invoicePath = (companyId: string, invoiceId: string) =>
  `/invoices/${encodeURIComponent(companyId)}/${encodeURIComponent(invoiceId)}`;

export const reportsPath = () => '/reports';

export const uploadPath = (companyId: string) => `/invoices?company=${encodeURIComponent(companyId)}`;
