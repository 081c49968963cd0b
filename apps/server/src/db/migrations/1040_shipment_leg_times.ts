import { sql, type Kysely } from 'kysely';

/**
 * Report B's response and last-leg pick-up legs (issue 26 item 13, D-534): the times of the
 * domestic and international "forwarder notified" milestones and of the last-leg pick-up join the
 * milestone times the database keeps on the shipment (migration 0970, D-432), with two more
 * generated legs: response = domestic forwarder notified → domestic picked up, last-leg pick-up =
 * international forwarder notified → international picked up. The refresh function is replaced
 * (the triggers call it by name), the shipments with milestones are refreshed, and the cycle-time
 * index covers the new legs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table shipments
      add column domestic_notified_at timestamptz,
      add column intl_notified_at timestamptz,
      add column intl_picked_up_at timestamptz`.execute(db);
  await sql`
    create or replace function shipments_refresh_milestone_times(ids integer[]) returns void language sql as $$
      update shipments s
         set notice_created_at = m.notice_created, domestic_notified_at = m.domestic_notified, domestic_picked_up_at = m.domestic_picked_up,
             shipped_at = m.shipped, customs_cleared_at = m.customs_cleared, intl_notified_at = m.intl_notified,
             intl_picked_up_at = m.intl_picked_up, delivered_at = m.delivered
        from (select x.id,
                     max(sm.at) filter (where sm.milestone = 'notice_created') as notice_created,
                     max(sm.at) filter (where sm.milestone = 'domestic_notified') as domestic_notified,
                     max(sm.at) filter (where sm.milestone = 'domestic_picked_up') as domestic_picked_up,
                     max(sm.at) filter (where sm.milestone = 'shipped') as shipped,
                     max(sm.at) filter (where sm.milestone = 'customs_cleared') as customs_cleared,
                     max(sm.at) filter (where sm.milestone = 'intl_notified') as intl_notified,
                     max(sm.at) filter (where sm.milestone = 'intl_picked_up') as intl_picked_up,
                     max(sm.at) filter (where sm.milestone = 'delivered') as delivered
                from unnest(ids) as x(id)
                left join shipment_milestones sm on sm.shipment_id = x.id
               group by x.id) m
       where s.id = m.id
         and (s.notice_created_at, s.domestic_notified_at, s.domestic_picked_up_at, s.shipped_at, s.customs_cleared_at, s.intl_notified_at, s.intl_picked_up_at, s.delivered_at)
             is distinct from (m.notice_created, m.domestic_notified, m.domestic_picked_up, m.shipped, m.customs_cleared, m.intl_notified, m.intl_picked_up, m.delivered)
    $$`.execute(db);
  await sql`select shipments_refresh_milestone_times(array(select distinct shipment_id from shipment_milestones))`.execute(db);
  const hours = (from: string, to: string) => `date_part('epoch', ${to} - ${from}) / 3600`;
  await sql`
    alter table shipments
      add column response_hours float8 generated always as (${sql.raw(hours('domestic_notified_at', 'domestic_picked_up_at'))}) stored,
      add column last_leg_pick_up_hours float8 generated always as (${sql.raw(hours('intl_notified_at', 'intl_picked_up_at'))}) stored`.execute(db);
  await sql`drop index shipments_cycle_times_idx`.execute(db);
  await sql`
    create index shipments_cycle_times_idx on shipments (notice_month desc, forwarder_company_id)
      include (direction, created_at, response_hours, pick_up_hours, dispatch_hours, clearance_hours, last_leg_pick_up_hours, delivery_hours, total_hours)
      where forwarder_company_id is not null`.execute(db);
}

export async function down(): Promise<void> {}
