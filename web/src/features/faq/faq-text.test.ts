import type { FaqEntry } from '@factoria/domain/records/faq.schema';
import { describe, expect, it } from 'vitest';
import { faqText, paragraphs } from './faq-text';

const entry: FaqEntry = {
  order: 1,
  en: { question: 'How?', answer: 'Like this.' },
  es: { question: '¿Cómo?', answer: 'Así.' },
  updatedAt: 0,
};

describe('faqText', () => {
  it('picks the interface language and falls back to English', () => {
    expect(faqText(entry, 'es').question).toBe('¿Cómo?');
    expect(faqText(entry, 'es-ES').question).toBe('¿Cómo?');
    expect(faqText(entry, 'en').question).toBe('How?');
    expect(faqText(entry, undefined).question).toBe('How?');
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('First.\n\nSecond\nline.\n \n\nThird.')).toEqual(['First.', 'Second\nline.', 'Third.']);
  });
});
