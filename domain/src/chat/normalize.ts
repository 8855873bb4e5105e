/**
 * Question text in one comparable form: lower case, no accents, punctuation turned into
 * spaces (except what numbers and tax ids need), single spaces. Also guesses the language.
 */
import type { ChatLang } from './types';

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export function normalizeText(text: string): string {
  return stripAccents(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[¿?¡!;:"“”«»()[\]{}]/g, ' ')
    .replace(/[’']/g, "'")
    .replace(/,(?!\d)/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function words(normalized: string): string[] {
  return normalized.split(' ').filter(Boolean);
}

const ES_MARKERS = new Set(
  'que cual cuales cuanto cuanta cuantos cuantas de del la las los el en y por para con sin facturas factura tiene tienen hay este esta mes ano trimestre hoy ayer dame muestrame ensename quien proveedor clientes errores siguiente como puedo donde cuando es son mi mis sus subido me una un o lo le les nos mas ya muy tengo tenemos puedo quiero necesito'.split(
    ' ',
  ),
);
const EN_MARKERS = new Set(
  'what which how much many the of in and for with without invoices invoice has have is are this month year quarter today yesterday show list who supplier clients errors next can where when my their uploaded does do did any you your i we our there please all get give should would about from to'.split(
    ' ',
  ),
);

/** The question's language from its words; the UI language when it is unclear. */
export function detectLang(normalized: string, fallback: ChatLang): ChatLang {
  let es = 0;
  let en = 0;
  for (const word of words(normalized)) {
    if (ES_MARKERS.has(word)) es++;
    if (EN_MARKERS.has(word)) en++;
  }
  if (es === en) return fallback;
  return es > en ? 'es' : 'en';
}

/** Levenshtein distance, bounded: returns max + 1 as soon as it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}
