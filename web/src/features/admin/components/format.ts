/** Dates of admin lists in the interface language. */
export function formatDate(millis: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(millis);
}
