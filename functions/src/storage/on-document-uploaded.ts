/**
 * A document landed under `accounts/{a}/documents/{fileId}/{name}`: check it and record it.
 * Retried on failure so no upload stays unrecorded; recording is idempotent.
 */
import { parseDocumentObjectPath, SIGNATURE_BYTES } from '@factoria/domain/records/storage-file.schema';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { db, storage } from '../lib/admin';
import { REGION } from '../lib/config';
import { logMessages } from '../lib/log-messages';
import { recordDocument } from './record-document';

export const onDocumentUploaded = onObjectFinalized({ region: REGION, memory: '256MiB', timeoutSeconds: 60, retry: true }, async (event) => {
  const object = event.data;
  const ids = parseDocumentObjectPath(object.name);
  if (!ids) return;
  const file = storage().bucket(object.bucket).file(object.name);
  const size = Number(object.size);
  const [head] = size > 0 ? await file.download({ start: 0, end: SIGNATURE_BYTES - 1 }) : [Buffer.alloc(0)];
  const outcome = await recordDocument(db(), {
    ...ids,
    objectPath: object.name,
    size,
    contentType: object.contentType ?? '',
    metadata: object.metadata ?? {},
    uploadedAt: object.timeCreated ? new Date(object.timeCreated).getTime() : Date.now(),
    head: new Uint8Array(head),
  });
  if (outcome === 'recorded' || outcome === 'already-recorded') {
    logger.info(logMessages.documentRecorded, { path: object.name, outcome });
    return;
  }
  logger.warn(logMessages.documentRejected, { path: object.name, code: outcome });
  await file.delete({ ignoreNotFound: true });
});
