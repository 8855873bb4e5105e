/**
 * Letter-spaced text ("F A C T U R A", "B -8 6 7 0 5 1 2 6", "3 1 ,8 2 €"): a font drawn with
 * extra tracking makes pdf.js put a space after every glyph, so tax ids, dates and amounts fall
 * apart. A run whose tokens are almost all single characters is such text; it is read joined.
 * (The spaces between its words are lost with it; a space is kept before a currency or percent
 * sign so "TOTAL €:" and "31,82 €" still read as label and amount.)
 */
const SIGN = /^[€$£%]/;

export function collapseLetterSpacing(text: string): string {
  const tokens = text.trim().split(' ');
  if (tokens.length < 3 || tokens.some((token) => token.length === 0 || token.length > 3)) return text;
  const singles = tokens.filter((token) => token.length === 1).length;
  // "S ER IE": a capitalised word broken into letter pairs is letter-spaced too.
  const brokenWord = singles > 0 && tokens.every((token) => /^\p{Lu}+$/u.test(token));
  if (singles < 0.6 * tokens.length && !brokenWord) return text;
  let joined = '';
  for (const token of tokens) joined += joined && SIGN.test(token) ? ` ${token}` : token;
  return joined;
}
