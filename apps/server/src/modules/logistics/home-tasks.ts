/**
 * The logistics module's workbench counters (issue 28 item 2, D-580): a forwarder's four work lists
 * (pick-up, dispatch, customs, delivery: the same flow lists as its screens, D-513), and the notices
 * logistics staff still have to send to a forwarder (status created).
 */
import { COUNT_CAP } from '@aerosupply/shared';
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import type { FlowList } from '@aerosupply/shared/logistics/workflow';
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { countForwarderFlow, countShipmentsIn } from './repo';

/** Each forwarder screen, the flow list it shows (as `ForwarderWorkPage`) and its counter. */
const FORWARDER_LISTS = [
  { key: 'shipmentsToPickUp', flow: 'pickup', url: 'fwd/pickup' },
  { key: 'shipmentsToDispatch', flow: 'toShip', url: 'fwd/dispatch' },
  { key: 'shipmentsToClear', flow: 'customs', url: 'fwd/customs' },
  { key: 'shipmentsToDeliver', flow: 'delivery', url: 'fwd/delivery' },
] as const satisfies readonly { key: string; flow: FlowList; url: string }[];

export const forwarderShipmentTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('fwd.logistics')) return [];
  const tasks: HomeTask[] = [];
  for (const list of FORWARDER_LISTS) {
    const n = await countForwarderFlow(db, actor.companyId, list.flow, COUNT_CAP);
    if (n > 0) tasks.push({ key: list.key, count: n, url: list.url });
  }
  return tasks;
};

export const staffShipmentTasks: HomeTaskProvider = async ({ db, actor }) => {
  if (!actor.permissions.has('logistics.shipment.manage')) return [];
  const n = await countShipmentsIn(db, 'created', COUNT_CAP);
  return n > 0 ? [{ key: 'shipmentsToNotify', count: n, url: 'logistics/shipments?status=created' }] : [];
};
