/**
 * Documents for the demo's storage screens: a contract of a client company, the agency's own
 * price list, and a document deleted twelve days ago (restorable for eighteen more). Records are
 * written first, then the objects, so the upload trigger finds them recorded and leaves them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { FileRecord } from '../../domain/src/records/file-record.schema.ts';
import { DAY_MS, documentObjectPath, documentTypeOf, storedDocumentName } from '../../domain/src/records/storage-file.schema.ts';
import { repoRoot } from './paths.ts';

interface DemoDocument {
  id: string;
  name: string;
  bytes: Buffer;
  companyId: string | null;
  daysAgo: number;
  deletedDaysAgo?: number;
}

export async function seedStorageDemo(app: App, target: { accountId: string; ownerUid: string; companyId: string }): Promise<void> {
  const now = Date.now();
  const pdf = readFileSync(join(repoRoot, 'fixtures', 'invoices', 'F-2024-011.pdf'));
  const documents: DemoDocument[] = [
    { id: 'demo-contract', name: 'Contrato de servicios 2026.pdf', bytes: pdf, companyId: target.companyId, daysAgo: 3 },
    { id: 'demo-prices', name: 'Tarifas gestoría 2026.csv', bytes: Buffer.from('servicio;precio\nContabilidad;120\nNóminas;15\n'), companyId: null, daysAgo: 9 },
    { id: 'demo-old-draft', name: 'Borrador contrato.pdf', bytes: pdf, companyId: target.companyId, daysAgo: 20, deletedDaysAgo: 12 },
  ];
  const db = getFirestore(app);
  const bucket = getStorage(app).bucket();
  for (const document of documents) {
    const storagePath = documentObjectPath(target.accountId, document.id, storedDocumentName(document.name));
    const contentType = documentTypeOf(document.name)?.contentType ?? 'application/octet-stream';
    const deletedAt = document.deletedDaysAgo === undefined ? null : now - document.deletedDaysAgo * DAY_MS;
    const record: FileRecord = {
      name: document.name,
      storagePath,
      size: document.bytes.length,
      contentType,
      kind: 'document',
      origin: 'web',
      companyId: document.companyId,
      uploadedBy: target.ownerUid,
      uploadedAt: now - document.daysAgo * DAY_MS,
      deletedAt,
      originalPath: null,
      deletedBy: deletedAt === null ? null : target.ownerUid,
      purgingAt: null,
    };
    await db.doc(`accounts/${target.accountId}/files/${document.id}`).set(record);
    await bucket.file(storagePath).save(document.bytes, {
      contentType,
      metadata: { metadata: { uploadedBy: target.ownerUid, originalName: document.name, ...(document.companyId ? { companyId: document.companyId } : {}) } },
    });
  }
}
