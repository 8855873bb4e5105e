/** Any statement file: Norma 43 text, or a bank export (CSV/.xlsx) sniffed from its bytes. */
import { readN43 } from '../n43/read-n43';
import { decodeText } from '../read/decode-text';
import { type ReadResult, MAX_FILE_BYTES, refuse } from '../read/read-result';
import { firstRecognised, readTable } from '../read/read-table';
import { sniffContainer } from '../read/sniff';
import type { Statement } from '../types';
import { readStatementTable } from './read-statement-table';

/** A text whose first record starts like an N43 11 header is read (and judged) as Norma 43. */
function isN43Text(text: string): boolean {
  const first = text.replace(/^\uFEFF/, '').trimStart().split(/\r?\n|\r/, 1)[0] ?? '';
  return /^11\d{18}/.test(first) && !/[;,\t|]/.test(first.slice(0, 40));
}

export async function readStatementFile(bytes: Uint8Array): Promise<ReadResult<Statement>> {
  if (bytes.length > MAX_FILE_BYTES) return refuse('bank/file-too-large', null);
  if (sniffContainer(bytes) === 'text') {
    const text = decodeText(bytes);
    if (isN43Text(text)) return readN43(text);
  }
  const table = await readTable(bytes);
  if (!table.ok) return refuse(table.code, null, table.row);
  return firstRecognised(table, (sheet) => readStatementTable(sheet.rows, table.format));
}
