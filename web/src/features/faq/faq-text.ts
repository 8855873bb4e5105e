import type { Language } from '@factoria/domain/records/account.schema';
import type { FaqEntry, FaqText } from '@factoria/domain/records/faq.schema';

/** The entry in the interface language (English when the language is not one we write in). */
export function faqText(entry: FaqEntry, language: string | undefined): FaqText {
  const code: Language = language?.startsWith('es') ? 'es' : 'en';
  return entry[code];
}

/** Answers are plain text; a blank line starts a new paragraph. */
export function paragraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
