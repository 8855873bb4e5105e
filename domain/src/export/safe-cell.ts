/**
 * Spreadsheet-safe text: the one place every export (CSV in either layout, XLSX, and future
 * ones such as bank reports and analyses) makes a text value harmless before writing it.
 *
 * The rule. A spreadsheet runs a cell as a formula when the cell's text starts with = + - @
 * (OWASP "CSV injection"); a leading tab or carriage return can hide one from a reader that trims
 * them. Neutralising only the start of each value is not enough: the person who opens the file
 * may let the program split on another separator than the one we wrote (`,` and `;` are both
 * common in Spain, tab and `|` are offered too), or a reader may ignore our quotes, and then
 * every separator or line break inside a value starts a new cell. So a "cell start" is the start
 * of the value and every position right after one of `,` `;` tab `|` CR LF in it; after it we
 * skip spaces and double quotes (a reader drops them, or opens a quoted field with them), and if
 * the next character is a trigger (= + - @ tab CR) we insert an apostrophe right before it. An
 * apostrophe makes a spreadsheet show the rest as typed text and run nothing, and it survives a
 * reader that trims spaces or strips the quote. Nothing is removed: a supplier called
 * `Talleres Ruiz, S.L.` is written as it is, and only text that would run changes.
 *
 * Numbers and dates are ours (typed cells), never user text, so they are not passed through here.
 */

/** What a reader may split a line on, besides the separator the file was written with. */
export const CELL_BOUNDARIES = [',', ';', '\t', '|', '\r', '\n'] as const;

/** A cell start (value start or after a boundary), padding, then a trigger character ahead. */
const CELL_START_TRIGGER = /(?<=^|[,;\t|\r\n])([ "]*)(?=[=+\-@\t\r])/g;

/** The text with an apostrophe before every formula trigger at a possible cell start. */
export function safeCellText(value: string): string {
  return value.replace(CELL_START_TRIGGER, "$1'");
}

/**
 * Whether one cell, as a reader that ignores quotes and trims spaces would see it, would run as a
 * formula; a plain number such as `-50.00` is read as a number, not run. The tests of every
 * export check the cells of their files with it, split on every separator.
 */
export function isFormulaCell(cell: string): boolean {
  const bare = cell.replace(/^[\s"]+|[\s"]+$/g, '');
  return /^[=+\-@]/.test(bare) && !/^[+-]?\d+([.,]\d+)?$/.test(bare);
}

/** Every cell of a file split the naive way: on each line break and on `separator`. */
export function naiveCells(file: string, separator: string): string[] {
  return file.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
}
