import { sql, type Kysely } from 'kysely';

/**
 * Company-name search of 1-2 characters (issue 11 item 7, D-123): a trigram index cannot serve a
 * pattern shorter than three characters, so short input matches names that start with it, served
 * by these B-tree indexes on the lower-cased Chinese and English names (text_pattern_ops: LIKE
 * 'ab%' is an index range scan whatever the database collation).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index companies_name_prefix_idx on companies (lower(name) text_pattern_ops)`.execute(db);
  await sql`create index companies_name_en_prefix_idx on companies (lower(name_en) text_pattern_ops)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
