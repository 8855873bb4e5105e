/**
 * Hostile files for tests and fixtures (scripts/generate-hostile-fixtures.ts writes the small
 * ones to fixtures/hostile/; the large ones are generated where they are used):
 * - `bombPdf`: one page whose single FlateDecode content stream expands to `decodedMb` MB;
 * - `operatorBombPdf`: one page drawing `operators` path operators (millions of them), small
 *   once compressed and under any decoded-size budget: only a time bound stops its reading;
 * - `manyPagesPdf`: `pages` empty pages;
 * - `encryptedPdf`: needs a user password; `truncatedPdf`: the first part of a real invoice;
 * - `fakePdf`: a text file, to be named `.pdf`.
 */
import { Buffer } from 'node:buffer';
import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';

/** A PDF from its objects' bodies (object 1 is the catalog), with an exact xref table. */
function rawPdf(objects: (string | { dict: string; stream: Uint8Array })[], trailerExtra = ''): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1'));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n${object.dict.replace('>>', ` /Length ${object.stream.length} >>`)}\nstream\n`, 'latin1'));
      push(Buffer.from(object.stream));
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    }
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`, 'latin1'));
  push(Buffer.from(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

function onePage(content: Uint8Array, filter: string): Uint8Array {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    { dict: `<< ${filter} >>`, stream: content },
  ]);
}

/** Deflates `megabytes` MB of spaces (whitespace to a content-stream parser) in 1 MB chunks. */
async function deflatedSpaces(megabytes: number): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

export async function bombPdf(decodedMb = 512): Promise<Uint8Array> {
  return onePage(await deflatedSpaces(decodedMb), '/Filter /FlateDecode');
}

export function operatorBombPdf(operators = 3_000_000): Uint8Array {
  const unit = '1 1 m 2 2 l S\n';
  const content = Buffer.from(unit.repeat(Math.ceil(operators / 3)), 'latin1');
  return onePage(deflateSync(content, { level: 9 }), '/Filter /FlateDecode');
}

export async function manyPagesPdf(pages = 5000): Promise<Uint8Array> {
  // No dates in the metadata: the same file every time.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (let i = 0; i < pages; i++) pdf.addPage([200, 200]);
  return pdf.save();
}

/** The standard security handler with a user password that is not empty. */
export function encryptedPdf(): Uint8Array {
  const hex = (n: number) => Array.from({ length: n }, (_, i) => ((i * 37 + 11) % 256).toString(16).padStart(2, '0')).join('');
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32).split('').reverse().join('')}> /P -44 >>`,
    ],
    ` /Encrypt 4 0 R /ID [<${hex(16)}><${hex(16)}>]`,
  );
}

/** The first `share` of a PDF: what an interrupted download leaves. */
export function truncatedPdf(whole: Uint8Array, share = 0.4): Uint8Array {
  return whole.slice(0, Math.floor(whole.byteLength * share));
}

export function fakePdf(): Uint8Array {
  return new TextEncoder().encode('Estimado cliente:\nadjuntamos la factura de marzo.\nUn saludo.\n');
}
