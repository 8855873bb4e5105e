/**
 * The customer every generated invoice fixture is addressed to (fixtures/invoices/generated/):
 * the upload tests' company, and the demo's active company, so those invoices extract as
 * successful for it.
 */
export const FIXTURE_CUSTOMER = { name: 'Atlántica Distribuciones SL', taxId: 'B12345674' } as const;
