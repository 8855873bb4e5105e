import type { FileActionError } from '@factoria/domain/records/storage-file.schema';

/** A refusal the storage services raise; callables turn it into an HttpsError with the code. */
export class StorageError extends Error {
  constructor(readonly code: FileActionError) {
    super(code);
    this.name = 'StorageError';
  }
}
