/** Shipment policy (spec 001 §4 milestones; D-302): actor x record x action, from SHIPMENT_WORKFLOW. */
import { FORWARDER_PERMISSIONS } from '@aerosupply/shared/permissions';
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import type { Actor } from '../../platform/context';
import { assertMayOnShipment, shipmentActions } from './policy';
import type { ShipmentRecord } from '@aerosupply/shared/logistics/workflow';

const forwarder = (companyId: number): Actor => ({ ...POLICY_ACTORS.supplier, userId: companyId, companyId, companyType: 'forwarder', permissions: new Set(FORWARDER_PERMISSIONS) });
const actors = {
  admin: POLICY_ACTORS.admin,
  buyer: POLICY_ACTORS.buyer,
  supplier: POLICY_ACTORS.supplier,
  fwdA: forwarder(501),
  fwdB: forwarder(502),
};

const rec = (status: ShipmentRecord['status'], over: Partial<ShipmentRecord> = {}): ShipmentRecord => ({ status, direction: 'intl_in', pickedQty: 0, forwarderCompanyId: 501, lastLegCompanyId: null, allotment: false, ...over });
const records = {
  created: rec('created', { forwarderCompanyId: null }),
  notified: rec('notified'),
  notifiedPartly: rec('notified', { pickedQty: 1 }),
  picked_up: rec('picked_up', { pickedQty: 4 }),
  shipped: rec('shipped', { pickedQty: 4 }),
  shippedDomestic: rec('shipped', { pickedQty: 4, direction: 'dom_out' }),
  cleared: rec('cleared', { pickedQty: 4 }),
  intl_notified: rec('intl_notified', { pickedQty: 4, lastLegCompanyId: 502 }),
  intl_picked_up: rec('intl_picked_up', { pickedQty: 4, lastLegCompanyId: 502 }),
  delivered: rec('delivered', { pickedQty: 4, lastLegCompanyId: 502 }),
  voided: rec('voided', { forwarderCompanyId: null }),
  allotmentCreated: rec('created', { forwarderCompanyId: null, direction: 'dom_out', allotment: true }),
  allotmentVoided: rec('voided', { forwarderCompanyId: null, direction: 'dom_out', allotment: true }),
};

describe('shipment policy', () => {
  it('allows exactly these actions (actor | record | actions)', () => {
    expect(decisionTable(actors, records, shipmentActions)).toEqual([
      'admin | created | view edit delete void assign',
      'admin | notified | view edit delete recall void assign',
      'admin | notifiedPartly | view',
      'admin | picked_up | view',
      'admin | shipped | view',
      'admin | shippedDomestic | view',
      'admin | cleared | view assignLastLeg',
      'admin | intl_notified | view',
      'admin | intl_picked_up | view',
      'admin | delivered | view',
      'admin | voided | view delete restart',
      'admin | allotmentCreated | view',
      'admin | allotmentVoided | view',
      'buyer | created | view',
      'buyer | notified | view',
      'buyer | notifiedPartly | view',
      'buyer | picked_up | view',
      'buyer | shipped | view',
      'buyer | shippedDomestic | view',
      'buyer | cleared | view',
      'buyer | intl_notified | view',
      'buyer | intl_picked_up | view',
      'buyer | delivered | view',
      'buyer | voided | view',
      'buyer | allotmentCreated | view',
      'buyer | allotmentVoided | view',
      'supplier | created | view',
      'supplier | notified | view',
      'supplier | notifiedPartly | view',
      'supplier | picked_up | view',
      'supplier | shipped | view',
      'supplier | shippedDomestic | view',
      'supplier | cleared | view',
      'supplier | intl_notified | view',
      'supplier | intl_picked_up | view',
      'supplier | delivered | view',
      'supplier | voided | view',
      'supplier | allotmentCreated | view',
      'supplier | allotmentVoided | view',
      'fwdA | created | view',
      'fwdA | notified | view pickUp',
      'fwdA | notifiedPartly | view pickUp',
      'fwdA | picked_up | view dispatch',
      'fwdA | shipped | view rollbackDispatch clear',
      'fwdA | shippedDomestic | view rollbackDispatch deliver',
      'fwdA | cleared | view deliver',
      'fwdA | intl_notified | view',
      'fwdA | intl_picked_up | view',
      'fwdA | delivered | view',
      'fwdA | voided | view',
      'fwdA | allotmentCreated | view',
      'fwdA | allotmentVoided | view',
      'fwdB | created | view',
      'fwdB | notified | view',
      'fwdB | notifiedPartly | view',
      'fwdB | picked_up | view',
      'fwdB | shipped | view',
      'fwdB | shippedDomestic | view',
      'fwdB | cleared | view',
      'fwdB | intl_notified | view pickUpLastLeg',
      'fwdB | intl_picked_up | view deliver',
      'fwdB | delivered | view',
      'fwdB | voided | view',
      'fwdB | allotmentCreated | view',
      'fwdB | allotmentVoided | view',
    ]);
  });

  it('refuses with the action’s own message', () => {
    expect(refusal(() => assertMayOnShipment(records.notifiedPartly, actors.admin, 'delete'))).toBe('409 logistics.not_deletable');
    expect(refusal(() => assertMayOnShipment(records.shipped, actors.admin, 'delete'))).toBe('409 logistics.not_deletable');
    expect(refusal(() => assertMayOnShipment(records.notified, actors.fwdB, 'pickUp'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnShipment(records.shipped, actors.fwdA, 'deliver'))).toBe('409 logistics.wrong_state');
    expect(refusal(() => assertMayOnShipment(records.shippedDomestic, actors.fwdA, 'clear'))).toBe('409 logistics.wrong_state');
    expect(refusal(() => assertMayOnShipment(records.delivered, actors.fwdB, 'deliver'))).toBe('409 logistics.wrong_state');
    expect(refusal(() => assertMayOnShipment(records.notified, actors.buyer, 'assign'))).toBe('403 auth.forbidden');
    // D-311: recall and void only before pick-up; restart only a voided notice.
    expect(refusal(() => assertMayOnShipment(records.notifiedPartly, actors.admin, 'recall'))).toBe('409 logistics.not_deletable');
    expect(refusal(() => assertMayOnShipment(records.created, actors.admin, 'recall'))).toBe('409 logistics.wrong_state');
    expect(refusal(() => assertMayOnShipment(records.picked_up, actors.admin, 'void'))).toBe('409 logistics.wrong_state');
    expect(refusal(() => assertMayOnShipment(records.created, actors.admin, 'restart'))).toBe('409 logistics.wrong_state');
    expect(refusal(() => assertMayOnShipment(records.voided, actors.fwdA, 'restart'))).toBe('403 auth.forbidden');
    // D-433: an allotment's shipment is acted on through its allotment only.
    expect(refusal(() => assertMayOnShipment(records.allotmentCreated, actors.admin, 'delete'))).toBe('409 logistics.allotment_shipment');
    expect(refusal(() => assertMayOnShipment(records.allotmentCreated, actors.admin, 'edit'))).toBe('409 logistics.allotment_shipment');
    expect(refusal(() => assertMayOnShipment(records.allotmentVoided, actors.admin, 'restart'))).toBe('409 logistics.allotment_shipment');
  });
});
