/** Which knowledge-base entry or FAQ answer a question points at, with a score 0..1-ish. */
import { KNOWLEDGE_BASE } from './knowledge-base';
import { editDistance, normalizeText, words } from './normalize';

export function matchKb(text: string): { id: string; score: number } | null {
  let best: { id: string; score: number } | null = null;
  for (const entry of KNOWLEDGE_BASE) {
    let score = 0;
    for (const keyword of entry.keywords) {
      if (new RegExp(`\\b${keyword}\\b`).test(text)) score += keyword.includes(' ') ? 2 : 1;
    }
    score *= entry.weight ?? 1;
    if (score > 0 && (!best || score > best.score)) best = { id: entry.id, score };
  }
  return best;
}

const STOP = new Set(
  'a al algo como con cual de del el en es esta este hay la las lo los me mi mis no o para por puedo que se si sin su sus un una y yo ' +
    'the a an and are be can do does for how i in is it my of on or the to what when where which why with you your'.split(' '),
);

function contentWords(text: string): string[] {
  return words(normalizeText(text))
    .filter((w) => w.length > 2 && !STOP.has(w))
    .map((w) => (w.length > 5 ? w.slice(0, w.length - 1) : w));
}

/** FAQ entries by word overlap (stems, small typos) with the FAQ's own question text. */
export function matchFaq(text: string, questions: readonly { id: string; text: string }[]): { id: string; score: number } | null {
  const asked = contentWords(text);
  if (asked.length === 0) return null;
  let best: { id: string; score: number } | null = null;
  for (const { id, text: faqText } of questions) {
    const faqWords = contentWords(faqText);
    if (faqWords.length === 0) continue;
    const hits = faqWords.filter((fw) => asked.some((w) => w === fw || (fw.length >= 5 && (w.startsWith(fw.slice(0, 5)) || editDistance(w, fw, 1) <= 1)))).length;
    const score = hits / Math.max(faqWords.length, Math.min(asked.length, 4));
    if (hits >= 2 && score >= 0.5 && (!best || score > best.score)) best = { id, score };
  }
  return best;
}
