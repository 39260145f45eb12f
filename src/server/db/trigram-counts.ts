/**
 * Both databases' trigram indexes read the row list of every trigram they are asked for, and some
 * trigrams ('so ', 'tuc', 'get') are in nearly every row. A search asks only for a term's rarest
 * trigrams, by counts each dialect keeps (sqlite/dialect.ts, postgres/search-index.ts) on these
 * terms, and matches the whole term on the rows found.
 */

/** Counts only steer which trigrams a search asks for; each is counted again after this long. */
export const TRIGRAM_COUNT_TTL_MS = 10 * 60_000;

/** Counts kept per database at most (a title index holds some tens of thousands of distinct trigrams). */
export const TRIGRAM_COUNTS_KEPT = 20_000;

/** How many trigrams of a term an index is asked for at most. */
export const ASKED_TRIGRAMS = 2;

/** The ASKED_TRIGRAMS rarest of `trigrams` by `rowsOf`, rarest first. */
export function rarestTrigrams<T>(trigrams: readonly T[], rowsOf: (trigram: T) => number): T[] {
  return [...trigrams].sort((a, b) => rowsOf(a) - rowsOf(b)).slice(0, ASKED_TRIGRAMS);
}
