/**
 * Shipment notices and forwarder work API (issue 16; spec 001 §3 'Shipment and logistics', §4
 * milestones, §5 'Shipments', §8 shipment messages in both languages). Seed sections: logistics
 * demo (master data: agents EALOUT/EALIN, forwarders EAL-DOM and EAL-INTL of the demo forwarder
 * company; demo shipments), orders demo (supplier A's acknowledged order 4500010003, line QA06753
 * x 24), demo accounts (20000004 logistics, 20000001 buyer, fwd_admin forwarder, supa_admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ok } from '../supplier-review/test-fixtures';

interface Cargo { id: number; quantity: number; pickedQty: number; pendingQty: number; orderNo: string | null; partNumber: string }
interface Detail { id: number; number: string; status: string; actions: string[]; chargeableWeight: number; cargo: Cargo[]; milestones: { milestone: string; seq: number; actor: string }[]; podPhotos: unknown[]; awb: string | null }
interface Page { rows: { id: number; number: string; status: string }[]; nextCursor: string | null }
interface OpenLine { orderItemId: number; orderNo: string; partNumber: string; openQty: number }

let t: TestApp;
let logi: string;
let buyer: string;
let fwd: string;
let supA: string;
let agentOut: number;
let fwdDom: number;
let fwdIntl: number;

beforeAll(async () => {
  t = await createTestApp();
  [logi, buyer, fwd, supA] = await Promise.all([t.login('20000004'), t.login('20000001'), t.login('fwd_admin'), t.login('supa_admin')]);
  const master = await t.deps.db.selectFrom('logistics_master').select(['id', 'code']).where('code', 'in', ['EALOUT', 'EAL-DOM', 'EAL-INTL']).execute();
  const by = (c: string) => master.find((m) => m.code === c)!.id;
  agentOut = by('EALOUT');
  fwdDom = by('EAL-DOM');
  fwdIntl = by('EAL-INTL');
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, token = logi, lang = 'en') => t.call(method, url, { token, body, headers: { 'accept-language': lang } });

const notice = (over: Record<string, unknown> = {}) => ({
  direction: 'intl_in',
  transportType: 'air',
  packingListNo: `PL-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  pieces: 2,
  grossWeight: 10,
  lengthCm: 60,
  widthCm: 50,
  heightCm: 40,
  shipperCountry: 'US',
  shipperCity: 'Los Angeles',
  consigneeCountry: 'CN',
  consigneeCity: '上海 Shanghai',
  originPort: 'LAX',
  destinationPort: 'PVG',
  tradeTerm: 'FCA',
  cargo: [{ partNumber: 'QA06753', quantity: 4, businessType: '1', receivingPlace: 'PVG-WH1' }],
  ...over,
});

describe('notice rules and the exact messages of spec 001 §8 (zh and en)', () => {
  it('answers the §8 messages for missing transport mode, agent, ports, cargo, transport and packing-list information', async () => {
    const en = await call('POST', '/api/logistics/shipments', { direction: 'intl_out', cargo: [] });
    const agent = await call('POST', '/api/logistics/shipments', notice({ direction: 'intl_out' }));
    expect(agent.json()).toMatchObject({ fields: [{ path: 'exportAgentId', message: 'Please select an export agent' }] });
    const cargoInfo = await call('POST', '/api/logistics/shipments', notice({ cargo: [{ quantity: 1, businessType: '1' }] }), logi, 'zh');
    expect(cargoInfo.json()).toMatchObject({ fields: [{ path: 'cargo.0.partNumber', message: '请填写货物信息' }] });
    expect(en.statusCode).toBe(400);
    const msgs = Object.fromEntries((en.json() as { fields: { path: string; message: string }[] }).fields.map((f) => [f.path, f.message]));
    expect(msgs).toMatchObject({
      transportType: 'Please select a transport mode',
      shipperCity: 'Please select the shipper’s country, province and city',
      originPort: 'Please select ports',
      destinationPort: 'Please select ports',
      cargo: 'Please select at least one item',
      pieces: 'Please fill in transport information',
      packingListNo: 'Please fill in packing-list information',
    });
    const zh = await call('POST', '/api/logistics/shipments', { direction: 'intl_out' }, logi, 'zh');
    const zmsgs = Object.fromEntries((zh.json() as { fields: { path: string; message: string }[] }).fields.map((f) => [f.path, f.message]));
    expect(zmsgs).toMatchObject({ transportType: '请选择运输方式', originPort: '请选择港口', cargo: '请至少选择一项', grossWeight: '请填写运输信息', packingListNo: '请填写装箱单信息' });
    const zhAgent = await call('POST', '/api/logistics/shipments', notice({ direction: 'intl_out' }), logi, 'zh');
    expect(zhAgent.json()).toMatchObject({ fields: [{ path: 'exportAgentId', message: '请选择出口代理' }] });
  });

  it('checks the UN number format and the MSDS of dangerous goods; cargo of one packing list shares its receiving place', async () => {
    const bad = await call('POST', '/api/logistics/shipments', notice({ dangerous: true, unNumber: '1845' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: expect.arrayContaining([{ path: 'unNumber', errorKey: 'logistics.un_number', message: expect.stringContaining('UN') }, expect.objectContaining({ path: 'msdsFiles', errorKey: 'logistics.msds_required' })]) });
    const places = await call('POST', '/api/logistics/shipments', notice({ cargo: [{ partNumber: 'A', quantity: 1, businessType: '1', receivingPlace: 'X' }, { partNumber: 'B', quantity: 1, businessType: '1', receivingPlace: 'Y' }] }));
    expect(places.json()).toMatchObject({ fields: [{ path: 'cargo', errorKey: 'logistics.packing_list_shared' }] });
  });

  it('asks for a confirmation when the cargo mixes business types, then creates with the chargeable weight', async () => {
    const mixed = notice({ cargo: [{ partNumber: 'A', quantity: 1, businessType: '1' }, { partNumber: 'B', quantity: 1, businessType: '2' }] });
    const ask = await call('POST', '/api/logistics/shipments', mixed, logi, 'zh');
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ errorKey: 'logistics.mixed_business_types', msg: '所选货物的业务类型不同（采购, 送修），确认继续吗？' });
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', { ...mixed, confirmMixedTypes: true }));
    expect(d.number).toMatch(/^TN\d{8}-\d{5}$/);
    // 60 x 50 x 40 cm x 2 pieces / 6000 = 40 kg volumetric > 10 kg gross
    expect(d).toMatchObject({ status: 'created', chargeableWeight: 40, actions: ['view', 'edit', 'delete', 'void', 'assign'] });
    expect(d.milestones).toMatchObject([{ milestone: 'notice_created', seq: 1, actor: '刘洋 Liu Yang' }]);
  });

  it('refuses the buyer (403) and another forwarder company’s shipments are 404 for fwd_admin', async () => {
    expect((await call('POST', '/api/logistics/shipments', notice(), buyer)).statusCode).toBe(403);
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice()));
    expect((await call('GET', `/api/logistics/shipments/${d.id}`, undefined, fwd)).statusCode).toBe(404);
    expect((await call('GET', `/api/logistics/shipments/${d.id}`, undefined, supA)).statusCode).toBe(403);
  });
});

describe('supplier despatch against order lines (not above the open quantity)', () => {
  it('lists acknowledged lines with the open quantity and refuses more than open', async () => {
    const lines = ok<OpenLine[]>(await call('GET', '/api/sup/despatch/open-lines', undefined, supA));
    const line = lines.find((l) => l.orderNo === '4500010003')!;
    expect(line).toMatchObject({ partNumber: 'QA06753', openQty: 24 });
    const over = await call('POST', '/api/sup/despatch', { packingListNo: 'SKY-PL-1', shipDate: '2026-11-20', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines: [{ orderItemId: line.orderItemId, quantity: 25 }] }, supA);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ msg: 'The shipped quantity cannot exceed the open quantity of the order line (24)' });
    const d = ok<{ id: number; lines: { quantity: number }[] }>(await call('POST', '/api/sup/despatch', { packingListNo: 'SKY-PL-1', shipDate: '2026-11-20', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines: [{ orderItemId: line.orderItemId, quantity: 20, batch: 'B1' }] }, supA));
    expect(d.lines).toMatchObject([{ quantity: 20 }]);
    const after = ok<OpenLine[]>(await call('GET', '/api/sup/despatch/open-lines', undefined, supA)).find((l) => l.orderItemId === line.orderItemId)!;
    expect(after.openQty).toBe(4);
    // supplier B does not see A's lines: an unknown line to it
    const supB = await t.login('supb_admin');
    const foreign = await call('POST', '/api/sup/despatch', { packingListNo: 'X', shipDate: '2026-11-20', receivingPlace: 'X', tradeTerm: 'FCA', lines: [{ orderItemId: line.orderItemId, quantity: 1 }] }, supB);
    expect(foreign.json()).toMatchObject({ fields: [{ path: 'lines.0.orderItemId', errorKey: 'logistics.order_line_unknown' }] });
  });
});

describe('forwarder work through the eight milestones (spec 001 §4)', () => {
  it('assigns, picks up in parts (never above pending), dispatches with the AWB, clears, hands over and delivers with a POD photo', async () => {
    const line = ok<OpenLine[]>(await call('GET', '/api/sup/despatch/open-lines', undefined, supA)).find((l) => l.orderNo === '4500010003');
    const created = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ cargo: [{ orderItemId: line!.orderItemId, quantity: 4, businessType: '1', batch: 'B1' }] })));
    expect(created.cargo[0]).toMatchObject({ orderNo: '4500010003', partNumber: 'QA06753', pendingQty: 4 });
    const id = created.id;
    expect((await call('POST', `/api/logistics/shipments/${id}/pickup`, { lines: [{ cargoId: created.cargo[0]!.id, quantity: 1 }], picker: 'X', pickedAt: new Date().toISOString() }, fwd)).statusCode).toBe(404);
    const assigned = ok<Detail>(await call('POST', `/api/logistics/shipments/${id}/assign`, { forwarderId: fwdDom }));
    expect(assigned.status).toBe('notified');
    const cargoId = assigned.cargo[0]!.id;
    const pick = (qty: number) => call('POST', `/api/logistics/shipments/${id}/pickup`, { lines: [{ cargoId, quantity: qty }], picker: '周杰 Zhou Jie', contact: '13700000001', pickedAt: new Date().toISOString() }, fwd);
    const over = await pick(5);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ msg: 'The pick-up quantity cannot exceed the pending quantity (4)' });
    const part = ok<Detail>(await pick(1));
    expect(part).toMatchObject({ status: 'notified', cargo: [{ pickedQty: 1, pendingQty: 3 }] });
    // staff may no longer edit or delete once a box is picked up
    expect((await call('DELETE', `/api/logistics/shipments/${id}`)).json()).toMatchObject({ errorKey: 'logistics.not_deletable' });
    // two pick-ups of everything pending at once: one wins
    const both = await Promise.all([pick(3), pick(3)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const picked = ok<Detail>(await call('GET', `/api/logistics/shipments/${id}`, undefined, fwd));
    expect(picked).toMatchObject({ status: 'picked_up', actions: ['view', 'dispatch'] });

    const badAwb = await call('POST', `/api/logistics/shipments/${id}/dispatch`, { awb: 'ABC', carrier: 'MU', atd: new Date().toISOString() }, fwd);
    expect(badAwb.statusCode).toBe(400);
    const shipped = ok<Detail>(await call('POST', `/api/logistics/shipments/${id}/dispatch`, { awb: '78412345675', carrier: 'China Eastern MU', flightNo: 'MU586', atd: new Date().toISOString() }, fwd));
    expect(shipped).toMatchObject({ status: 'shipped', awb: '784-12345675' });
    // an international shipment is cleared before delivery
    expect((await call('POST', `/api/logistics/shipments/${id}/delivery`, { waybillNo: '784-12345675', transportStaff: 'A', receivingDept: 'B', arrivedAt: new Date().toISOString(), photos: ['x'.repeat(20)] }, fwd)).statusCode).toBe(409);
    const cleared = ok<Detail>(await call('POST', `/api/logistics/shipments/${id}/clearance`, { agentName: '上海浦东报关行', declarationNo: '220120261234567890', declaredAt: new Date().toISOString(), clearanceType: 'general' }, fwd));
    expect(cleared.status).toBe('cleared');
    ok<Detail>(await call('POST', `/api/logistics/shipments/${id}/assign-last-leg`, { forwarderId: fwdIntl }));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${id}/pickup-last-leg`, { picker: '周杰 Zhou Jie', pickedAt: new Date().toISOString() }, fwd));

    // delivery: waybill or packing list at least one; photos must be images
    const noNumber = await call('POST', `/api/logistics/shipments/${id}/delivery`, { transportStaff: 'A', receivingDept: 'B', arrivedAt: new Date().toISOString(), photos: ['k'.repeat(20)] }, fwd, 'zh');
    expect(noNumber.json()).toMatchObject({ fields: [{ path: 'waybillNo', message: '运单号和装箱单号至少填写一个' }] });
    const fwdCompany = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'forwarder').executeTakeFirstOrThrow()).id;
    const file = async (key: string, type: string) => {
      await t.deps.db.insertInto('files').values({ id: key, storage_key: `test/${key}`, filename: `${key}.${type === 'image/png' ? 'png' : 'pdf'}`, content_type: type, size: 10, sha256: 'x'.repeat(64), company_id: fwdCompany, uploaded_by: null, owner_type: null, owner_id: null } as never).execute();
      return key;
    };
    const pdf = await file('pod-not-an-image-1', 'application/pdf');
    const notImage = await call('POST', `/api/logistics/shipments/${id}/delivery`, { waybillNo: '784-12345675', transportStaff: 'A', receivingDept: 'B', arrivedAt: new Date().toISOString(), photos: [pdf] }, fwd);
    expect(notImage.json()).toMatchObject({ errorKey: 'logistics.not_image' });
    const png = await file('pod-photo-png-0001', 'image/png');
    const delivered = ok<Detail>(await call('POST', `/api/logistics/shipments/${id}/delivery`, { waybillNo: '784-12345675', differenceCode: 'NONE', transportStaff: '李师傅', receivingDept: '航材库 Stores', arrivedAt: new Date().toISOString(), photos: [png] }, fwd));
    expect(delivered.status).toBe('delivered');
    expect(delivered.podPhotos).toHaveLength(1);
    expect(delivered.milestones.map((m) => m.milestone)).toEqual(['notice_created', 'domestic_notified', 'domestic_picked_up', 'shipped', 'customs_cleared', 'intl_notified', 'intl_picked_up', 'delivered']);
    expect(delivered.milestones.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const timeline = ok<{ action: string }[]>(await call('GET', `/api/logistics/shipments/${id}/timeline`));
    expect(timeline.map((e) => e.action).reverse()).toEqual(['create', 'assign', 'pickUp', 'pickUp', 'dispatch', 'clear', 'assignLastLeg', 'pickUpLastLeg', 'deliver']);

    // the shipment query by any number: AWB, packing list, order, P/N
    for (const n of ['784-12345675', '78412345675', created.number.toLowerCase(), '4500010003', 'qa06753']) {
      const page = ok<Page>(await call('GET', `/api/logistics/shipments?number=${encodeURIComponent(n)}`));
      expect(page.rows.map((r) => r.id), n).toContain(id);
    }
    const forFwd = ok<Page>(await call('GET', `/api/logistics/shipments?number=784-12345675`, undefined, fwd));
    expect(forFwd.rows.map((r) => r.id)).toEqual([id]);
  });

  it('rolls a dispatch back with a reason; a domestic shipment is delivered after dispatch', async () => {
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ direction: 'dom_out', shipperCountry: 'CN', originPort: 'PVG', destinationPort: 'PEK' })));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: fwdDom }));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/pickup`, { lines: [{ cargoId: d.cargo[0]!.id, quantity: 4 }], picker: 'P', pickedAt: new Date().toISOString() }, fwd));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/dispatch`, { awb: '784-00000011', carrier: 'MU', atd: new Date().toISOString() }, fwd));
    const back = ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/dispatch-rollback`, { reason: '航班取消 Flight cancelled' }, fwd));
    expect(back).toMatchObject({ status: 'picked_up', awb: null });
    expect(back.milestones.map((m) => m.milestone)).not.toContain('shipped');
    const again = ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/dispatch`, { awb: '784-00000022', carrier: 'MU', atd: new Date().toISOString() }, fwd));
    expect(again.actions).toEqual(['view', 'rollbackDispatch', 'deliver']);
    expect((await call('POST', `/api/logistics/shipments/${d.id}/clearance`, { agentName: 'A', declarationNo: '1', declaredAt: new Date().toISOString(), clearanceType: 'general' }, fwd)).statusCode).toBe(409);
  });

  it('deletes a notice while all boxes await pick-up; keyset pages list newest first', async () => {
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ direction: 'intl_out', exportAgentId: agentOut, shipperCountry: 'CN', consigneeCountry: 'DE', originPort: 'PVG', destinationPort: 'FRA' })));
    expect((await call('DELETE', `/api/logistics/shipments/${d.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/logistics/shipments/${d.id}`)).statusCode).toBe(404);
    const first = ok<Page>(await call('GET', '/api/logistics/shipments?pageSize=2'));
    expect(first.rows).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = ok<Page>(await call('GET', `/api/logistics/shipments?pageSize=2&cursor=${first.nextCursor}`));
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
    expect((await call('GET', '/api/logistics/shipments?cursor=bogus')).statusCode).toBe(400);
  });
});

describe('demo shipments (seed: logistics demo shipments PL-DEMO-001..006) and flow lists', () => {
  it('has shipments at several milestones; the forwarder sees only those assigned to its company', async () => {
    const demo = async (token: string, extra = '') => ok<Page>(await call('GET', `/api/logistics/shipments?pageSize=100${extra}`, undefined, token)).rows.filter((r) => r.number.includes('DEMO'));
    const all = await demo(logi);
    expect(all.map((r) => r.status).sort()).toEqual(['cleared', 'created', 'delivered', 'notified', 'picked_up', 'shipped']);
    const mine = await demo(fwd);
    expect(mine.map((r) => r.status).sort()).toEqual(['cleared', 'delivered', 'notified', 'picked_up', 'shipped']);
    expect((await demo(logi, '&flow=customs')).map((r) => r.status)).toEqual(['shipped']);
    expect((await demo(fwd, '&flow=pickup')).map((r) => r.status)).toEqual(['notified']);
    const byPl = ok<Page>(await call('GET', '/api/logistics/shipments?number=pl-demo-004'));
    expect(byPl.rows).toHaveLength(1);
    const d = ok<Detail>(await call('GET', `/api/logistics/shipments/${byPl.rows[0]!.id}`));
    expect(d.milestones.map((m) => m.milestone)).toEqual(['notice_created', 'domestic_notified', 'domestic_picked_up', 'shipped']);
    expect((await call('GET', '/api/logistics/shipments?flow=nonsense')).statusCode).toBe(400);
  });

  it('pages a forwarder\'s lists newest first over both legs and every status, each shipment once (D-434)', async () => {
    const company = (await t.deps.db.selectFrom('shipments').select('forwarder_company_id').where('number', 'like', '%DEMO%').where('forwarder_company_id', 'is not', null).executeTakeFirstOrThrow()).forwarder_company_id!;
    // one shipment whose both legs are this forwarder's
    const both = (await t.deps.db.selectFrom('shipments').select('id').where('forwarder_company_id', '=', company).where('status', '=', 'cleared').executeTakeFirstOrThrow()).id;
    await t.deps.db.updateTable('shipments').set({ last_leg_company_id: company }).where('id', '=', both).execute();
    const whole = ok<Page>(await call('GET', '/api/logistics/shipments?pageSize=100', undefined, fwd)).rows;
    const expected = await t.deps.db
      .selectFrom('shipments')
      .select('id')
      .where((eb) => eb.or([eb('forwarder_company_id', '=', company), eb('last_leg_company_id', '=', company)]))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(whole.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = ok<Page>(await call('GET', `/api/logistics/shipments?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`, undefined, fwd));
      paged.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole.map((r) => r.id));
    expect(paged.filter((id) => id === both)).toHaveLength(1);
    // status and flow together: both must hold
    expect(ok<Page>(await call('GET', '/api/logistics/shipments?flow=pickup&status=delivered', undefined, fwd)).rows).toEqual([]);
    expect(ok<Page>(await call('GET', '/api/logistics/shipments?flow=shipped&status=cleared', undefined, fwd)).rows.map((r) => r.id)).toContain(both);
    await t.deps.db.updateTable('shipments').set({ last_leg_company_id: null }).where('id', '=', both).execute();
  });
});

describe('notice edit, recall, void and restart (D-303, D-311); forwarder matching (D-312); reminder mails (D-313)', () => {
  it('edits while nothing is picked up; recall takes the notice back from the forwarder, void and restart are recorded', async () => {
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice()));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: fwdIntl }));
    expect((await call('GET', `/api/logistics/shipments/${d.id}`, undefined, fwd)).statusCode).toBe(200);
    // the edit screen saves the whole notice again; the query by number follows the new packing list
    const edited = ok<Detail & { packingListNo: string }>(await call('PUT', `/api/logistics/shipments/${d.id}`, notice({ packingListNo: 'PL-EDITED-311', pieces: 3 })));
    expect(edited).toMatchObject({ status: 'notified', packingListNo: 'PL-EDITED-311', actions: ['view', 'edit', 'delete', 'recall', 'void', 'assign'] });
    expect(ok<Page>(await call('GET', '/api/logistics/shipments?number=pl-edited-311')).rows.map((r) => r.id)).toEqual([d.id]);
    // reasons are required; only staff managing shipments may recall
    expect((await call('POST', `/api/logistics/shipments/${d.id}/recall`, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/logistics/shipments/${d.id}/recall`, { reason: 'x' }, fwd)).statusCode).toBe(403);
    const recalled = ok<Detail & { forwarder: unknown }>(await call('POST', `/api/logistics/shipments/${d.id}/recall`, { reason: '换货代 Other forwarder' }));
    expect(recalled).toMatchObject({ status: 'created', forwarder: null });
    expect(recalled.milestones.map((m) => m.milestone)).toEqual(['notice_created']);
    expect((await call('GET', `/api/logistics/shipments/${d.id}`, undefined, fwd)).statusCode).toBe(404);
    expect((await call('POST', `/api/logistics/shipments/${d.id}/recall`, { reason: 'again' })).json()).toMatchObject({ errorKey: 'logistics.wrong_state' });
    const voided = ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/void`, { reason: '取消 Called off' }));
    expect(voided).toMatchObject({ status: 'voided', actions: ['view', 'delete', 'restart'] });
    expect((await call('PUT', `/api/logistics/shipments/${d.id}`, notice())).statusCode).toBe(409);
    expect(ok<Page>(await call('GET', '/api/logistics/shipments?flow=toShip&pageSize=100')).rows.map((r) => r.id)).not.toContain(d.id);
    const restarted = ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/restart`, { reason: '恢复 Needed after all' }));
    expect(restarted.status).toBe('created');
    const timeline = ok<{ action: string; note: string | null }[]>(await call('GET', `/api/logistics/shipments/${d.id}/timeline`));
    expect(timeline.map((e) => e.action).reverse()).toEqual(['create', 'assign', 'edit', 'recall', 'void', 'restart']);
    expect(timeline[0]!.note).toBe('恢复 Needed after all');
  });

  it('cannot recall or void once a box is picked up', async () => {
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice()));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: fwdIntl }));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/pickup`, { lines: [{ cargoId: d.cargo[0]!.id, quantity: 1 }], picker: 'P', pickedAt: new Date().toISOString() }, fwd));
    for (const action of ['recall', 'void']) expect((await call('POST', `/api/logistics/shipments/${d.id}/${action}`, { reason: 'r' })).json()).toMatchObject({ errorKey: 'logistics.not_deletable' });
  });

  it('ranks the forwarders of a leg by route, service mode and scope', async () => {
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ serviceMode: 'PAID_AIR' })));
    const first = ok<{ code: string; matched: boolean; met: string[] }[]>(await call('GET', `/api/logistics/shipments/${d.id}/forwarder-matches?leg=first`));
    expect(first.slice(0, 2).map((f) => [f.code, f.matched])).toEqual([['EAL-INTL', true], ['EAL-DOM', false]]);
    expect(first[1]!.met).not.toContain('scope');
    const dom = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ direction: 'dom_out', shipperCountry: 'CN', originPort: 'PVG', destinationPort: 'PEK' })));
    const domFirst = ok<{ code: string; matched: boolean }[]>(await call('GET', `/api/logistics/shipments/${dom.id}/forwarder-matches`));
    expect(domFirst[0]).toMatchObject({ code: 'EAL-DOM', matched: true });
    expect((await call('GET', `/api/logistics/shipments/${d.id}/forwarder-matches?leg=middle`)).statusCode).toBe(400);
    expect((await call('GET', `/api/logistics/shipments/${d.id}/forwarder-matches`, undefined, fwd)).statusCode).toBe(403);
  });

  it('mails the forwarder and the creator once when a shipment stays at a milestone past the setting', async () => {
    const { runReminders } = await import('./reminders');
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice()));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: fwdIntl }));
    const mails = () => t.deps.db.selectFrom('outbox').select(['recipient', 'subject', 'body']).where('subject', 'like', `%${d.number}%`).execute();
    await runReminders(t.deps);
    expect(await mails()).toEqual([]);
    await t.deps.db.updateTable('shipments').set({ updated_at: new Date(Date.now() - 49 * 3_600_000) }).where('id', '=', d.id).execute();
    await runReminders(t.deps);
    const sent = await mails();
    // the demo forwarder's and the creator's saved language is Chinese
    expect(sent.map((m) => m.recipient).sort()).toEqual(['liu.yang@aerosupply.local', 'zhou.jie@eal-forwarding.cn']);
    expect(sent.map((m) => m.subject)).toEqual([`运输通知 ${d.number} 已超时：已通知货代（待提货）`, `运输通知 ${d.number} 已超时：已通知货代（待提货）`]);
    expect(sent[0]!.body).toContain('已超过 48 小时');
    await runReminders(t.deps);
    expect((await mails()).length).toBe(sent.length);
  });
});

describe('isolation between forwarder companies and from suppliers (D-304)', () => {
  it('a second forwarder company sees none of the first one’s shipments and may act on none; suppliers reach no shipment route', async () => {
    // A second forwarder company with one user, signed in with the demo password (copied from fwd_admin).
    const src = await t.deps.db.selectFrom('users').select(['id', 'password_hash', 'password_changed_at']).where('account', '=', 'fwd_admin').executeTakeFirstOrThrow();
    const company = await t.deps.db.insertInto('companies').values({ type: 'forwarder', name: '天顶航空货运', name_en: 'Zenith Air', status: 'active' } as never).returning('id').executeTakeFirstOrThrow();
    const user = await t.deps.db.insertInto('users').values({ company_id: company.id, account: 'zenith_fwd', real_name: 'Zenith Ops', password_hash: src.password_hash, password_changed_at: src.password_changed_at, is_company_admin: true } as never).returning('id').executeTakeFirstOrThrow();
    const roles = await t.deps.db.selectFrom('user_roles').select('role_id').where('user_id', '=', src.id).execute();
    await t.deps.db.insertInto('user_roles').values(roles.map((r) => ({ user_id: user.id, role_id: r.role_id })) as never).execute();
    const other = await t.login('zenith_fwd');

    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice()));
    ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: fwdIntl }));
    expect((await call('GET', `/api/logistics/shipments/${d.id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/logistics/shipments/${d.id}/timeline`, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/logistics/shipments/${d.id}/pickup`, { lines: [{ cargoId: d.cargo[0]!.id, quantity: 1 }], picker: 'X', pickedAt: new Date().toISOString() }, other)).statusCode).toBe(404);
    expect(ok<Page>(await call('GET', '/api/logistics/shipments?pageSize=100', undefined, other)).rows).toEqual([]);
    expect(ok<Page>(await call('GET', `/api/logistics/shipments?number=${d.number}`, undefined, other)).rows).toEqual([]);
    // staff-only routes stay closed to forwarders and suppliers
    for (const token of [other, supA]) {
      expect((await call('POST', `/api/logistics/shipments/${d.id}/void`, { reason: 'x' }, token)).statusCode).toBe(403);
      expect((await call('GET', `/api/logistics/shipments/${d.id}/forwarder-matches`, undefined, token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/logistics/shipments', undefined, supA)).statusCode).toBe(403);
    // the assigned company still works on it
    expect((await call('GET', `/api/logistics/shipments/${d.id}`, undefined, fwd)).statusCode).toBe(200);
  });
});
