/** Every log message of the functions, in one place (structured logs carry the details). */
export const logMessages = {
  invoiceObjectIgnored: 'storage object is not an invoice upload; ignored',
  invoiceObjectRejected: 'invoice upload rejected before extraction',
  invoiceTaskEnqueued: 'invoice extraction task enqueued',
  invoiceTaskAlreadyQueued: 'invoice extraction task already queued; duplicate trigger ignored',
  invoiceProcessed: 'invoice processed',
  invoiceAlreadyProcessed: 'invoice already processed; duplicate delivery ignored',
  invoiceObjectMissing: 'invoice object no longer exists; task dropped',
  companyCreated: 'company created',
  companyStatusChanged: 'company status changed by the agency',
  companySlotBought: 'extra company slot bought',
  documentRecorded: 'document upload recorded',
  documentRejected: 'document upload refused after upload; object deleted',
  trashPurged: 'expired files purged from the trash',
} as const;
