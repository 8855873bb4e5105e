/**
 * The file records a storage list shows, live. Queries carry the filters the rules require: a
 * client-company user always asks for its company and for files not deleted.
 */
import { FileRecordSchema } from '@factoria/domain/records/file-record.schema';
import { collection, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useMemo } from 'react';
import { schemaConverter } from '../../../lib/firebase/converter';
import { firestore } from '../../../lib/firebase/firestore';
import { AGENCY_FILTER, type StoredFile } from '../model/file-query';
import { useLiveQuery } from './use-live-query';

const fileConverter = schemaConverter(FileRecordSchema);

export type FileScope = 'all' | 'invoice' | 'document';

export interface FileListTarget {
  accountId: string;
  /** Set for a client-company user: the only company it may see. */
  clientCompanyId: string | null;
  /** `''` every company, `agency` the agency's own, or a company id. */
  company: string;
  max: number;
}

function companyConstraint(target: FileListTarget): QueryConstraint[] {
  if (target.clientCompanyId) return [where('companyId', '==', target.clientCompanyId)];
  if (target.company === AGENCY_FILTER) return [where('companyId', '==', null)];
  return target.company ? [where('companyId', '==', target.company)] : [];
}

function filesOf(accountId: string) {
  return collection(firestore, 'accounts', accountId, 'files').withConverter(fileConverter);
}

/** Files not in the trash, newest first, at most `max`. */
export function useStorageFiles(target: FileListTarget & { scope: FileScope }) {
  const key = JSON.stringify(['files', target]);
  const files = useMemo(
    () =>
      query(
        filesOf(target.accountId),
        ...companyConstraint(target),
        ...(target.scope === 'all' ? [] : [where('kind', '==', target.scope)]),
        where('deletedAt', '==', null),
        orderBy('uploadedAt', 'desc'),
        limit(target.max),
      ),
    // The key stands for the target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return useLiveQuery<StoredFile>(files, key);
}

/** Files in the trash (staff only), most recently deleted first, at most `max`. */
export function useDeletedFiles(target: FileListTarget) {
  const key = JSON.stringify(['deleted', target]);
  const files = useMemo(
    () =>
      query(
        filesOf(target.accountId),
        ...companyConstraint(target),
        where('deletedAt', '!=', null),
        orderBy('deletedAt', 'desc'),
        limit(target.max),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return useLiveQuery<StoredFile>(files, key);
}
