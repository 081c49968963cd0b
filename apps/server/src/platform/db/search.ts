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

/** A term typed whole (a number, a code: this long, no space) is looked up by its end (D-711). */
const WHOLE_FROM = 8;
const TAIL = 6;

/**
 * `<column> contains <term>`, ignoring case: `like` for a caseless term, else `ilike`.
 *
 * A whole number (WHOLE_FROM characters or more, no space) is looked up in the trigram index by its
 * last TAIL characters and checked whole on the rows found: numbers share their beginnings (`B000…`,
 * `4500…`, `AGB0000…`), whose trigrams are in nearly every row, and the index read those posting
 * lists in full (15-40 ms over a million orders for one match) (D-711). The whole term is checked
 * on `column || ''`, which the index does not serve, so the planner cannot add its trigrams back;
 * the rows are the same (a row containing the term contains its end).
 */
export function containsText(column: string, term: string): RawBuilder<boolean> {
  const chars = Array.from(term);
  const op = (t: string) => sql.raw(caseless(t) ? 'like' : 'ilike');
  if (chars.length < WHOLE_FROM || /\s/.test(term)) return sql<boolean>`${sql.ref(column)} ${op(term)} ${containsPattern(term)}`;
  const tail = chars.slice(-TAIL).join('');
  return sql<boolean>`(${sql.ref(column)} ${op(tail)} ${containsPattern(tail)} and (${sql.ref(column)} || '') ${op(term)} ${containsPattern(term)})`;
}
