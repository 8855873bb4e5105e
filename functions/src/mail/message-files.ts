/**
 * The invoices a received message carries, in a fixed order (the same message always yields
 * the same list): every PDF attachment, the PDFs and e-invoice XMLs inside .zip attachments
 * (zips within zips down to MAX_ZIP_DEPTH), and Facturae / UBL / CII .xml attachments, each as
 * a PDF (xml-invoice-pdf.ts). Bounds: MAX_ZIP_ENTRIES per zip, MAX_INVOICE_BYTES per file (as
 * an upload), MAX_EXTRACTED_BYTES in all; a file or zip entry over a bound makes the whole
 * message too large (nothing of it is processed). Anything else is listed as skipped.
 */
import { hasPdfMagic } from '@factoria/domain/extraction/pdf/inspect-pdf';
import { decodeXmlBytes, looksLikeXml, parseEInvoice } from '@factoria/domain/einvoice/parse-einvoice';
import { MAX_INVOICE_BYTES } from '@factoria/domain/records/storage-paths';
import { xmlInvoicePdf } from './xml-invoice-pdf';

export const MAX_ZIP_DEPTH = 2;
export const MAX_ZIP_ENTRIES = 50;
export const MAX_EXTRACTED_BYTES = 100 * 1024 * 1024;

export interface Attachment {
  filename?: string | undefined;
  contentType?: string | undefined;
  content: Uint8Array;
}

export interface MessageFile {
  name: string;
  pdf: Uint8Array;
}

export type MessageFiles = { ok: true; files: MessageFile[]; skipped: string[] } | { ok: false; reason: 'intake/too-large' };

class TooLarge extends Error {}

const isZip = (name: string, type: string, bytes: Uint8Array) =>
  /\.zip$/i.test(name) || /zip/i.test(type) || (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04);
const isPdf = (name: string, type: string, bytes: Uint8Array) => (/\.pdf$/i.test(name) || /pdf/i.test(type)) && hasPdfMagic(bytes);
const mayBeXml = (name: string, type: string) => /\.xml$/i.test(name) || /xml/i.test(type);

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).slice(0, 200) || 'invoice';
}

async function unzip(bytes: Uint8Array, zipName: string, skipped: string[]): Promise<Attachment[]> {
  const { unzipSync } = await import('fflate');
  let entries = 0;
  let total = 0;
  const unzipped = unzipSync(bytes, {
    filter: (file) => {
      if (file.name.endsWith('/') || /(^|\/)(__MACOSX|\.)/.test(file.name)) return false;
      if (!/\.(pdf|xml|zip)$/i.test(file.name)) {
        skipped.push(baseName(file.name));
        return false;
      }
      entries += 1;
      total += file.originalSize;
      if (entries > MAX_ZIP_ENTRIES || file.originalSize > MAX_INVOICE_BYTES || total > MAX_EXTRACTED_BYTES) throw new TooLarge(zipName);
      return true;
    },
  });
  return Object.keys(unzipped)
    .sort()
    .map((name) => ({ filename: baseName(name), content: unzipped[name]! }));
}

export async function messageFiles(attachments: readonly Attachment[]): Promise<MessageFiles> {
  const files: MessageFile[] = [];
  const skipped: string[] = [];
  let total = 0;
  const visit = async (attachment: Attachment, depth: number) => {
    const name = baseName(attachment.filename ?? 'attachment');
    const type = attachment.contentType ?? '';
    const bytes = attachment.content;
    total += bytes.byteLength;
    if (bytes.byteLength > MAX_INVOICE_BYTES || total > MAX_EXTRACTED_BYTES) throw new TooLarge(name);
    if (isPdf(name, type, bytes)) {
      files.push({ name, pdf: bytes });
    } else if (isZip(name, type, bytes) && depth < MAX_ZIP_DEPTH) {
      let inner: Attachment[];
      try {
        inner = await unzip(bytes, name, skipped);
      } catch (error) {
        if (error instanceof TooLarge) throw error;
        skipped.push(name);
        return;
      }
      for (const entry of inner) await visit(entry, depth + 1);
    } else if (mayBeXml(name, type) && looksLikeXml(bytes)) {
      const xml = decodeXmlBytes(bytes);
      const parsed = parseEInvoice(xml);
      if (parsed.ok) files.push({ name: name.replace(/\.xml$/i, '') + '.pdf', pdf: await xmlInvoicePdf(name, xml, parsed.einvoice) });
      else skipped.push(name);
    } else {
      skipped.push(name);
    }
  };
  try {
    for (const attachment of attachments) await visit(attachment, 0);
  } catch (error) {
    if (error instanceof TooLarge) return { ok: false, reason: 'intake/too-large' };
    throw error;
  }
  return { ok: true, files, skipped };
}
