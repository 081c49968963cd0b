import { sql, type Kysely } from 'kysely';

/**
 * Forwarder evaluations (issue 17 item 6; spec 001 L7, L159 "NPD questionnaire"): questionnaire
 * templates kept by logistics staff, and evaluations of a forwarder company for a period started
 * from a template. An evaluation keeps a copy of the template's questions and version (D-410), the
 * forwarder's answers, and its scorecard frozen at closing (D-413). One evaluation per forwarder and
 * period unless cancelled (D-412). The built-in forwarder and logistics roles get the new permissions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table evaluation_templates (
      id serial primary key,
      name text not null,
      name_en text not null,
      description text,
      active boolean not null default true,
      version integer not null default 1,
      questions jsonb not null,
      created_by integer references users(id),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table forwarder_evaluations (
      id serial primary key,
      company_id integer not null references companies(id),
      template_id integer references evaluation_templates(id) on delete set null,
      template_version integer not null,
      title text not null,
      title_en text not null,
      questions jsonb not null,
      answers jsonb not null default '[]'::jsonb,
      comment text,
      remark text,
      period_from date not null,
      period_to date not null,
      due_date date not null,
      status text not null default 'open',
      return_reason text,
      close_comment text,
      questionnaire_score numeric(5,1),
      on_time_rate numeric(5,1),
      bill_accuracy numeric(5,1),
      total_score numeric(5,1),
      measures jsonb,
      initiated_by integer references users(id),
      initiated_by_name text,
      submitted_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (period_to >= period_from)
    )`.execute(db);
  await sql`create unique index forwarder_evaluations_period_uq on forwarder_evaluations (company_id, period_from, period_to) where status <> 'cancelled'`.execute(db);
  await sql`create index forwarder_evaluations_company_idx on forwarder_evaluations (company_id, updated_at desc, id)`.execute(db);
  await sql`create index forwarder_evaluations_status_idx on forwarder_evaluations (status, updated_at desc, id)`.execute(db);
  await sql`update roles set permissions = array(select distinct unnest(permissions || array['fwd.evaluation']::text[])) where code = 'forwarder' and builtin`.execute(db);
  await sql`update roles set permissions = array(select distinct unnest(permissions || array['logistics.evaluation.manage']::text[])) where code = 'logistics' and builtin`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists forwarder_evaluations`.execute(db);
  await sql`drop table if exists evaluation_templates`.execute(db);
}
