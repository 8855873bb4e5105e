/**
 * Remesas: which of one counterparty's open invoices add up to a bank amount exactly. A bounded
 * search in cents (n ≤ 30 invoices, k ≤ 8 of them, a node budget) that reports whether the subset
 * is unique: a remesa is matched automatically only when exactly one subset fits.
 */

export interface SubsetResult {
  /** The first subset found (indexes into the given amounts), or null. */
  subset: number[] | null;
  /** Whether exactly one subset fits (false when none, several, or the search budget ran out). */
  unique: boolean;
}

export function findSubset(amounts: readonly number[], target: number, maxItems = 8, budget = 200_000): SubsetResult {
  const order = amounts.map((value, index) => ({ value: Math.abs(value), index })).sort((a, b) => b.value - a.value).slice(0, 30);
  const goal = Math.abs(target);
  const suffix: number[] = new Array(order.length + 1).fill(0);
  for (let i = order.length - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + order[i]!.value;
  const found: number[][] = [];
  let nodes = 0;
  let exhausted = false;
  const chosen: number[] = [];
  const walk = (start: number, remaining: number): void => {
    if (found.length > 1 || exhausted) return;
    if (remaining === 0) {
      if (chosen.length >= 2) found.push([...chosen]);
      return;
    }
    if (chosen.length === maxItems || suffix[start]! < remaining) return;
    for (let i = start; i < order.length; i++) {
      if (++nodes > budget) {
        exhausted = true;
        return;
      }
      const value = order[i]!.value;
      if (value > remaining || value === 0) continue;
      chosen.push(order[i]!.index);
      walk(i + 1, remaining - value);
      chosen.pop();
      if (found.length > 1) return;
    }
  };
  walk(0, goal);
  return { subset: found[0] ?? null, unique: found.length === 1 && !exhausted };
}
