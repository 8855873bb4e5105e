/**
 * Storage of other documents and the trash (issue 8, docs/decisions/0006-storage-trash.md).
 * The allow-list, the size limit, the byte checks and the retention rule live here so the web
 * app (before uploading), storage.rules' tests and the functions (after upload) agree.
 */
import * as v from 'valibot';

/** Largest document accepted; storage.rules repeats the number (rules cannot import it). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** How many documents one drop may hold. */
export const MAX_DOCUMENTS_PER_UPLOAD = 20;

/** A deleted file stays restorable this long, then the purge removes it for good. */
export const TRASH_RETENTION_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const TRASH_RETENTION_MS = TRASH_RETENTION_DAYS * DAY_MS;

type Signature = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'ole' | 'text';

interface DocumentType {
  contentType: string;
  signature: Signature;
  preview: 'pdf' | 'image' | null;
}

/**
 * The documented allow-list, by lower-case extension: PDF, images, office files, CSV. Every
 * type is stored as bytes and never executed or rendered as markup (no SVG, no HTML).
 */
export const DOCUMENT_TYPES = {
  pdf: { contentType: 'application/pdf', signature: 'pdf', preview: 'pdf' },
  png: { contentType: 'image/png', signature: 'png', preview: 'image' },
  jpg: { contentType: 'image/jpeg', signature: 'jpeg', preview: 'image' },
  jpeg: { contentType: 'image/jpeg', signature: 'jpeg', preview: 'image' },
  gif: { contentType: 'image/gif', signature: 'gif', preview: 'image' },
  webp: { contentType: 'image/webp', signature: 'webp', preview: 'image' },
  doc: { contentType: 'application/msword', signature: 'ole', preview: null },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', signature: 'zip', preview: null },
  xls: { contentType: 'application/vnd.ms-excel', signature: 'ole', preview: null },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', signature: 'zip', preview: null },
  ppt: { contentType: 'application/vnd.ms-powerpoint', signature: 'ole', preview: null },
  pptx: { contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', signature: 'zip', preview: null },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', signature: 'zip', preview: null },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', signature: 'zip', preview: null },
  csv: { contentType: 'text/csv', signature: 'text', preview: null },
} as const satisfies Record<string, DocumentType>;

export type DocumentExtension = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_EXTENSIONS = Object.keys(DOCUMENT_TYPES) as DocumentExtension[];

export type DocumentRejection = 'storage/type-not-allowed' | 'storage/too-large' | 'storage/empty' | 'storage/content-mismatch';

/** Bytes the signature check needs from the start of a file. */
export const SIGNATURE_BYTES = 8192;

export function extensionOf(name: string): DocumentExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(DOCUMENT_TYPES, extension) ? (extension as DocumentExtension) : null;
}

export function documentTypeOf(name: string): (DocumentType & { extension: DocumentExtension }) | null {
  const extension = extensionOf(name);
  return extension ? { ...DOCUMENT_TYPES[extension], extension } : null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** True when the first bytes look like the declared kind: a renamed executable is no PDF. */
export function matchesSignature(signature: Signature, head: Uint8Array): boolean {
  switch (signature) {
    case 'pdf': {
      // The PDF header may follow a little garbage; readers look within the first 1024 bytes.
      const window = new TextDecoder('latin1').decode(head.subarray(0, 1024));
      return window.includes('%PDF-');
    }
    case 'png':
      return startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpeg':
      return startsWith(head, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
    case 'webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
    case 'zip':
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case 'ole':
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'text':
      // Text holds no NUL bytes; binaries almost always do.
      return !head.includes(0);
  }
}

/** Why a document cannot be stored, or null when it can (same check in the browser and the function). */
export function checkDocument(name: string, size: number, head: Uint8Array): DocumentRejection | null {
  const type = documentTypeOf(name);
  if (!type) return 'storage/type-not-allowed';
  if (size <= 0) return 'storage/empty';
  if (size > MAX_DOCUMENT_BYTES) return 'storage/too-large';
  return matchesSignature(type.signature, head) ? null : 'storage/content-mismatch';
}

/**
 * The object name a document is stored under: ASCII letters, digits, dot, dash and
 * underscore, with its lower-case extension (storage.rules checks this shape). The user's
 * own name is kept in the object's metadata and the file record.
 */
export function storedDocumentName(name: string): string {
  const extension = extensionOf(name) ?? 'bin';
  const base = name
    .slice(0, Math.max(0, name.lastIndexOf('.')))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
  return `${base || 'document'}.${extension}`;
}

/** The name shown to people: control characters removed, trimmed, at most 255 characters. */
export function displayName(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return clean || 'document';
}

const idPattern = '[A-Za-z0-9_-]{1,128}';
const documentPathPattern = new RegExp(`^accounts/(${idPattern})/documents/(${idPattern})/([A-Za-z0-9._-]{1,160})$`);

export function documentObjectPath(accountId: string, fileId: string, storedName: string): string {
  return `accounts/${accountId}/documents/${fileId}/${storedName}`;
}

export function parseDocumentObjectPath(path: string): { accountId: string; fileId: string; storedName: string } | null {
  const match = documentPathPattern.exec(path);
  if (!match || match[3]!.startsWith('.')) return null;
  return { accountId: match[1]!, fileId: match[2]!, storedName: match[3]! };
}

/** Whole days a deleted file can still be restored (0 once it is due for purge). */
export function daysRemaining(deletedAt: number, now: number): number {
  return Math.max(0, Math.ceil((deletedAt + TRASH_RETENTION_MS - now) / DAY_MS));
}

export function isExpired(deletedAt: number, now: number): boolean {
  return now - deletedAt >= TRASH_RETENTION_MS;
}

/** Input of the `deleteFile` and `restoreFile` callables. */
export const FileActionInputSchema = v.object({
  fileId: v.pipe(v.string(), v.regex(new RegExp(`^${idPattern}$`))),
});
export type FileActionInput = v.InferOutput<typeof FileActionInputSchema>;

/** Error codes the storage callables return in `details.code`; the UI translates them. */
export const FILE_ACTION_ERRORS = [
  'storage/invalid-input',
  'storage/unauthenticated',
  'storage/forbidden',
  'storage/not-found',
  'storage/expired',
  'storage/purging',
  /** The trash and the live records disagree about the file: nothing is restored (issue 13). */
  'storage/conflict',
] as const;
export type FileActionError = (typeof FILE_ACTION_ERRORS)[number];
