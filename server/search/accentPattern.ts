/** Each plain letter and the letters that fold to it (both cases: `~*` folds only ASCII in a C locale). */
const VARIANTS: Record<string, string> = {
  a: 'aáàâãäåAÁÀÂÃÄÅ',
  e: 'eéèêëEÉÈÊË',
  i: 'iíìîïIÍÌÎÏ',
  o: 'oóòôõöOÓÒÔÕÖ',
  u: 'uúùûüUÚÙÛÜ',
  c: 'cçCÇ',
  n: 'nñNÑ',
  y: 'yýÿYÝ',
};

/** Characters with a meaning in a PostgreSQL regular expression: escaped to stand for themselves. */
const SPECIAL = /[\\.^$*+?()[\]{}|]/;

/**
 * A PostgreSQL regular expression (for `~*`) that finds `typed` anywhere in a text, accents and
 * case ignored: each letter that has accented forms becomes a class of them ('jose' →
 * `j[oó…][s][eé…]`), whatever the operator typed ('José' gives the same), every other character
 * stands for itself. pg_trgm's GIN indexes serve `~*` (the list filters' name indexes), so a
 * search by name stays an index lookup on a million rows; the `unaccent` extension is not needed
 * (the embedded PGlite does not load it).
 *
 * @example accentPattern('Joã') // 'j[oóòôõöOÓÒÔÕÖ][aáàâãäåAÁÀÂÃÄÅ]'
 * @example accentPattern('a.b') // '[aáàâãäåAÁÀÂÃÄÅ]\\.b'
 */
export function accentPattern(typed: string): string {
  let out = '';
  for (const char of typed.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()) {
    const variants = VARIANTS[char];
    out += variants ? `[${variants}]` : SPECIAL.test(char) ? `\\${char}` : char;
  }
  return out;
}
