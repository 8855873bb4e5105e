import type { BankLine } from '@factoria/domain/records/bank-session.schema';

export const TAB_IDS = ['all', 'matched', 'suggested', 'unmatched', 'book'] as const;
export type TabId = (typeof TAB_IDS)[number];

const STATES: Record<Exclude<TabId, 'all' | 'book'>, readonly BankLine['state'][]> = {
  matched: ['auto', 'matched', 'no-document'],
  suggested: ['suggested'],
  unmatched: ['unmatched'],
};

/** The bank lines a tab shows (the book tab shows book items instead). */
export function tabLines<T extends BankLine>(lines: readonly T[], tab: TabId): readonly T[] {
  if (tab === 'all' || tab === 'book') return lines;
  const states = STATES[tab];
  return lines.filter((line) => states.includes(line.state));
}
