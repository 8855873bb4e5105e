/**
 * Every object that lands in the bucket goes through this one trigger: an invoice upload is
 * checked and queued for extraction (invoices/admit-object.ts), another document is checked
 * and recorded (storage/admit-document.ts), anything else is left alone. One trigger, not one
 * per kind: Cloud Storage runs every finalize function for every object, so a trigger per kind
 * would start, and be paid for, for each of the other kind's files too.
 * retry: a failed run (the task queue unreachable, a timeout) is delivered again rather than
 * leaving its file pending for ever; every step is idempotent, so a repeat changes nothing.
 */
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { admitObject, type Admission } from '../invoices/admit-object';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { admitDocument } from '../storage/admit-document';

const invoiceMessages: Record<Admission, string> = {
  ignored: logMessages.invoiceObjectIgnored,
  'outside-batch': logMessages.invoiceObjectOutsideBatch,
  cancelled: logMessages.invoiceCancelledObjectDeleted,
  rejected: logMessages.invoiceObjectRejected,
  queued: logMessages.invoiceTaskEnqueued,
  'already-queued': logMessages.invoiceTaskAlreadyQueued,
};

export const onObjectUploaded = onObjectFinalized({ region: REGION, memory: '512MiB', timeoutSeconds: 60, retry: true }, async (event) => {
  const object = event.data;
  const { admission, code } = await admitObject(object);
  if (admission !== 'ignored') {
    logger.info(invoiceMessages[admission], { path: object.name, code });
    return;
  }
  const document = await admitDocument(object);
  if (document === null) logger.debug(logMessages.invoiceObjectIgnored, { path: object.name });
  else if (document === 'recorded' || document === 'already-recorded') logger.info(logMessages.documentRecorded, { path: object.name, outcome: document });
  else logger.warn(logMessages.documentRejected, { path: object.name, code: document });
});
