/**
 * Outside flows (issue 17 item 2; spec 001 §4 'Instruction actions': commit, roll back, recall;
 * §7 admin/pdOutside: instruct, pick-up, dispatch, customs, receive; module inventory §B.7 and
 * B.10 #20): the instruction typed by hand (editHand) or built from a shipment's cargo (edit), the
 * whole flow with roll backs, the status tabs as filters of one list, bad input, wrong states,
 * two users committing one step at once, and forwarder isolation.
 */
import type { OutsideInput } from '@aerosupply/shared/outside-flows/schemas';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { addSecondForwarder } from '../freight-bills/test-fixtures';

let t: TestApp;
let fwd: string;
let fwd2: string;
let logistics: string;
let admin: string;
let buyer: string;
let intlForwarder: number;

beforeAll(async () => {
  t = await createTestApp();
  await addSecondForwarder(t);
  [fwd, fwd2, logistics, admin, buyer] = await Promise.all([t.login('fwd_admin'), t.login('fwd2_admin'), t.login('20000004'), t.login('admin'), t.login('20000001')]);
  intlForwarder = (await t.deps.db.selectFrom('logistics_master').select('id').where('code', '=', 'EAL-INTL').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t?.close();
});

const data = (res: { json: () => unknown }) => (res.json() as { data: Record<string, unknown> }).data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const fields = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);
const now = () => new Date().toISOString();

const input = (over: Partial<OutsideInput> = {}): OutsideInput => ({
  direction: 'inbound',
  scope: 'international',
  shipper: 'Lufthansa Technik, Hamburg',
  consignee: 'MU Pudong base',
  originPort: 'fra',
  destinationPort: 'PVG',
  transportMode: 'air',
  forwarderId: intlForwarder,
  lines: [{ partNumber: '2117942-5', description: 'Fuel pump', quantity: 2, unit: 'ea', weightKg: 8.2, lengthCm: 40, widthCm: 30, heightCm: 20, dangerous: false }],
  ...over,
});

async function create(over: Partial<OutsideInput> = {}) {
  const res = await t.call('POST', '/api/outside-flows', { token: logistics, body: input(over) });
  expect(res.statusCode, res.body).toBe(200);
  return data(res);
}

describe('demo data (outside-flows demo-seed): flows in every status', () => {
  it('staff see the seeded flows in all six statuses; the tabs count them', async () => {
    const list = data(await t.call('GET', '/api/outside-flows?pageSize=50', { token: logistics }));
    expect(new Set(list.rows.map((r: { status: string }) => r.status))).toEqual(new Set(['draft', 'instructed', 'picked_up', 'dispatched', 'cleared', 'received']));
    const counts = data(await t.call('GET', '/api/outside-flows/counts', { token: logistics }));
    expect(counts).toEqual({ draft: 1, open: 4, received: 2, all: 7 });
  });
});

describe('001 §7 admin/pdOutside instruct (editHand, edit): the instruction', () => {
  it('creates a hand-typed draft with every field; ports and forwarder come from the logistics master data', async () => {
    const f = await create({ remark: '测试 test' });
    expect(f).toMatchObject({
      status: 'draft', direction: 'inbound', scope: 'international', originPort: 'FRA', destinationPort: 'PVG', transportMode: 'air',
      forwarderId: intlForwarder, forwarderName: '东航物流（国际段）', source: 'manual', totalQty: 2, lineCount: 1, remark: '测试 test',
      actions: ['view', 'edit', 'delete', 'commit'], pickup: null, dispatch: null, customs: null, receipt: null,
    });
    expect(f.number).toMatch(/^OF\d{8}-\d{6}$/);
    expect(f.lines).toEqual([{ lineNo: 1, partNumber: '2117942-5', description: 'Fuel pump', quantity: 2, unit: 'EA', weightKg: 8.2, lengthCm: 40, widthCm: 30, heightCm: 20, dangerous: false }]);
    expect(f.history.map((h: { action: string }) => h.action)).toEqual(['create']);
  });

  it("builds an instruction from a shipment notice's cargo (source cargo)", async () => {
    const s = await t.deps.db.selectFrom('shipments as s').innerJoin('shipment_cargo as c', 'c.shipment_id', 's.id').select(['s.id', 's.number']).orderBy('s.id').executeTakeFirstOrThrow();
    const cargo = await t.call('GET', `/api/outside-flows/shipment-cargo?shipmentNo=${encodeURIComponent(s.number.toLowerCase())}`, { token: logistics });
    expect(cargo.statusCode, cargo.body).toBe(200);
    const c = data(cargo);
    expect(c.shipmentId).toBe(s.id);
    expect(c.lines.length).toBeGreaterThan(0);
    const f = await create({ sourceShipmentId: c.shipmentId, lines: c.lines.map((l: Record<string, unknown>) => ({ partNumber: l.partNumber, quantity: l.quantity, unit: l.unit, dangerous: l.dangerous })) });
    expect(f).toMatchObject({ source: 'cargo', sourceShipmentId: s.id, sourceShipmentNo: s.number });
    expect(f.history[0]).toMatchObject({ action: 'create', note: s.number });
    expect((await t.call('GET', '/api/outside-flows/shipment-cargo?shipmentNo=NOPE-1', { token: logistics })).statusCode).toBe(404);
  });

  it('refuses bad input with field paths (never 500)', async () => {
    const res = await t.call('POST', '/api/outside-flows', {
      token: logistics,
      body: { ...input(), direction: 'sideways', shipper: '', transportMode: 'zeppelin', lines: [{ partNumber: '', quantity: -1, unit: 'EA', weightKg: 1.2345 }], extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(
      expect.arrayContaining(['direction:validation.invalid_enum', 'shipper:validation.required', 'transportMode:validation.invalid_enum', 'lines.0.partNumber:validation.required', 'lines.0.quantity:validation.too_small', 'lines.0.weightKg:validation.invalid', 'extra:validation.unknown_field']),
    );
    const none = await t.call('POST', '/api/outside-flows', { token: logistics, body: input({ lines: [] }) });
    expect(fields(none)).toEqual(['lines:outsideFlows.no_lines']);
  });

  it('refuses unknown ports, the same port twice, an unknown forwarder and shipment, in the user’s language', async () => {
    const res = await t.call('POST', '/api/outside-flows', { token: logistics, body: input({ originPort: 'XXX', forwarderId: 999999, sourceShipmentId: 999999 }), headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['originPort:outsideFlows.unknown_port', 'forwarderId:outsideFlows.unknown_forwarder', 'sourceShipmentId:outsideFlows.unknown_shipment']);
    expect(res.json().msg).toBe('No enabled port or airport has this code');
    const same = await t.call('POST', '/api/outside-flows', { token: logistics, body: input({ originPort: 'PVG' }), headers: { 'accept-language': 'zh-CN' } });
    expect(fields(same)).toEqual(['destinationPort:outsideFlows.same_port']);
    expect(same.json().msg).toBe('起运港与目的港不能相同');
  });

  it('edits and deletes drafts only; commit and recall (before pick-up) as data', async () => {
    const f = await create();
    const edited = await t.call('PUT', `/api/outside-flows/${f.id}`, { token: logistics, body: input({ lines: [{ partNumber: 'A-1', quantity: 3, unit: 'EA' }, { partNumber: 'B-2', quantity: 1.5, unit: 'KG', dangerous: true }] }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(data(edited)).toMatchObject({ totalQty: 4.5, lineCount: 2 });
    const committed = data(await t.call('POST', `/api/outside-flows/${f.id}/commit`, { token: logistics }));
    expect(committed).toMatchObject({ status: 'instructed', actions: ['view', 'recall'] });
    const edit = await t.call('PUT', `/api/outside-flows/${f.id}`, { token: logistics, body: input() });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().errorKey).toBe('outsideFlows.not_editable');
    expect((await t.call('DELETE', `/api/outside-flows/${f.id}`, { token: logistics })).statusCode).toBe(409);
    const recalled = data(await t.call('POST', `/api/outside-flows/${f.id}/recall`, { token: logistics, body: { reason: 'wrong consignee' } }));
    expect(recalled.status).toBe('draft');
    expect(recalled.history[0]).toMatchObject({ action: 'recall', fromStatus: 'instructed', toStatus: 'draft', note: 'wrong consignee' });
    expect((await t.call('DELETE', `/api/outside-flows/${f.id}`, { token: logistics })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/outside-flows/${f.id}`, { token: logistics })).statusCode).toBe(404);
  });
});

describe('001 §4 Instruction actions: instruct → pick-up → dispatch → customs → receive, with roll back and recall', () => {
  it('runs the international flow: the forwarder picks up, dispatches and clears; staff receive and see the difference', async () => {
    const f = await create();
    await t.call('POST', `/api/outside-flows/${f.id}/commit`, { token: logistics });
    // Staff do not take the assigned forwarder's steps.
    const staffPickup = await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: logistics, body: { pickupQty: 2, picker: 'Wang', pickedAt: now() } });
    expect(staffPickup.statusCode).toBe(403);
    expect(staffPickup.json().errorKey).toBe('outsideFlows.forwarder_step');
    const tooMuch = await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: fwd, body: { pickupQty: 3, picker: 'Wang', pickedAt: now() } });
    expect(tooMuch.statusCode).toBe(400);
    expect(fields(tooMuch)).toEqual(['pickupQty:outsideFlows.pickup_too_much']);
    const picked = data(await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: fwd, body: { pickupQty: 2, picker: 'Wang', pickedAt: now() } }));
    expect(picked).toMatchObject({ status: 'picked_up', pickup: { pickupQty: 2, picker: 'Wang' }, actions: ['view', 'rollback_pickup', 'dispatch'] });
    const dispatched = data(await t.call('POST', `/api/outside-flows/${f.id}/dispatch`, { token: fwd, body: { waybillNo: '112-12345678', carrier: 'MU', flightNo: 'MU220', etd: now() } }));
    expect(dispatched).toMatchObject({ status: 'dispatched', waybillNo: '112-12345678', dispatch: { carrier: 'MU', flightNo: 'MU220' } });
    // Receive before customs: 409.
    const early = await t.call('POST', `/api/outside-flows/${f.id}/receive`, { token: logistics, body: { receivedQty: 2, receiver: 'Liu', receivedAt: now() } });
    expect(early.statusCode).toBe(409);
    expect(early.json().errorKey).toBe('outsideFlows.customs_first');
    const cleared = data(await t.call('POST', `/api/outside-flows/${f.id}/customs`, { token: fwd, body: { declarationNo: '223320260000001', clearedAt: now(), duties: 812.4 } }));
    expect(cleared).toMatchObject({ status: 'cleared', customs: { declarationNo: '223320260000001', duties: 812.4, dutiesCurrency: 'CNY' } });
    // Roll back customs and clear again.
    expect(data(await t.call('POST', `/api/outside-flows/${f.id}/customs/rollback`, { token: fwd, body: { reason: 'wrong declaration' } }))).toMatchObject({ status: 'dispatched', customs: null });
    await t.call('POST', `/api/outside-flows/${f.id}/customs`, { token: fwd, body: { declarationNo: '223320260000002', clearedAt: now(), duties: 0 } });
    // The forwarder does not receive.
    expect((await t.call('POST', `/api/outside-flows/${f.id}/receive`, { token: fwd, body: { receivedQty: 2, receiver: 'X', receivedAt: now() } })).statusCode).toBe(403);
    const received = data(await t.call('POST', `/api/outside-flows/${f.id}/receive`, { token: logistics, body: { receivedQty: 1.5, receiver: 'Liu', receivedAt: now() } }));
    expect(received).toMatchObject({ status: 'received', receipt: { receivedQty: 1.5, difference: -0.5, receiver: 'Liu' }, actions: ['view', 'recall_receive'] });
    const recalled = data(await t.call('POST', `/api/outside-flows/${f.id}/receive/recall`, { token: logistics, body: {} }));
    expect(recalled).toMatchObject({ status: 'cleared', receipt: null });
    expect(recalled.history.map((h: { action: string }) => h.action)).toEqual(['recall_receive', 'receive', 'clear', 'rollback_customs', 'clear', 'dispatch', 'pickup', 'commit', 'create']);
  });

  it('runs a domestic flow without forwarder: staff take every step; no customs; recall receive goes back to dispatched', async () => {
    const f = await create({ scope: 'domestic', originPort: 'SHA', forwarderId: undefined });
    expect(f.forwarderId).toBeNull();
    await t.call('POST', `/api/outside-flows/${f.id}/commit`, { token: logistics });
    expect((await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: logistics, body: { pickupQty: 2, picker: 'Wang', pickedAt: now() } })).statusCode).toBe(200);
    expect(data(await t.call('POST', `/api/outside-flows/${f.id}/pickup/rollback`, { token: logistics, body: {} }))).toMatchObject({ status: 'instructed', pickup: null });
    await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: logistics, body: { pickupQty: 2, picker: 'Wang', pickedAt: now() } });
    await t.call('POST', `/api/outside-flows/${f.id}/dispatch`, { token: logistics, body: { waybillNo: 'RD-001', carrier: 'EAL trucking', etd: now() } });
    const customs = await t.call('POST', `/api/outside-flows/${f.id}/customs`, { token: logistics, body: { declarationNo: 'X', clearedAt: now(), duties: 0 } });
    expect(customs.statusCode).toBe(409);
    expect(customs.json().errorKey).toBe('outsideFlows.no_customs');
    expect(data(await t.call('POST', `/api/outside-flows/${f.id}/receive`, { token: logistics, body: { receivedQty: 2, receiver: 'Liu', receivedAt: now() } }))).toMatchObject({ status: 'received', receipt: { difference: 0 } });
    expect(data(await t.call('POST', `/api/outside-flows/${f.id}/receive/recall`, { token: logistics, body: {} }))).toMatchObject({ status: 'dispatched', actions: ['view', 'rollback_dispatch', 'receive'] });
    // The forwarder does not see a flow without a forwarder.
    expect((await t.call('GET', `/api/outside-flows/${f.id}`, { token: fwd })).statusCode).toBe(404);
  });

  it('with OUTSIDE_DIFFERENCE_NOTE a receipt that differs from the instruction needs a note (D-407)', async () => {
    const f = await create({ scope: 'domestic', originPort: 'SHA', forwarderId: undefined });
    await t.call('POST', `/api/outside-flows/${f.id}/commit`, { token: logistics });
    await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: logistics, body: { pickupQty: 2, picker: 'Wang', pickedAt: now() } });
    await t.call('POST', `/api/outside-flows/${f.id}/dispatch`, { token: logistics, body: { waybillNo: 'RD-002', carrier: 'EAL trucking', etd: now() } });
    const config = t.deps.config as { outsideDifferenceNote: boolean };
    config.outsideDifferenceNote = true;
    try {
      const short = await t.call('POST', `/api/outside-flows/${f.id}/receive`, { token: logistics, body: { receivedQty: 1, receiver: 'Liu', receivedAt: now() } });
      expect(short.statusCode).toBe(400);
      expect(fields(short)).toEqual(['note:outsideFlows.difference_note']);
      const noted = await t.call('POST', `/api/outside-flows/${f.id}/receive`, { token: logistics, body: { receivedQty: 1, receiver: 'Liu', receivedAt: now(), note: 'one box damaged' } });
      expect(data(noted)).toMatchObject({ status: 'received', receipt: { difference: -1 } });
      expect(data(noted).history[0]).toMatchObject({ action: 'receive', note: 'one box damaged' });
    } finally {
      config.outsideDifferenceNote = false;
    }
  });

  it('refuses a step in the wrong state with 409 and bad step input with field paths', async () => {
    const f = await create();
    const res = await t.call('POST', `/api/outside-flows/${f.id}/dispatch`, { token: admin, body: { waybillNo: '112-1', carrier: 'MU', etd: now() } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorKey).toBe('outsideFlows.wrong_state');
    const bad = await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: fwd, body: { pickupQty: 'two', picker: '', pickedAt: 'yesterday' } });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(expect.arrayContaining(['pickupQty:validation.invalid_type', 'picker:validation.required', 'pickedAt:validation.date']));
    const badReceive = await t.call('POST', `/api/outside-flows/${f.id}/receive`, { token: logistics, body: { receivedQty: -1, receiver: 'x', receivedAt: now(), duties: 1 } });
    expect(fields(badReceive)).toEqual(expect.arrayContaining(['receivedQty:validation.not_negative', 'duties:validation.unknown_field']));
  });

  it('two people committing the same step at once: one wins, the other gets 409', async () => {
    const f = await create();
    await t.call('POST', `/api/outside-flows/${f.id}/commit`, { token: logistics });
    const body = { pickupQty: 2, picker: 'Wang', pickedAt: now() };
    const results = await Promise.all([t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: fwd, body }), t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: fwd, body: { ...body, picker: 'Zhou' } })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().errorKey).toBe('outsideFlows.wrong_state');
    const events = await t.deps.db.selectFrom('timeline_entries').select('id').where('subject_type', '=', 'outside_flow').where('subject_id', '=', f.id).where('action', '=', 'pickup').execute();
    expect(events).toHaveLength(1);
    const commits = await Promise.all([t.call('POST', `/api/outside-flows/${(await create()).id}/commit`, { token: logistics })]);
    expect(commits[0]!.statusCode).toBe(200);
  });
});

describe('Forwarders see their own outside flows only (404 otherwise)', () => {
  it("another forwarder gets 404; the assigned forwarder reaches it; drafts stay staff's", async () => {
    const f = await create();
    expect((await t.call('GET', `/api/outside-flows/${f.id}`, { token: fwd })).statusCode).toBe(404);
    await t.call('POST', `/api/outside-flows/${f.id}/commit`, { token: logistics });
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', `/api/outside-flows/${f.id}`, { token }), ownerAccount: 'fwd_admin', otherAccount: 'fwd2_admin', staffAccount: '20000004' });
    const steal = await t.call('POST', `/api/outside-flows/${f.id}/pickup`, { token: fwd2, body: { pickupQty: 1, picker: 'X', pickedAt: now() } });
    expect(steal.statusCode).toBe(404);
    const list2 = data(await t.call('GET', '/api/outside-flows', { token: fwd2 }));
    expect(list2.total).toBe(0);
    const own = data(await t.call('GET', '/api/outside-flows?pageSize=100', { token: fwd }));
    expect(own.rows.every((r: { status: string; forwarderId: number | null }) => r.status !== 'draft' && r.forwarderId !== null)).toBe(true);
    expect(data(await t.call('GET', '/api/outside-flows/counts', { token: fwd2 }))).toEqual({ draft: 0, open: 0, received: 0, all: 0 });
  });

  it('answers 403 without the permission (a buyer; a forwarder creating an instruction)', async () => {
    expect((await t.call('GET', '/api/outside-flows', { token: buyer })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/outside-flows', { token: fwd, body: input() })).statusCode).toBe(403);
  });
});

describe('The catalogue tabs index1-index4: filters of one list, search, sorting, Excel export', () => {
  it('filters by tab, keyword (number, P/N, waybill), direction and scope; sorts; exports the same rows', async () => {
    const f = await create({ lines: [{ partNumber: 'UNIQUE-PN-77', quantity: 1, unit: 'EA' }] });
    const byPn = data(await t.call('GET', '/api/outside-flows?keyword=unique-pn', { token: logistics }));
    expect(byPn.rows.map((r: { id: number }) => r.id)).toEqual([f.id]);
    const drafts = data(await t.call('GET', '/api/outside-flows?tab=draft&pageSize=100', { token: logistics }));
    expect(drafts.rows.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    const open = data(await t.call('GET', '/api/outside-flows?tab=open&scope=domestic', { token: logistics }));
    expect(open.rows.every((r: { status: string; scope: string }) => ['instructed', 'picked_up', 'dispatched', 'cleared'].includes(r.status) && r.scope === 'domestic')).toBe(true);
    const sorted = data(await t.call('GET', '/api/outside-flows?sort=number&order=asc&pageSize=100', { token: logistics }));
    const numbers = sorted.rows.map((r: { number: string }) => r.number);
    expect(numbers).toEqual([...numbers].sort());
    expect((await t.call('GET', '/api/outside-flows?tab=index9', { token: logistics })).statusCode).toBe(400);
    const xlsx = await t.app.inject({ method: 'GET', url: '/api/outside-flows/export?keyword=UNIQUE-PN', headers: { authorization: `Bearer ${logistics}`, 'accept-language': 'en' } });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Instruction number');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(f.number);
    expect(sheet.getRow(2).getCell(2).value).toBe('Draft');
  });

  it('gives the form its ports and forwarders from the logistics master data', async () => {
    const o = data(await t.call('GET', '/api/outside-flows/options', { token: logistics }));
    expect(o.ports.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['PVG', 'FRA']));
    expect(o.forwarders.map((p: { code: string }) => p.code)).toEqual(expect.arrayContaining(['EAL-DOM', 'EAL-INTL']));
  });
});
