/** What the bytes are, whatever the extension says (extensions lie: .xls may be BIFF, XLSX or HTML). */
export type Container = 'zip' | 'biff' | 'encrypted' | 'html' | 'pdf' | 'xml' | 'text' | 'binary' | 'empty';

function holdsUtf16(bytes: Uint8Array, name: string): boolean {
  const first = name.charCodeAt(0);
  search: for (let i = 0; i + name.length * 2 <= bytes.length; i++) {
    if (bytes[i] !== first || bytes[i + 1] !== 0) continue;
    for (let j = 1; j < name.length; j++) if (bytes[i + j * 2] !== name.charCodeAt(j) || bytes[i + j * 2 + 1] !== 0) continue search;
    return true;
  }
  return false;
}

export function sniffContainer(bytes: Uint8Array): Container {
  if (bytes.length === 0) return 'empty';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  // OLE2 compound file: an old .xls, or an .xlsx saved with a password (Office wraps the
  // encrypted package in OLE2 with an `EncryptedPackage` stream).
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) return holdsUtf16(bytes, 'EncryptedPackage') ? 'encrypted' : 'biff';
  if (bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46) return 'pdf';
  // Excel's "Unicode text" (UTF-16 with BOM, tab-separated): text, whatever its NUL bytes say.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 'text';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<!doctype html') || head.startsWith('<html') || head.startsWith('<table')) return 'html';
  if (head.startsWith('<?xml')) return 'xml';
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const b of sample) if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1a)) control += 1;
  return control > sample.length / 50 ? 'binary' : 'text';
}
