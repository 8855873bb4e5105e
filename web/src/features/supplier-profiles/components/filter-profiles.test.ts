import { describe, expect, it } from 'vitest';
import { filterProfiles, regionPlace } from './filter-profiles';

const profiles = [
  { taxId: 'B64717838', name: 'Suministros Levante S.L.' },
  { taxId: 'A58818501', name: 'Almacenes Sur S.A.' },
  { taxId: 'B12345674', name: null },
];

describe('filterProfiles', () => {
  it('keeps every profile for an empty query', () => {
    expect(filterProfiles(profiles, '  ')).toHaveLength(3);
  });
  it('matches words of the name without case or accents, in any order', () => {
    expect(filterProfiles(profiles, 'levánte sumin').map((p) => p.taxId)).toEqual(['B64717838']);
  });
  it('matches the tax id however it is typed', () => {
    expect(filterProfiles(profiles, 'a-58818').map((p) => p.taxId)).toEqual(['A58818501']);
    expect(filterProfiles(profiles, 'b12345674').map((p) => p.taxId)).toEqual(['B12345674']);
  });
  it('finds nothing for a word nobody has', () => {
    expect(filterProfiles(profiles, 'norte')).toEqual([]);
  });
});

describe('regionPlace', () => {
  it('names the third of the page a region is in', () => {
    expect(regionPlace({ x: 0.8, y: 0.1 })).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(regionPlace({ x: 0.5, y: 0.9 })).toEqual({ vertical: 'bottom', horizontal: 'centre' });
    expect(regionPlace({ x: 0.1, y: 0.5 })).toEqual({ vertical: 'middle', horizontal: 'left' });
  });
});
