/**
 * A word as a shell command line needs it: as is when it is plain (letters, digits, `_-.:`),
 * else in single quotes, so a printed command can be pasted.
 *
 * @example shellArgument('fax') // 'fax'
 * @example shellArgument("it's") // "'it'\\''s'"
 */
export function shellArgument(word: string): string {
  return /^[\w.:-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
