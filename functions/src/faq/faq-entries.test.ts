import { FAQ_ID_PATTERN, FaqTextSchema } from '@factoria/domain/records/faq.schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from './faq-entries';

describe('the shipped FAQ', () => {
  it('has unique, valid ids', () => {
    const ids = FAQ_ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !FAQ_ID_PATTERN.test(id))).toEqual([]);
  });

  it.each(FAQ_ENTRIES.map((entry) => [entry.id, entry] as const))('%s is complete in English and Spanish', (_id, entry) => {
    expect(v.is(FaqTextSchema, entry.en)).toBe(true);
    expect(v.is(FaqTextSchema, entry.es)).toBe(true);
    // A Spanish entry that is a copy of the English one was never translated.
    expect(entry.es.question).not.toBe(entry.en.question);
    expect(entry.es.answer).not.toBe(entry.en.answer);
  });
});
