import type { InvoiceEditError } from '@factoria/domain/records/invoice-edit.schema';

/** A refused edit; the callables turn it into an HttpsError whose `details.code` the UI translates. */
export class InvoiceEditFailure extends Error {
  constructor(readonly code: InvoiceEditError) {
    super(code);
    this.name = 'InvoiceEditFailure';
  }
}
