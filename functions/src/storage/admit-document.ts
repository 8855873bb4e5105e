/**
 * A document landed under `accounts/{a}/documents/{fileId}/{name}`: check its first bytes and
 * record it, or delete an object that is refused. Idempotent: a repeated delivery finds the
 * record and changes nothing. Returns null for an object outside the documents path.
 */
import { parseDocumentObjectPath, SIGNATURE_BYTES } from '@factoria/domain/records/storage-file.schema';
import { db, storage } from '../lib/admin';
import type { LandedObject } from '../invoices/admit-object';
import { recordDocument, type RecordDocumentOutcome } from './record-document';

export async function admitDocument(object: LandedObject & { contentType?: string | undefined }): Promise<RecordDocumentOutcome | null> {
  const ids = parseDocumentObjectPath(object.name);
  if (!ids) return null;
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
  if (outcome !== 'recorded' && outcome !== 'already-recorded') await file.delete({ ignoreNotFound: true });
  return outcome;
}
