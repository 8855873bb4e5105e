import { DOCUMENT_EXTENSIONS, DOCUMENT_TYPES } from '@factoria/domain/records/storage-file.schema';

/** The file picker's `accept`: every allowed extension and content type. */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...new Set(Object.values(DOCUMENT_TYPES).map((type) => type.contentType)),
].join(',');
