import type { Box } from '../layout/page-text';

export interface Candidate<T> {
  value: T;
  score: number;
  box: Box;
  /** OCR confidence of the words the value was read from (1 for the text layer). */
  quality?: number;
}

/**
 * Merges candidates with the same value (adding a little for each extra sighting) and turns
 * the winner's lead over the runner-up into a 0..1 confidence.
 */
export function rank<T>(candidates: Candidate<T>[], key: (value: T) => string = String): {
  best: Candidate<T> | null;
  confidence: number;
  runnerUp: Candidate<T> | null;
} {
  const merged = new Map<string, Candidate<T>>();
  for (const candidate of candidates) {
    const k = key(candidate.value);
    const existing = merged.get(k);
    // The same value read twice: the clearer reading vouches for it.
    const quality = Math.max(existing?.quality ?? 0, candidate.quality ?? 1);
    if (!existing) merged.set(k, { ...candidate });
    else if (candidate.score > existing.score) merged.set(k, { ...candidate, score: candidate.score + 0.15 * existing.score, quality });
    else {
      existing.score += 0.15 * candidate.score;
      existing.quality = quality;
    }
  }
  const sorted = [...merged.values()].sort((a, b) => b.score - a.score);
  const best = sorted[0] ?? null;
  const runnerUp = sorted[1] ?? null;
  if (!best) return { best: null, confidence: 0, runnerUp: null };
  const strength = Math.min(1, best.score / 2.2);
  const margin = runnerUp ? Math.min(1, (best.score - runnerUp.score) / Math.max(best.score, 0.01)) : 1;
  return { best, confidence: Math.round(strength * (0.45 + 0.55 * margin) * 100) / 100, runnerUp };
}
