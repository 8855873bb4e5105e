/**
 * The Content-Disposition of a stored export: `attachment`, an ASCII `filename` for old clients
 * and the UTF-8 `filename*` (RFC 6266, RFC 8187). encodeURIComponent alone leaves `'`, `(`, `)`,
 * `*` and `!` as they are, and `'` ends the charset part of `filename*`: those are escaped too.
 */
const PERCENT_ENCODE_EXTRA = /['()*!]/g;

function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(PERCENT_ENCODE_EXTRA, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Printable ASCII without quote and backslash; anything else becomes `_`. */
function asciiFallback(value: string): string {
  return value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
}

export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
