/**
 * A FAQ entry (`faq/{id}`), readable by everyone and written only by the FAQ seed (a function
 * or script with the Admin SDK). Both languages live in one document, so an entry can never
 * exist in one language only.
 */
import * as v from 'valibot';

export const FaqTextSchema = v.object({
  question: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  /** Plain text; a blank line separates paragraphs. Never rendered as HTML. */
  answer: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
});
export type FaqText = v.InferOutput<typeof FaqTextSchema>;

export const FaqEntrySchema = v.object({
  /** Position in the FAQ list, ascending. */
  order: v.pipe(v.number(), v.integer(), v.minValue(0)),
  en: FaqTextSchema,
  es: FaqTextSchema,
  updatedAt: v.number(),
});
export type FaqEntry = v.InferOutput<typeof FaqEntrySchema>;

export const FAQ_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
