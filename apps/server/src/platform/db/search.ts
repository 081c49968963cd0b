/**
 * The lists' typed "contains" searches (issue 28 item 6, D-681). `ilike` folds the case of every
 * row it reads; a term without letters that have a case (order and invoice numbers are mostly
 * digits, Chinese names have no case) matches exactly the same rows with `like`, which costs a
 * fifth per row where a search cannot narrow to few rows (a two-digit term over a million orders).
 * Both operators are served by the trigram indexes (migration 1150) for terms of three characters
 * and more.
 */
import { sql, type RawBuilder } from 'kysely';

/** `%term%` with the pattern characters (`\`, `%`, `_`) of the term escaped. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when the term has no character whose case could differ (digits, CJK, punctuation). */
export const caseless = (term: string): boolean => term.toLowerCase() === term.toUpperCase();

/** `<column> contains <term>`, ignoring case: `like` for a caseless term, else `ilike`. */
export function containsText(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} ${sql.raw(caseless(term) ? 'like' : 'ilike')} ${containsPattern(term)}`;
}
