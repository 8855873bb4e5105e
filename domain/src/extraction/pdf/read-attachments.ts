/** Embedded files of a PDF (Factur-X / ZUGFeRD put their XML there), size-capped. */
import type { PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';

export interface Attachment {
  name: string;
  content: Uint8Array;
}

const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export async function readXmlAttachments(doc: PDFDocumentProxy): Promise<Attachment[]> {
  let attachments: unknown;
  try {
    attachments = await doc.getAttachments();
  } catch {
    return [];
  }
  if (!attachments) return [];
  const entries: [string, { filename?: string; content?: Uint8Array }][] =
    attachments instanceof Map ? [...attachments.entries()] : Object.entries(attachments as object);
  const found: Attachment[] = [];
  for (const [id, spec] of entries.slice(0, 20)) {
    const name = spec?.filename ?? id;
    if (!/\.xml$/i.test(name)) continue;
    let content = spec?.content ?? null;
    if (!content) {
      try {
        const loader = (doc as unknown as { getAttachmentContent?: (id: string) => Promise<Uint8Array | null> }).getAttachmentContent;
        content = loader ? await loader.call(doc, id) : null;
      } catch {
        content = null;
      }
    }
    if (content && content.byteLength > 0 && content.byteLength <= MAX_ATTACHMENT_BYTES) found.push({ name, content });
  }
  // Factur-X and ZUGFeRD names first, so a profile's own XML wins over other attachments.
  return found.sort((a, b) => rank(a.name) - rank(b.name));
}

function rank(name: string): number {
  return /factur-x|zugferd|xrechnung|facturae/i.test(name) ? 0 : 1;
}
