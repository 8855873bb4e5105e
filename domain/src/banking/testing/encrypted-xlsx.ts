/**
 * The shape Office gives a password-protected .xlsx: an OLE2 compound file (header, then a
 * directory sector) whose streams are `EncryptionInfo` and `EncryptedPackage`.
 */
export function encryptedXlsx(): Uint8Array {
  const bytes = new Uint8Array(512 * 3);
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint32(0x30, 0, true);
  ['Root Entry', 'EncryptionInfo', 'EncryptedPackage'].forEach((name, i) => {
    const at = 512 + i * 128;
    [...name].forEach((c, j) => view.setUint16(at + j * 2, c.charCodeAt(0), true));
    view.setUint16(at + 64, (name.length + 1) * 2, true);
    bytes[at + 66] = i === 0 ? 5 : 2;
  });
  return bytes;
}
