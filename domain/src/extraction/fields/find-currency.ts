/** The invoice currency: from currency signs and codes on the amounts, the total's above all. */
import type { TextLine } from '../layout/page-text';
import type { DocIndex } from './doc-index';

export function findCurrency(index: DocIndex, totalLine: TextLine | null): { currency: string; confidence: number } {
  const votes = new Map<string, number>();
  for (const amount of index.amounts) {
    if (!amount.currency) continue;
    const weight = amount.ref.line === totalLine ? 5 : 1;
    votes.set(amount.currency, (votes.get(amount.currency) ?? 0) + weight);
  }
  for (const ref of index.lines) {
    const labelled = /(?:moneda|divisa|currency|devise)\s*:?\s*([a-z]{3})\b/.exec(ref.folded);
    if (labelled) votes.set(labelled[1]!.toUpperCase(), (votes.get(labelled[1]!.toUpperCase()) ?? 0) + 4);
    if (/\beuros?\b/.test(ref.folded)) votes.set('EUR', (votes.get('EUR') ?? 0) + 0.5);
    if (/\b(?:dolares|dollars|usd)\b/.test(ref.folded)) votes.set('USD', (votes.get('USD') ?? 0) + 0.5);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const best = ranked[0];
  if (!best) return { currency: 'EUR', confidence: 0.7 };
  const [currency, score] = best;
  const runnerUp = ranked[1]?.[1] ?? 0;
  return { currency, confidence: score > 2 * runnerUp ? 0.95 : 0.6 };
}
