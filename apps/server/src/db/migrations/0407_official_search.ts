import { sql, type Kysely } from 'kysely';

/**
 * Official-supplier name search (issue 5 figure: p95 <= 50 ms among 100,000 suppliers): one
 * pre-lowered column of the Chinese and English names with a trigram index, so a search is one
 * index scan and a case-sensitive LIKE recheck (ILIKE lower-cases every row, which is costly).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column search_name text generated always as (lower(name || ' | ' || coalesce(name_en, ''))) stored`.execute(db);
  await sql`create index companies_search_name_trgm_idx on companies using gin (search_name gin_trgm_ops)`.execute(db);
  // Finer statistics so the planner tells common from rare search terms (index walk vs bitmap).
  await sql`alter table companies alter column search_name set statistics 1000`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
