import type { SupplierProfile } from '@factoria/domain/suppliers/supplier-profile.schema';

/** Folded for matching: lower case, no accents, no separators in tax ids. */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const compact = (text: string) => fold(text).replace(/[^a-z0-9]/g, '');

/** The profiles whose name or tax id contain every word of the query, in their order. */
export function filterProfiles<P extends Pick<SupplierProfile, 'name' | 'taxId'>>(profiles: readonly P[], queryText: string): P[] {
  const words = fold(queryText).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...profiles];
  return profiles.filter((profile) => {
    const name = fold(profile.name ?? '');
    const taxId = compact(profile.taxId);
    return words.every((word) => name.includes(word) || (compact(word) !== '' && taxId.includes(compact(word))));
  });
}

/** Where on the page a learned region is, in thirds: ['top', 'right']. */
export function regionPlace(region: { x: number; y: number }): { vertical: 'top' | 'middle' | 'bottom'; horizontal: 'left' | 'centre' | 'right' } {
  const third = (value: number) => (value < 1 / 3 ? 0 : value < 2 / 3 ? 1 : 2);
  return {
    vertical: (['top', 'middle', 'bottom'] as const)[third(region.y)],
    horizontal: (['left', 'centre', 'right'] as const)[third(region.x)],
  };
}
