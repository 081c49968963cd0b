/**
 * The shipment a supplier's despatch became, as the supplier follows it (issue 26 item 8, D-531):
 * status, ports, dates and the milestones reached, with the supplier's own cargo lines only. A
 * shipment without cargo of this supplier answers 404, as another company's record does.
 */
import type { SupplierShipmentView } from '@aerosupply/shared/logistics/despatch';
import type { Direction, Milestone, ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import type { Actor, AppDeps } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { supplierCargo, supplierShipment } from './despatch-repo';
import { listMilestones } from './repo';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function shipmentOfSupplier(deps: AppDeps, actor: Actor, id: number): Promise<SupplierShipmentView> {
  const s = await supplierShipment(deps.db, actor.companyId, id);
  if (!s) throw notFound();
  const [cargo, milestones] = await Promise.all([supplierCargo(deps.db, actor.companyId, id), listMilestones(deps.db, id)]);
  return {
    id: s.id,
    number: s.number,
    status: s.status as ShipmentStatus,
    direction: s.direction as Direction,
    transportType: s.transport_type as 'air' | 'land',
    originPort: s.origin_port,
    destinationPort: s.destination_port,
    etd: iso(s.etd),
    eta: iso(s.eta),
    atd: iso(s.atd),
    ata: iso(s.ata),
    cargo: cargo.map((c) => ({
      lineNo: c.line_no,
      despatchNumber: c.despatch_number,
      orderNo: c.order_no,
      itemNo: c.item_no,
      partNumber: c.part_number,
      description: c.description,
      quantity: Number(c.quantity),
      pickedQty: Number(c.picked_qty),
      unit: c.unit,
      boxNo: c.box_no,
    })),
    milestones: milestones.map((m) => ({ milestone: m.milestone as Milestone, seq: m.seq, at: iso(m.at)! })),
  };
}
