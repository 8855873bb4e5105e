/** An invoice PDF landed in Cloud Storage: check it cheaply and queue the extraction (admit-object.ts). */
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { admitObject, type Admission } from './admit-object';

const messages: Record<Admission, string> = {
  ignored: logMessages.invoiceObjectIgnored,
  'outside-batch': logMessages.invoiceObjectOutsideBatch,
  cancelled: logMessages.invoiceCancelledObjectDeleted,
  rejected: logMessages.invoiceObjectRejected,
  queued: logMessages.invoiceTaskEnqueued,
  'already-queued': logMessages.invoiceTaskAlreadyQueued,
};

// retry: a failed run (the task queue unreachable, a timeout) is delivered again rather than
// leaving its file pending for ever; every step is idempotent, so a repeat changes nothing.
export const onInvoiceUploaded = onObjectFinalized(
  { region: REGION, memory: '512MiB', timeoutSeconds: 60, retry: true },
  async (event) => {
    const { admission, code } = await admitObject(event.data);
    if (admission === 'ignored') logger.debug(messages[admission], { path: event.data.name });
    else logger.info(messages[admission], { path: event.data.name, code });
  },
);
