import { describe, expect, it } from 'vitest';
import { collapseLetterSpacing } from './letter-spacing';

describe('collapseLetterSpacing', () => {
  it('joins tax ids, dates, codes and amounts drawn with extra tracking', () => {
    expect(collapseLetterSpacing('B -4 5 6 7 8 9 1 2')).toBe('B-45678912');
    expect(collapseLetterSpacing('2 8 /0 2 /2 0 2 4')).toBe('28/02/2024');
    expect(collapseLetterSpacing('0 3 2 A')).toBe('032A');
    expect(collapseLetterSpacing('1 2 ,4 5')).toBe('12,45');
  });

  it('keeps currency and percent signs apart so labels and amounts still read', () => {
    expect(collapseLetterSpacing('I M P O R T E €:')).toBe('IMPORTE €:');
    expect(collapseLetterSpacing('4 5 ,9 0 €')).toBe('45,90 €');
    expect(collapseLetterSpacing('D T O %')).toBe('DTO %');
  });

  it('joins words split where the tracking was read as spaces', () => {
    expect(collapseLetterSpacing('FEC H A')).toBe('FECHA');
    expect(collapseLetterSpacing('N Ú M ER O')).toBe('NÚMERO');
    expect(collapseLetterSpacing('S ER IE')).toBe('SERIE');
  });

  it('leaves ordinary text alone', () => {
    for (const text of ['91 752 48 80', 'PAN DE MOLDE', '2 x 1,50', 'Pan y a la vez', 'B 12345678', 'IVA 21 %', 'TOMA TIN Legac y', 'BA SE IM P.', 'DE LA VEGA']) {
      expect(collapseLetterSpacing(text)).toBe(text);
    }
  });
});
