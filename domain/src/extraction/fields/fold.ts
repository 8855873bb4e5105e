/**
 * Text folding for label matching: lower case, no accents, º/°/ª as o/a. Keeps the length of
 * the text (one character in, one out) so offsets found in folded text apply to the original.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[º°]/g, 'o')
    .replace(/ª/g, 'a')
    .toLowerCase()
    .replace(/\s/g, ' ');
}
