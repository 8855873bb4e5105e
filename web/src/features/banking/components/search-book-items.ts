import type { BankBookItem } from '@factoria/domain/records/bank-session.schema';

/**
 * Candidates for a manual match: items whose number, text, date or amount contain the search
 * (amounts typed with a comma or a point), pending ones first, then the closest in amount.
 */
export function searchBookItems<T extends BankBookItem>(items: readonly T[], text: string, amountCents: number): T[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (item: T) => {
    const haystack = [item.number ?? '', item.description, item.date, (Math.abs(item.amountCents) / 100).toFixed(2), (Math.abs(item.amountCents) / 100).toFixed(2).replace('.', ',')]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
  return items
    .filter(matches)
    .sort((a, b) => Number(b.pending) - Number(a.pending) || Math.abs(Math.abs(a.amountCents) - Math.abs(amountCents)) - Math.abs(Math.abs(b.amountCents) - Math.abs(amountCents)));
}
