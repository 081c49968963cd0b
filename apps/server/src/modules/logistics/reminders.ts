/**
 * Reminder mails for shipments stuck at a milestone (issue 16 item 5; 001 §7 "remind email";
 * D-313). A shipment is overdue when its status has not moved for `SHIPMENT_REMINDER_HOURS`; it
 * gets one reminder per status reached: to the forwarder company whose step is next (first leg,
 * or last leg from its assignment on) and to the notice's creator, or to the creator alone while
 * no forwarder is assigned. Sent through notifications' `notify` (mail and notification centre)
 * inside the transaction that marks the shipment reminded, so a retry never mails twice.
 */
import type { ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import type { AppDeps } from '../../platform/context';
import type { ModuleJob } from '../../platform/modules/manifest';
import { formatDate } from '@aerosupply/shared/utils';
import { notify } from '../notifications';
import * as repo from './reminder-repo';

export const SHIPMENT_REMINDER_QUEUE = 'logistics.reminders';
const JOB_ID = 'logistics-reminders';
const HOUR_MS = 3_600_000;

const cutoff = (deps: AppDeps) => new Date(deps.now().getTime() - deps.config.shipmentReminderHours * HOUR_MS);

/** Mails every overdue shipment once; answers how many shipments were reminded. */
export async function runReminders(deps: AppDeps): Promise<number> {
  if (deps.config.shipmentReminderHours <= 0) return 0;
  const before = cutoff(deps);
  let reminded = 0;
  for (const { id } of await repo.dueReminders(deps.db, before)) {
    await deps.db.transaction().execute(async (trx) => {
      const s = await repo.lockForReminder(trx, id);
      if (!s || s.status === 'delivered' || s.status === 'voided' || s.reminded_status === s.status || new Date(s.updated_at) >= before) return;
      const status = s.status as ShipmentStatus;
      const companyId = status === 'intl_notified' || status === 'intl_picked_up' ? s.last_leg_company_id : status === 'created' ? null : s.forwarder_company_id;
      const forwarderUsers = companyId === null ? [] : await repo.forwarderWorkers(trx, companyId);
      const creator = await repo.enabledUser(trx, s.created_by);
      const params = {
        number: s.number,
        packingList: s.packing_list_no ?? '-',
        route: `${s.origin_port} → ${s.destination_port}`,
        milestone: { phrase: `logistics.status.${status as Exclude<ShipmentStatus, 'delivered' | 'voided'>}` as const },
        since: formatDate(new Date(s.updated_at), true, deps.config.companyTimeZone),
        hours: deps.config.shipmentReminderHours,
      };
      if (forwarderUsers.length) await notify(deps, trx, 'logistics.shipment_overdue', forwarderUsers, params, { link: `/fwd/shipments/${s.id}` });
      if (creator) await notify(deps, trx, 'logistics.shipment_overdue', [creator.id], params, { link: `/logistics/shipments/${s.id}` });
      await repo.markReminded(trx, s.id, s.status, deps.now());
      reminded++;
    });
  }
  return reminded;
}

/** Per-minute scheduler: queues one run when a shipment is overdue (the run is idempotent). */
export async function tickReminders(deps: AppDeps): Promise<boolean> {
  if (deps.config.shipmentReminderHours <= 0) return false;
  if ((await repo.dueReminders(deps.db, cutoff(deps), 1)).length === 0) return false;
  await deps.jobs.enqueueOnce(SHIPMENT_REMINDER_QUEUE, { id: JOB_ID }, { maxAttempts: 3 });
  return true;
}

export const shipmentReminderJob: ModuleJob = {
  queue: SHIPMENT_REMINDER_QUEUE,
  run: async (deps) => {
    await runReminders(deps);
  },
  tick: tickReminders,
};
