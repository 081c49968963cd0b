import { sql, type Kysely } from 'kysely';

/**
 * The times of the five milestones the cycle-time and on-time reports measure (reports B and C,
 * D-432), kept on the shipment so a report over 1,000,000 milestone events reads one row per
 * shipment instead of grouping the events. The database keeps them: statement-level triggers on
 * `shipment_milestones` (insert, update, delete) re-read the changed shipments' milestones, so no
 * writer (service, demo seed, test fixture, bulk load) can leave them stale. The legs' hours, the
 * notice and delivery months (China time) and "delivered by the ETA's day" are generated columns,
 * and two covering indexes hand each report its rows in month order without touching the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table shipments
      add column notice_created_at timestamptz,
      add column domestic_picked_up_at timestamptz,
      add column shipped_at timestamptz,
      add column customs_cleared_at timestamptz,
      add column delivered_at timestamptz`.execute(db);
  await sql`
    create function shipments_refresh_milestone_times(ids integer[]) returns void language sql as $$
      update shipments s
         set notice_created_at = m.notice_created, domestic_picked_up_at = m.domestic_picked_up, shipped_at = m.shipped,
             customs_cleared_at = m.customs_cleared, delivered_at = m.delivered
        from (select x.id,
                     max(sm.at) filter (where sm.milestone = 'notice_created') as notice_created,
                     max(sm.at) filter (where sm.milestone = 'domestic_picked_up') as domestic_picked_up,
                     max(sm.at) filter (where sm.milestone = 'shipped') as shipped,
                     max(sm.at) filter (where sm.milestone = 'customs_cleared') as customs_cleared,
                     max(sm.at) filter (where sm.milestone = 'delivered') as delivered
                from unnest(ids) as x(id)
                left join shipment_milestones sm on sm.shipment_id = x.id
                  and sm.milestone in ('notice_created', 'domestic_picked_up', 'shipped', 'customs_cleared', 'delivered')
               group by x.id) m
       where s.id = m.id
         and (s.notice_created_at, s.domestic_picked_up_at, s.shipped_at, s.customs_cleared_at, s.delivered_at)
             is distinct from (m.notice_created, m.domestic_picked_up, m.shipped, m.customs_cleared, m.delivered)
    $$`.execute(db);
  await sql`
    create function shipment_milestones_after_insert() returns trigger language plpgsql as $$
    begin
      perform shipments_refresh_milestone_times(array(select distinct shipment_id from new_rows));
      return null;
    end $$`.execute(db);
  await sql`
    create function shipment_milestones_after_update() returns trigger language plpgsql as $$
    begin
      perform shipments_refresh_milestone_times(array(select shipment_id from new_rows union select shipment_id from old_rows));
      return null;
    end $$`.execute(db);
  await sql`
    create function shipment_milestones_after_delete() returns trigger language plpgsql as $$
    begin
      perform shipments_refresh_milestone_times(array(select distinct shipment_id from old_rows));
      return null;
    end $$`.execute(db);
  await sql`create trigger shipment_milestones_times_ins after insert on shipment_milestones referencing new table as new_rows for each statement execute function shipment_milestones_after_insert()`.execute(db);
  await sql`create trigger shipment_milestones_times_upd after update on shipment_milestones referencing new table as new_rows old table as old_rows for each statement execute function shipment_milestones_after_update()`.execute(db);
  await sql`create trigger shipment_milestones_times_del after delete on shipment_milestones referencing old table as old_rows for each statement execute function shipment_milestones_after_delete()`.execute(db);
  // The shipments that have milestones already.
  await sql`select shipments_refresh_milestone_times(array(select distinct shipment_id from shipment_milestones))`.execute(db);
  const hours = (from: string, to: string) => `date_part('epoch', ${to} - ${from}) / 3600`;
  const month = (at: string) => `date_trunc('month', ${at} at time zone 'Asia/Shanghai')::date`;
  await sql`
    alter table shipments
      add column pick_up_hours float8 generated always as (${sql.raw(hours('notice_created_at', 'domestic_picked_up_at'))}) stored,
      add column dispatch_hours float8 generated always as (${sql.raw(hours('domestic_picked_up_at', 'shipped_at'))}) stored,
      add column clearance_hours float8 generated always as (${sql.raw(hours('shipped_at', 'customs_cleared_at'))}) stored,
      add column delivery_hours float8 generated always as (${sql.raw(hours('coalesce(customs_cleared_at, shipped_at)', 'delivered_at'))}) stored,
      add column total_hours float8 generated always as (${sql.raw(hours('notice_created_at', 'delivered_at'))}) stored,
      add column notice_month date generated always as (${sql.raw(month('created_at'))}) stored,
      add column delivered_month date generated always as (${sql.raw(month('delivered_at'))}) stored,
      add column delivered_on_time boolean generated always as ((delivered_at at time zone 'Asia/Shanghai')::date <= (eta at time zone 'Asia/Shanghai')::date) stored`.execute(db);
  await sql`
    create index shipments_cycle_times_idx on shipments (notice_month desc, forwarder_company_id)
      include (direction, created_at, pick_up_hours, dispatch_hours, clearance_hours, delivery_hours, total_hours)
      where forwarder_company_id is not null`.execute(db);
  await sql`
    create index shipments_on_time_idx on shipments (delivered_month desc, forwarder_company_id)
      include (direction, delivered_at, eta, delivered_on_time)
      where forwarder_company_id is not null and delivered_at is not null`.execute(db);
}
