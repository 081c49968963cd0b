/**
 * Inter-base allotment (issue 17 item 1; spec 001 §4 'Instruction actions: commit, roll back,
 * recall, reject, void, dispatch reject, restart transport; delivery commit and recall; allot item
 * commit and recall'; §7 admin/allot; module inventory §B.7): the demand of a base, the
 * instruction, pick-up, dispatch and receipt on the state table of D-391, the shipment they drive
 * (D-392), bad input, wrong states, two staff at once, and other companies kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
let base: string;
let logistics: string;
let supplier: string;
let forwarder: string;
let auditor: string;

beforeAll(async () => {
  t = await createTestApp();
  [base, logistics, supplier, forwarder, auditor] = await Promise.all([t.login('20000001'), t.login('20000004'), t.login('supa_admin'), t.login('fwd_admin'), t.login('20000002')]);
});
afterAll(async () => {
  await t?.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const data = (res: { json: () => unknown }) => (res.json() as { data: Json }).data;
const fields = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

const demand = (over: Json = {}) => ({
  fromBase: 'PVG',
  toBase: 'PEK',
  requiredDate: '2026-12-01',
  priority: 'aog',
  reason: 'B-6543 AOG',
  lines: [
    { partNumber: '2-1588-3', description: 'Main wheel', quantity: 2, unit: 'EA' },
    { partNumber: 'ms28775-228', quantity: 10 },
  ],
  ...over,
});

async function create(over: Json = {}): Promise<Json> {
  const res = await t.call('POST', '/api/allotments', { token: base, body: demand(over) });
  expect(res.statusCode, res.body).toBe(200);
  return data(res);
}
const post = (id: number, path: string, token: string, body: Json = {}) => t.call('POST', `/api/allotments/${id}/${path}`, { token, body });
async function ok(id: number, path: string, token: string, body: Json = {}): Promise<Json> {
  const res = await post(id, path, token, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return data(res);
}

describe('seed §B.7 /pdInternalAllot/demand: a base saves, commits and deletes its demand', () => {
  it('creates a draft with its lines; only the base may edit, commit or delete it', async () => {
    const a = await create();
    expect(a).toMatchObject({ status: 'draft', fromBase: 'PVG', toBase: 'PEK', priority: 'aog', requiredDate: '2026-12-01', lineCount: 2, totalQty: 12, partNumbers: ['2-1588-3', 'MS28775-228'], actions: ['view', 'edit', 'delete', 'commit'], shipmentNumber: null });
    expect(a.number).toMatch(/^AL\d{8}-\d{5}$/);
    expect(a.lines.map((l: Json) => [l.partNumber, l.quantity, l.unit])).toEqual([['2-1588-3', 2, 'EA'], ['MS28775-228', 10, 'EA']]);
    const saved = await t.call('PUT', `/api/allotments/${a.id}`, { token: base, body: demand({ priority: 'urgent', lines: [{ partNumber: 'BACB30LH3-4', quantity: 50, unit: 'EA' }] }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data(saved)).toMatchObject({ priority: 'urgent', totalQty: 50 });
    const del = await t.call('DELETE', `/api/allotments/${a.id}`, { token: base });
    expect(del.statusCode).toBe(200);
    expect((await t.call('GET', `/api/allotments/${a.id}`, { token: base })).statusCode).toBe(404);
  });

  it('refuses bad input with the field paths (400, never 500)', async () => {
    const res = await t.call('POST', '/api/allotments', {
      token: base,
      body: { ...demand({ fromBase: 'MARS', requiredDate: '2026-02-30x', priority: 'whenever', reason: '' }), lines: [{ partNumber: '', quantity: -1, unit: 'BARREL' }], extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(
      expect.arrayContaining(['fromBase:validation.invalid_enum', 'requiredDate:validation.date', 'priority:validation.invalid_enum', 'reason:validation.required', 'lines.0.partNumber:validation.required', 'lines.0.quantity:validation.too_small', 'lines.0.unit:validation.invalid_enum', 'extra:validation.unknown_field']),
    );
    const same = await t.call('POST', '/api/allotments', { token: base, body: demand({ toBase: 'PVG' }), headers: { 'accept-language': 'en' } });
    expect(same.statusCode).toBe(400);
    expect(fields(same)).toEqual(['toBase:allotment.same_base']);
    const empty = await t.call('POST', '/api/allotments', { token: base, body: demand({ lines: [] }) });
    expect(fields(empty)).toEqual(['lines:allotment.lines_required']);
    const q = await t.call('GET', '/api/allotments?stage=nowhere&sort=x&page=0', { token: base });
    expect(q.statusCode).toBe(400);
    expect(fields(q)).toEqual(expect.arrayContaining(['stage:validation.invalid_enum', 'sort:validation.invalid_enum']));
  });
});

describe('seed §B.7 instruct → pickUp → dispatch → deliver, 001 §4 actions, driving the shipment (D-392)', () => {
  it('walks the whole flow; every step is on the timeline and on the shipment milestones', async () => {
    const a = await create();
    await ok(a.id, 'commit', base);
    const instructed = await ok(a.id, 'instruct', logistics, { note: '上海基地有库存' });
    expect(instructed).toMatchObject({ status: 'instructed', actions: ['view', 'rollback', 'void', 'pickUp', 'rejectPickUp'] });
    expect(instructed.shipmentNumber).toMatch(/^TN\d{8}-\d{5}$/);
    expect(instructed.milestones.map((m: Json) => m.milestone)).toEqual(['notice_created']);

    // the shipment query finds the allotment by its number
    const ship = await t.call('GET', `/api/logistics/shipments?number=${a.number}`, { token: logistics });
    expect(ship.statusCode, ship.body).toBe(200);
    expect(data(ship).rows.map((r: Json) => r.number)).toEqual([instructed.shipmentNumber]);
    // D-433: the shipment screens offer nothing on an allotment's shipment; the server refuses
    const shipment = data(await t.call('GET', `/api/logistics/shipments/${instructed.shipmentId}`, { token: logistics }));
    expect(shipment.actions).toEqual(['view']);
    const del = await t.call('DELETE', `/api/logistics/shipments/${instructed.shipmentId}`, { token: logistics });
    expect(del.statusCode, del.body).toBe(409);
    expect(del.json()).toMatchObject({ errorKey: 'logistics.allotment_shipment' });
    const voided = await t.call('POST', `/api/logistics/shipments/${instructed.shipmentId}/void`, { token: logistics, body: { reason: 'x' } });
    expect(voided.statusCode, voided.body).toBe(409);

    const picked = await ok(a.id, 'pick-up', logistics, { picker: '王强' });
    expect(picked).toMatchObject({ status: 'picked_up', picker: '王强' });
    expect(picked.lines.map((l: Json) => l.pickedQty)).toEqual([2, 10]);
    const shipped = await ok(a.id, 'dispatch', logistics, { waybill: 'sf1234567', carrier: '顺丰', etd: '2026-11-30' });
    expect(shipped).toMatchObject({ status: 'in_transit', waybill: 'SF1234567', carrier: '顺丰', etd: '2026-11-30', transportType: 'land' });
    const transit = await ok(a.id, 'transit', logistics, { base: 'XIY' });
    expect(transit).toMatchObject({ status: 'in_transit', transitBase: 'XIY' });
    // the receiving base books the receipt; a difference needs a note
    const lines = shipped.lines.map((l: Json) => ({ lineId: l.id, receivedQty: l.quantity }));
    const short = [{ ...lines[0], receivedQty: 1 }, lines[1]];
    const noNote = await post(a.id, 'receive', base, { lines: short });
    expect(noNote.statusCode).toBe(400);
    expect(fields(noNote)).toEqual(['note:allotment.difference_note']);
    const over = await post(a.id, 'receive', base, { lines: [{ ...lines[0], receivedQty: 3 }, lines[1]] });
    expect(fields(over)).toEqual(['lines.0.receivedQty:allotment.over_received']);
    const received = await ok(a.id, 'receive', base, { lines: short, note: '一件破损' });
    expect(received.status).toBe('received');
    expect(received.lines.map((l: Json) => [l.receivedQty, l.difference])).toEqual([[1, 1], [10, 0]]);
    expect(received.milestones.map((m: Json) => m.milestone)).toEqual(['notice_created', 'domestic_picked_up', 'shipped', 'delivered']);
    expect(received.history.map((h: Json) => h.action)).toEqual(['receive', 'transit', 'dispatch', 'pickUp', 'instruct', 'commit', 'create']);
    expect(received.history[0]).toMatchObject({ fromStatus: 'in_transit', toStatus: 'received', note: '一件破损', actorName: '王磊 Wang Lei' });

    const detail = data(await t.call('GET', `/api/logistics/shipments/${received.shipmentId}`, { token: logistics }));
    expect(detail).toMatchObject({ status: 'delivered', direction: 'dom_out', originPort: 'PVG', destinationPort: 'PEK' });

    // delivery recall: back in transit, the delivered milestone removed
    const recalled = await ok(a.id, 'recall-receive', logistics, { note: '数量录错' });
    expect(recalled.status).toBe('in_transit');
    expect(recalled.lines.map((l: Json) => l.receivedQty)).toEqual([null, null]);
    expect(recalled.milestones.map((m: Json) => m.milestone)).toEqual(['notice_created', 'domestic_picked_up', 'shipped']);
  });

  it('roll back, void and restart: the shipment is voided and later restarted, not duplicated', async () => {
    const a = await create();
    await ok(a.id, 'commit', base);
    const first = await ok(a.id, 'instruct', logistics);
    const back = await ok(a.id, 'rollback', logistics, { note: '改从广州调拨' });
    expect(back.status).toBe('submitted');
    expect(data(await t.call('GET', `/api/logistics/shipments/${first.shipmentId}`, { token: logistics })).status).toBe('voided');
    const again = await ok(a.id, 'instruct', logistics);
    expect(again.shipmentId).toBe(first.shipmentId);
    expect(data(await t.call('GET', `/api/logistics/shipments/${first.shipmentId}`, { token: logistics })).status).toBe('created');
    const voided = await ok(a.id, 'void', logistics, { note: '需求取消' });
    expect(voided).toMatchObject({ status: 'voided', actions: ['view', 'restart'], lastNote: '需求取消' });
    expect((await ok(a.id, 'restart', logistics)).status).toBe('submitted');
  });

  it('reject, pick-up recall and reject, dispatch reject and recall need a reason; rejected demands are edited and committed again', async () => {
    const a = await create();
    await ok(a.id, 'commit', base);
    const noReason = await post(a.id, 'reject', logistics, {});
    expect(noReason.statusCode).toBe(400);
    expect(fields(noReason)).toEqual(['note:allotment.reason_required']);
    expect((await ok(a.id, 'reject', logistics, { note: '无库存' })).status).toBe('rejected');
    expect((await t.call('PUT', `/api/allotments/${a.id}`, { token: base, body: demand({ fromBase: 'CAN' }) })).statusCode).toBe(200);
    await ok(a.id, 'commit', base);
    await ok(a.id, 'instruct', logistics);
    await ok(a.id, 'pick-up', logistics, { picker: 'A' });
    const unpicked = await ok(a.id, 'recall-pick-up', logistics, { note: '提错件' });
    expect(unpicked).toMatchObject({ status: 'instructed', picker: null });
    expect(unpicked.lines.map((l: Json) => l.pickedQty)).toEqual([0, 0]);
    await ok(a.id, 'pick-up', logistics, { picker: 'B' });
    expect((await ok(a.id, 'dispatch-reject', logistics, { note: '包装不合格' })).status).toBe('instructed');
    await ok(a.id, 'pick-up', logistics, { picker: 'C' });
    await ok(a.id, 'dispatch', logistics, { waybill: 'W1', carrier: 'SF', etd: '2026-11-30' });
    const recalled = await ok(a.id, 'recall', logistics, { note: '航班取消' });
    expect(recalled).toMatchObject({ status: 'picked_up', waybill: null });
    expect(recalled.milestones.map((m: Json) => m.milestone)).toEqual(['notice_created', 'domestic_picked_up']);
    const b = await create();
    await ok(b.id, 'commit', base);
    await ok(b.id, 'instruct', logistics);
    expect((await ok(b.id, 'reject-pick-up', logistics, { note: '调出基地无法提供' })).status).toBe('rejected');
  });

  it('answers 409 for an action the status does not allow, 403 for the wrong role', async () => {
    const a = await create();
    const early = await post(a.id, 'instruct', logistics);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBeDefined();
    await ok(a.id, 'commit', base);
    expect((await t.call('PUT', `/api/allotments/${a.id}`, { token: base, body: demand() })).statusCode).toBe(409);
    expect((await t.call('DELETE', `/api/allotments/${a.id}`, { token: base })).statusCode).toBe(409);
    expect((await post(a.id, 'instruct', base)).statusCode).toBe(403);
    expect((await post(a.id, 'dispatch', logistics, { waybill: 'W', carrier: 'C', etd: '2026-11-30' })).statusCode).toBe(409);
    const badDispatch = await post(a.id, 'dispatch', logistics, { waybill: 'bad waybill!', carrier: '', etd: 'soon' });
    expect(badDispatch.statusCode).toBe(400);
    expect(fields(badDispatch)).toEqual(expect.arrayContaining(['waybill:validation.invalid', 'carrier:validation.required', 'etd:validation.date']));
  });

  it('two staff committing the same instruction at once: one wins, the other gets 409; one shipment', async () => {
    const a = await create();
    await ok(a.id, 'commit', base);
    const other = await t.login('admin');
    const results = await Promise.all([post(a.id, 'instruct', logistics), post(a.id, 'instruct', other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d = data(await t.call('GET', `/api/allotments/${a.id}`, { token: logistics }));
    expect(d.history.filter((h: Json) => h.action === 'instruct')).toHaveLength(1);
    const ships = data(await t.call('GET', `/api/logistics/shipments?number=${a.number}`, { token: logistics }));
    expect(ships.rows).toHaveLength(1);
  });
});

describe('seed §B.7 lists: stage screens, search, filters, sorting, pagination, Excel; demo data', () => {
  it('shows each screen its statuses, finds by number and part number, sorts and pages', async () => {
    const stage = async (s: string, extra = '') => data(await t.call('GET', `/api/allotments?stage=${s}&pageSize=100${extra}`, { token: logistics }));
    const all = await stage('demand');
    // demo data (demo-seed): one allotment in every status
    expect(new Set(all.rows.map((r: Json) => r.status))).toEqual(new Set(['draft', 'submitted', 'rejected', 'instructed', 'picked_up', 'in_transit', 'received', 'voided']));
    expect((await stage('pickUp')).rows.every((r: Json) => ['instructed', 'picked_up'].includes(r.status))).toBe(true);
    expect((await stage('deliver')).rows.every((r: Json) => ['in_transit', 'received'].includes(r.status))).toBe(true);
    const byPart = await stage('demand', '&q=2-1577');
    expect(byPart.rows.map((r: Json) => r.partNumbers)).toEqual([['2-1577-1']]);
    const aog = await stage('demand', '&priority=aog&fromBase=PEK');
    expect(aog.rows.every((r: Json) => r.priority === 'aog' && r.fromBase === 'PEK')).toBe(true);
    const sorted = await stage('demand', '&sort=number&order=asc');
    const numbers = sorted.rows.map((r: Json) => r.number);
    expect(numbers).toEqual([...numbers].sort());
    const page2 = data(await t.call('GET', '/api/allotments?stage=demand&pageSize=2&page=2&sort=number&order=asc', { token: logistics }));
    expect(page2.rows.map((r: Json) => r.number)).toEqual(numbers.slice(2, 4));
    expect(page2.total).toBe(all.total);
  });

  it('counts what each screen holds, the same as its list (issue 26 item 13, D-535)', async () => {
    const counts = data(await t.call('GET', '/api/allotments/counts', { token: logistics }));
    for (const s of ['demand', 'instruct', 'pickUp', 'dispatch', 'deliver']) {
      expect(counts[s], s).toBe(data(await t.call('GET', `/api/allotments?stage=${s}&pageSize=1`, { token: logistics })).total);
    }
    const before = counts.demand;
    await create();
    expect(data(await t.call('GET', '/api/allotments/counts', { token: logistics })).demand).toBe(before + 1);
    for (const token of [supplier, forwarder, auditor]) expect((await t.call('GET', '/api/allotments/counts', { token })).statusCode).toBe(403);
  });

  it('exports the filtered list to Excel', async () => {
    const res = await t.call('GET', '/api/allotments/export?stage=instruct', { token: logistics, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('seed §B.7 roles: allotments are the company’s own', () => {
  it('suppliers and forwarders get 403; staff without the permission 403; an unknown id 404', async () => {
    for (const token of [supplier, forwarder, auditor]) {
      expect((await t.call('GET', '/api/allotments', { token })).statusCode).toBe(403);
      expect((await t.call('GET', '/api/allotments/1', { token })).statusCode).toBe(403);
      expect((await t.call('POST', '/api/allotments', { token, body: demand() })).statusCode).toBe(403);
    }
    expect((await t.call('GET', '/api/allotments/999999', { token: logistics })).statusCode).toBe(404);
    // a forwarder does not see the allotment's shipment (no forwarder assigned)
    const a = await create();
    await ok(a.id, 'commit', base);
    const i = await ok(a.id, 'instruct', logistics);
    expect((await t.call('GET', `/api/logistics/shipments/${i.shipmentId}`, { token: forwarder })).statusCode).toBe(404);
  });
});
