/**
 * CSV text as rows of strings, through papaparse. The delimiter is chosen among the ones Spanish
 * bank, diary and register exports use, by papaparse's own quote-aware parse of each candidate:
 * the candidate under which the most rows share one field count wins. Counting agreeing rows
 * rather than papaparse's guess alone matters for bank files: their preambles ("Cuenta;ES..",
 * "Importes expresados en euros") have fewer fields than the table, and a guess over the first
 * ten lines, with a trailing empty line counted as a one-field row, can pick the wrong one.
 * On a tie papaparse's guess decides, then the order below.
 */
import Papa from 'papaparse';

export const CSV_DELIMITERS = [';', ',', '\t', '|'] as const;

/** Rows looked at to choose a delimiter, and the text they are taken from (cut at a line end). */
const SAMPLE_ROWS = 200;
const SAMPLE_CHARS = 256 * 1024;

function sampleOf(text: string): string {
  if (text.length <= SAMPLE_CHARS) return text;
  const cut = text.lastIndexOf('\n', SAMPLE_CHARS);
  return text.slice(0, cut > 0 ? cut : SAMPLE_CHARS);
}

/** How many rows agree on the most common field count (above one) under this delimiter. */
function agreeingRows(sample: string, delimiter: string): { rows: number; fields: number } {
  const parsed = Papa.parse<string[]>(sample, { delimiter, preview: SAMPLE_ROWS, skipEmptyLines: 'greedy' });
  const counts = new Map<number, number>();
  for (const row of parsed.data) {
    if (row.length > 1) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  }
  let best = { rows: 0, fields: 0 };
  for (const [fields, rows] of counts) {
    if (rows > best.rows || (rows === best.rows && fields > best.fields)) best = { rows, fields };
  }
  return best;
}

export function guessDelimiter(text: string): string {
  const sample = sampleOf(text.replace(/^\uFEFF/, ''));
  const papaGuess = Papa.parse(sample, { delimitersToGuess: [...CSV_DELIMITERS], preview: 1, skipEmptyLines: 'greedy' }).meta.delimiter;
  const scored = CSV_DELIMITERS.map((delimiter) => ({ delimiter, ...agreeingRows(sample, delimiter) }));
  const top = Math.max(...scored.map((s) => s.rows));
  const tied = scored.filter((s) => s.rows === top);
  return (tied.find((s) => s.delimiter === papaGuess) ?? tied[0]!).delimiter;
}

/** Every line of the file as one row (empty lines too, so a row's index is its line number). */
export function parseCsvRows(text: string): string[][] {
  const clean = text.replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(clean, { dynamicTyping: false, skipEmptyLines: false, delimiter: guessDelimiter(clean) }).data;
}
