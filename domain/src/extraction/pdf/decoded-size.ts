/**
 * How much a PDF's compressed streams expand to, checked against a budget before pdfjs sees
 * the file. pdfjs inflates a stream whole into memory and parses it on the thread it runs on,
 * so a small file whose one stream expands to hundreds of megabytes (a decompression bomb)
 * would hold that thread for as long as it takes; here it is refused in a fraction of a second.
 *
 * Deflate cannot expand data more than about 1032 times, so a stream's compressed length
 * bounds what it can become. Only while the sum of those bounds exceeds the budget are streams
 * actually inflated (largest bound first), each counted chunk by chunk and never kept, until
 * the real sizes fit or exceed it. A normal invoice (a few hundred KB) fits by its bounds alone
 * and costs a scan for the `stream` keyword. Data that is not zlib (DCT images, encrypted
 * streams) fails at its first bytes and counts as its compressed length.
 */
import { Buffer } from 'node:buffer';
import { constants, createInflate, inflateSync } from 'node:zlib';

/** About ten uncompressed A4 colour pages at 300 dpi: no invoice needs more. */
export const DEFAULT_MAX_DECODED_BYTES = 256 * 1024 * 1024;

const MAX_RATIO = 1040;
/** Streams that may expand beyond this are counted chunk by chunk, never held whole. */
const SYNC_LIMIT = 4 * 1024 * 1024;

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/** The data of every `stream ... endstream` in the file, as views (no copy). */
export function streamSpans(bytes: Uint8Array): Buffer[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const spans: Buffer[] = [];
  let from = 0;
  for (;;) {
    const at = buffer.indexOf(STREAM, from);
    if (at < 0) break;
    let start = at + STREAM.length;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] !== 0x0a || buffer[at - 1] === 0x64 /* the "d" of endstream */) {
      from = at + STREAM.length;
      continue;
    }
    start++;
    const end = buffer.indexOf(END_STREAM, start);
    spans.push(buffer.subarray(start, end < 0 ? buffer.length : end));
    if (end < 0) break;
    from = end + END_STREAM.length;
  }
  return spans;
}

/** Whether every stream of the file inflates to at most `budget` bytes in total. */
export async function fitsDecodedBudget(bytes: Uint8Array, budget = DEFAULT_MAX_DECODED_BYTES): Promise<boolean> {
  const spans = streamSpans(bytes).map((data) => ({ data, bound: data.length * MAX_RATIO }));
  let total = spans.reduce((sum, span) => sum + span.bound, 0);
  if (total <= budget) return true;
  spans.sort((a, b) => b.bound - a.bound);
  let known = 0;
  for (const span of spans) {
    total -= span.bound;
    const size = await inflatedSize(span.data, budget - known + 1);
    known += size;
    if (known > budget) return false;
    if (total + known <= budget) return true;
  }
  return known <= budget;
}

/** Bytes `data` inflates to, counting up to `limit` (a value over it means "too much"). */
async function inflatedSize(data: Buffer, limit: number): Promise<number> {
  if (!isZlibHeader(data)) return data.length;
  if (data.length * MAX_RATIO <= SYNC_LIMIT) {
    try {
      return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch {
      return data.length;
    }
  }
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: 256 * 1024, finishFlush: constants.Z_SYNC_FLUSH });
    let size = 0;
    const done = () => {
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve(Math.max(size, data.length));
    };
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done();
    });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.end(data);
  });
}

/** CM 8 (deflate) and a header checksum that divides by 31, as RFC 1950 requires. */
function isZlibHeader(data: Buffer): boolean {
  return data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;
}
