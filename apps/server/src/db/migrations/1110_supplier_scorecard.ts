import { sql, type Kysely } from 'kysely';

/**
 * Supplier performance scorecard (issue 31, D-630..D-639): criteria as data (each saved set of
 * criteria is a new version; a score names the version it was computed with), scores per supplier
 * and month or quarter with their criteria's numerators and denominators, the run of each period
 * (closed once, which sends the notice once), and the permission for the built-in buyer and
 * auditor roles of existing installations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table scorecard_criteria_sets (
      id serial primary key,
      grade_a numeric(5,1) not null,
      grade_b numeric(5,1) not null,
      grade_c numeric(5,1) not null,
      created_by integer,
      created_by_name text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table scorecard_criteria (
      set_id integer not null references scorecard_criteria_sets(id) on delete cascade,
      position integer not null,
      formula text not null,
      weight integer not null check (weight between 0 and 100),
      grade_a numeric(5,1) not null,
      grade_b numeric(5,1) not null,
      grade_c numeric(5,1) not null,
      param numeric(10,2),
      primary key (set_id, formula)
    )`.execute(db);
  await sql`
    create table supplier_scores (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      period_kind text not null check (period_kind in ('month', 'quarter')),
      period text not null,
      set_id integer not null references scorecard_criteria_sets(id),
      total numeric(5,1),
      grade text,
      delivery numeric(5,1),
      quality numeric(5,1),
      cost numeric(5,1),
      service numeric(5,1),
      computed_at timestamptz not null,
      unique (company_id, period_kind, period)
    )`.execute(db);
  await sql`create index supplier_scores_ranking on supplier_scores (period_kind, period, total desc nulls last, company_id)`.execute(db);
  await sql`
    create table supplier_score_criteria (
      score_id integer not null references supplier_scores(id) on delete cascade,
      formula text not null,
      weight integer not null,
      numerator numeric(14,3) not null,
      denominator numeric(14,3) not null,
      value numeric(14,4),
      score numeric(5,1),
      grade text,
      primary key (score_id, formula)
    )`.execute(db);
  await sql`
    create table scorecard_runs (
      period_kind text not null,
      period text not null,
      set_id integer not null,
      suppliers integer not null,
      computed_at timestamptz not null,
      computed_by_name text,
      closed_at timestamptz,
      primary key (period_kind, period)
    )`.execute(db);

  const defaults: [string, number, number, number, number, number | null][] = [
    ['delivery.on_time_confirmed', 15, 95, 85, 70, null],
    ['delivery.on_time_original', 10, 90, 75, 60, null],
    ['delivery.days_late', 5, 90, 75, 60, 30],
    ['delivery.ack_in_days', 10, 90, 75, 60, 3],
    ['quality.warranty_returns', 15, 95, 90, 80, null],
    ['quality.lapsed_qualifications', 10, 90, 75, 60, 50],
    ['cost.award_within_budget', 8, 90, 75, 60, null],
    ['cost.award_lowest_offer', 7, 80, 60, 40, null],
    ['cost.price_changes', 5, 90, 75, 60, 1],
    ['service.rfx_answered', 10, 90, 75, 60, null],
    ['service.change_requests', 5, 90, 75, 60, 1],
  ];
  await sql`insert into scorecard_criteria_sets (id, grade_a, grade_b, grade_c, created_by_name) values (1, 90, 75, 60, null)`.execute(db);
  await sql`select setval('scorecard_criteria_sets_id_seq', 1)`.execute(db);
  for (const [i, [formula, weight, a, b, c, param]] of defaults.entries()) {
    await sql`insert into scorecard_criteria (set_id, position, formula, weight, grade_a, grade_b, grade_c, param) values (1, ${i}, ${formula}, ${weight}, ${a}, ${b}, ${c}, ${param})`.execute(db);
  }
  await sql`
    update roles set permissions = array_append(permissions, 'supplier.scorecard.manage')
     where builtin and code in ('buyer', 'auditor') and not ('supplier.scorecard.manage' = any(permissions))`.execute(db);
}
