/**
 * The "never an invented figure" check: every number, date, tax id and invoice number in an
 * answer's text must appear in that turn's tool results or in the knowledge texts (KB, FAQ).
 * Used by the evaluation and by the model provider, which falls back to the template answer
 * when its text fails.
 */
import type { ChatAnswer, ToolResult } from './types';

interface Allowed {
  numbers: Set<string>;
  strings: Set<string>;
}

const canon = (n: number): string => String(Math.round(n * 100) / 100);
const compact = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');

function addString(allowed: Allowed, value: string): void {
  allowed.strings.add(compact(value));
  for (const match of value.matchAll(/\d+(?:[.,]\d+)*/g)) {
    for (const n of readNumber(match[0])) allowed.numbers.add(canon(n));
    for (const part of match[0].split(/[.,]/)) allowed.numbers.add(canon(Number(part)));
  }
  for (const part of value.split(/[^A-Za-z0-9]+/)) if (/\d/.test(part)) allowed.strings.add(compact(part));
}

function walk(allowed: Allowed, value: unknown): void {
  if (typeof value === 'number') {
    allowed.numbers.add(canon(Math.abs(value)));
    if (Number.isInteger(value)) allowed.numbers.add(canon(Math.abs(value) / 100));
  } else if (typeof value === 'string') addString(allowed, value);
  else if (Array.isArray(value)) for (const item of value) walk(allowed, item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(allowed, item);
}

/** Both readings of a printed number (1.234,56 and 1,234.56). */
function readNumber(text: string): number[] {
  const es = Number(text.replace(/\./g, '').replace(',', '.'));
  const en = Number(text.replace(/,/g, ''));
  return [es, en].filter((n) => Number.isFinite(n));
}

export interface InventedFigure {
  token: string;
  kind: 'number' | 'date' | 'tax-id' | 'code';
}

export function findInventedFigures(answer: Pick<ChatAnswer, 'text' | 'lang'>, toolResults: readonly ToolResult<unknown>[], knowledge: readonly string[]): InventedFigure[] {
  const allowed: Allowed = { numbers: new Set(), strings: new Set() };
  for (const result of toolResults) walk(allowed, result.data);
  for (const text of knowledge) addString(allowed, text);
  const invented: InventedFigure[] = [];
  let text = answer.text;
  const take = (pattern: RegExp, check: (match: RegExpMatchArray) => InventedFigure | null): void => {
    text = text.replace(pattern, (...args) => {
      const problem = check(args as unknown as RegExpMatchArray);
      if (problem) invented.push(problem);
      return ' ';
    });
  };
  take(/\b(\d{2})\/(\d{2})\/(\d{4})\b/g, (m) => (allowed.strings.has(`${m[3]}${m[2]}${m[1]}`) ? null : { token: m[0], kind: 'date' }));
  take(/\b(?:ES)?([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z]|[XYZ]\d{7}[A-Z])\b/g, (m) => (allowed.strings.has(compact(m[1]!)) ? null : { token: m[0], kind: 'tax-id' }));
  take(/\b(?:[QT]([1-4])|([1-4])T)\b/g, (m) => (allowed.numbers.has(canon(Number(m[1] ?? m[2]))) ? null : { token: m[0], kind: 'number' }));
  take(/(?<![\w.,/-])[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[-/][A-Za-z0-9]+)+|(?<![\w.,/-])[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*[-/][A-Za-z0-9]*\d[A-Za-z0-9]*|\b[A-Za-z]+\d+[A-Za-z\d]*\b/g, (m) => (allowed.strings.has(compact(m[0])) ? null : { token: m[0], kind: 'code' }));
  take(/\d+(?:[.,]\d+)*/g, (m) => {
    const token = m[0];
    const value = answer.lang === 'es' ? Number(token.replace(/\./g, '').replace(',', '.')) : Number(token.replace(/,/g, ''));
    return allowed.numbers.has(canon(value)) ? null : { token, kind: 'number' };
  });
  return invented;
}
