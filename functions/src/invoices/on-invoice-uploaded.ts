/**
 * An invoice PDF landed in Cloud Storage: check it cheaply (real PDF bytes, size, pages,
 * password) and queue the extraction. Heavy work never runs here.
 */
import { inspectPdf } from '@factoria/domain/extraction/pdf/inspect-pdf';
import { MAX_INVOICE_BYTES, parseInvoiceObjectPath } from '@factoria/domain/records/storage-paths';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminFunctions, db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { failureOf, invoiceRefs } from './invoice-refs';
import type { InvoiceTask } from './invoice-task.schema';
import { PROCESS_INVOICE_FUNCTION } from './process-invoice.task';
import { recordFailure } from './record-failure';

export const onInvoiceUploaded = onObjectFinalized(
  { region: REGION, memory: '512MiB', timeoutSeconds: 60 },
  async (event) => {
    const object = event.data;
    const ids = parseInvoiceObjectPath(object.name);
    if (!ids) {
      logger.debug(logMessages.invoiceObjectIgnored, { path: object.name });
      return;
    }
    const custom = object.metadata ?? {};
    const task: InvoiceTask = {
      ...ids,
      bucket: object.bucket,
      objectPath: object.name,
      fileName: (custom.originalName ?? `${ids.fileId}.pdf`).slice(0, 300),
      size: Number(object.size),
      uploadedBy: custom.uploadedBy ?? '',
      uploadedAt: object.timeCreated ? new Date(object.timeCreated).getTime() : Date.now(),
    };

    const batch = await invoiceRefs(db(), ids).batch.get();
    const fileIds = batch.get('fileIds') as string[] | undefined;
    if (!batch.exists || (fileIds && !fileIds.includes(ids.fileId))) {
      // storage.rules never let such an object in; only an Admin SDK writer could. Counting it
      // would break the batch's counters, so it is left alone.
      logger.warn(logMessages.invoiceObjectOutsideBatch, { path: object.name });
      return;
    }
    if (failureOf(batch, ids.fileId)?.code === 'upload/cancelled') {
      // The user cancelled while the last bytes were on their way: the file must not stay.
      await storage().bucket(task.bucket).file(task.objectPath).delete({ ignoreNotFound: true });
      logger.info(logMessages.invoiceCancelledObjectDeleted, { path: object.name });
      return;
    }

    const rejection = task.size > MAX_INVOICE_BYTES ? 'pdf/too-large' : await inspect(task);
    if (rejection) {
      logger.info(logMessages.invoiceObjectRejected, { path: object.name, code: rejection });
      await recordFailure(db(), task, rejection);
      return;
    }
    try {
      await adminFunctions()
        .taskQueue(`locations/${REGION}/functions/${PROCESS_INVOICE_FUNCTION}`)
        .enqueue(task, { id: `${ids.accountId}-${ids.fileId}` });
      logger.info(logMessages.invoiceTaskEnqueued, { path: object.name });
    } catch (error) {
      if ((error as { code?: string }).code !== 'functions/task-already-exists') throw error;
      logger.info(logMessages.invoiceTaskAlreadyQueued, { path: object.name });
    }
  },
);

async function inspect(task: InvoiceTask) {
  const [bytes] = await storage().bucket(task.bucket).file(task.objectPath).download();
  const inspection = await inspectPdf(new Uint8Array(bytes), { maxBytes: MAX_INVOICE_BYTES });
  return inspection.ok ? null : (inspection.code ?? 'pdf/corrupt');
}
