/**
 * Text a person typed, cleaned where it enters (the domain schemas every form and callable parse
 * with, and the mail builders). Names are shown to other people, put in mail subjects and file
 * names and exported: invisible characters in them can spoof what they display or break headers.
 *
 * - Control characters (C0, DEL, C1) go; in a one-line text a line break or tab becomes a space
 *   (a CR/LF in an agency name would otherwise start a new mail header), a multi-line text keeps
 *   its line breaks (as `\n`) and tabs.
 * - Bidirectional controls go (U+202E RIGHT-TO-LEFT OVERRIDE shows `Acme\u202Efdp.exe` as
 *   `Acmeexe.pdf`; also the embeddings, isolates and marks U+061C, U+200E, U+200F, U+202A-U+202E,
 *   U+2066-U+2069), and so do other invisible format characters that hide or smuggle text: zero
 *   width space, word joiner and invisible operators, byte order mark, soft hyphen, interlinear
 *   annotations and the tag characters U+E0000-U+E007F. The joiners U+200C and U+200D stay: some
 *   scripts and emoji need them.
 * - Unpaired surrogates become U+FFFD, then the text is put in Unicode NFC (after the removals, so
 *   a letter and a combining accent that were kept apart compose).
 * Trimming and lengths are left to each schema.
 */

const INVISIBLE = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]|[\u{e0000}-\u{e007f}]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Line breaks of every kind, as one. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** Controls left after line breaks and tabs were handled (C0 without tab and LF, DEL, C1). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

function withoutInvisible(value: string): string {
  return value.replace(LONE_SURROGATE, '\ufffd').replace(INVISIBLE, '');
}

/** One-line text (names, numbers, subjects): every line break, tab or run of them is one space. */
export function cleanLine(value: string): string {
  return withoutInvisible(value)
    .replace(/(?:\r\n|[\t\n\v\f\r\u0085\u2028\u2029])+/g, ' ')
    .replace(CONTROL, '')
    .normalize('NFC');
}

/** Multi-line text (notes): line breaks kept as `\n`, tabs kept. */
export function cleanMultiline(value: string): string {
  return withoutInvisible(value).replace(LINE_BREAK, '\n').replace(CONTROL, '').normalize('NFC');
}
