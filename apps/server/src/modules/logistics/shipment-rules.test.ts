/**
 * Shipment rules on the server and work lists by direction and mode (issue 26 items 6 and 7;
 * spec 001 §3 'Shipment and logistics', §5 'Shipments', §9 service modes and quick-parcel tiers;
 * D-510..D-515). Seed sections: logistics demo (ports PVG/SHA/PEK/FRA/LAX, forwarders EAL-DOM and
 * EAL-INTL of the demo forwarder company), migration 1020 (allotment bases as ports), orders demo
 * (supplier A's acknowledged order 4500010003, line QA06753 x 24), demo accounts (20000004
 * logistics, fwd_admin forwarder, supa_admin supplier).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ok } from '../supplier-review/test-fixtures';

interface Detail { id: number; status: string; tradeTerm: string | null; serviceMode: string | null; quickParcelTier: string | null; awb: string | null; flightNo: string | null; vehicleModel: string | null; vehiclePlate: string | null; cargo: { id: number; quantity: number; receivingPlace: string | null }[] }
interface Despatch { id: number; number: string; tradeTerm: string; lines: { id: number; orderItemId: number; quantity: number }[] }
interface Field { path: string; errorKey: string; message: string }

let t: TestApp;
let logi: string;
let fwd: string;
let supA: string;
let fwdDom: number;
let itemId: number;

beforeAll(async () => {
  t = await createTestApp();
  [logi, fwd, supA] = await Promise.all([t.login('20000004'), t.login('fwd_admin'), t.login('supa_admin')]);
  fwdDom = (await t.deps.db.selectFrom('logistics_master').select('id').where('code', '=', 'EAL-DOM').executeTakeFirstOrThrow()).id;
  const lines = ok<{ orderNo: string; orderItemId: number }[]>(await call('GET', '/api/sup/despatch/open-lines', undefined, supA));
  itemId = lines.find((l) => l.orderNo === '4500010003')!.orderItemId;
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, token = logi, lang = 'en') => t.call(method, url, { token, body, headers: { 'accept-language': lang } });
const fields = (res: { json: () => unknown }) => (res.json() as { fields: Field[] }).fields;
let plNo = 0;
const pl = () => `PL-RULE-${++plNo}`;

const notice = (over: Record<string, unknown> = {}) => ({
  direction: 'intl_in',
  transportType: 'air',
  packingListNo: pl(),
  pieces: 1,
  grossWeight: 10,
  shipperCountry: 'US',
  shipperCity: 'Los Angeles',
  consigneeCountry: 'CN',
  consigneeCity: '上海 Shanghai',
  originPort: 'LAX',
  destinationPort: 'PVG',
  tradeTerm: 'FCA',
  cargo: [{ partNumber: 'QA06753', quantity: 1, businessType: '1', receivingPlace: 'PVG-WH1' }],
  ...over,
});
const despatch = (over: Record<string, unknown> = {}) =>
  call('POST', '/api/sup/despatch', { packingListNo: pl(), shipDate: '2026-11-20', receivingPlace: 'PVG-WH1', tradeTerm: 'FCA', lines: [{ orderItemId: itemId, quantity: 1 }], ...over }, supA);
const fromDespatch = (d: Despatch, over: Record<string, unknown> = {}) => d.lines.map((l) => ({ orderItemId: l.orderItemId, despatchLineId: l.id, quantity: l.quantity, businessType: '1', ...over }));

describe('codes of spec 001 §9 and port master data on every write (D-511)', () => {
  it('refuses service mode TELEPORT, tier HYPERSONIC, port QQ9 and trade term XYZ, each field named in the user’s language', async () => {
    const body = notice({ serviceMode: 'TELEPORT', quickParcelTier: 'HYPERSONIC', originPort: 'QQ9', transitPort: 'ZZZ', tradeTerm: 'XYZ' });
    const en = await call('POST', '/api/logistics/shipments', body);
    expect(en.statusCode).toBe(400);
    expect(fields(en).map((f) => [f.path, f.message])).toEqual([
      ['tradeTerm', 'Trade term “XYZ” is not an Incoterms 2020 term'],
      ['serviceMode', 'Service mode “TELEPORT” is not in the service-mode code table'],
      ['quickParcelTier', 'Quick-parcel tier “HYPERSONIC” is not in the quick-parcel tier code table'],
      ['originPort', 'Port “QQ9” is not in the port master data or is disabled'],
      ['transitPort', 'Port “ZZZ” is not in the port master data or is disabled'],
    ]);
    const zh = await call('POST', '/api/logistics/shipments', body, logi, 'zh');
    expect(zh.json()).toMatchObject({ msg: '贸易条款“XYZ”不是国际贸易术语（Incoterms 2020）' });
    expect(Object.fromEntries(fields(zh).map((f) => [f.path, f.message]))).toMatchObject({
      serviceMode: '服务方式“TELEPORT”不在服务方式代码表中',
      quickParcelTier: '快件时效“HYPERSONIC”不在快件时效代码表中',
      originPort: '港口“QQ9”不在港口主数据中或已停用',
    });
  });

  it('checks the edit too, and a disabled port is refused; codes are stored as the code table writes them', async () => {
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ serviceMode: 'paid_air', tradeTerm: 'fca' })));
    expect(d).toMatchObject({ serviceMode: 'PAID_AIR', tradeTerm: 'FCA' });
    const bad = await call('PUT', `/api/logistics/shipments/${d.id}`, notice({ serviceMode: 'TELEPORT' }));
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toMatchObject([{ path: 'serviceMode', errorKey: 'logistics.unknown_service_mode' }]);
    await t.deps.db.updateTable('logistics_master').set({ enabled: false }).where('kind', '=', 'port').where('code', '=', 'FRA').execute();
    const disabled = await call('POST', '/api/logistics/shipments', notice({ originPort: 'fra' }));
    expect(fields(disabled)).toMatchObject([{ path: 'originPort', errorKey: 'logistics.unknown_port' }]);
    await t.deps.db.updateTable('logistics_master').set({ enabled: true }).where('kind', '=', 'port').where('code', '=', 'FRA').execute();
  });

  it('allotment bases are port entries (migration 1020): a notice from Chengdu to Xi’an is accepted', async () => {
    ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ direction: 'dom_out', shipperCountry: 'CN', originPort: 'CTU', destinationPort: 'XIY' })));
  });

  it('refuses a 25 kg parcel in an under-20-kg tier and 10 kg in the over-20-kg tier; 20 kg fits under 20 kg', async () => {
    const heavy = await call('POST', '/api/logistics/shipments', notice({ quickParcelTier: 'SAME_DAY', grossWeight: 25 }));
    expect(heavy.statusCode).toBe(400);
    expect(fields(heavy)).toEqual([{ path: 'grossWeight', errorKey: 'logistics.tier_over_weight', message: 'The quick-parcel tier “SAME_DAY” takes up to 20 kg; this shipment weighs 25 kg' }]);
    const zh = await call('POST', '/api/logistics/shipments', notice({ quickParcelTier: 'URGENT_CITY', grossWeight: 25 }), logi, 'zh');
    expect(zh.json()).toMatchObject({ msg: '快件时效“URGENT_CITY”只收20kg及以下的货物，本票毛重25kg' });
    const light = await call('POST', '/api/logistics/shipments', notice({ quickParcelTier: 'STANDARD_ARRIVAL', grossWeight: 10 }));
    expect(fields(light)).toMatchObject([{ path: 'grossWeight', errorKey: 'logistics.tier_under_weight' }]);
    expect(ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ quickParcelTier: 'SAME_DAY', grossWeight: 20 }))).quickParcelTier).toBe('SAME_DAY');
  });
});

describe('packing lists by the despatches’ own receiving place and trade terms (spec 001 §5, D-510)', () => {
  it('a supplier’s despatches on one packing list share place and terms; the trade term is an Incoterm', async () => {
    const shared = pl();
    ok<Despatch>(await despatch({ packingListNo: shared }));
    ok<Despatch>(await despatch({ packingListNo: shared.toLowerCase(), tradeTerm: 'fca', receivingPlace: ' pvg-wh1 ' }));
    const exw = await despatch({ packingListNo: shared, tradeTerm: 'EXW' });
    expect(exw.statusCode).toBe(409);
    expect(exw.json()).toMatchObject({ errorKey: 'logistics.packing_list_taken', fields: [{ path: 'packingListNo' }] });
    const place = await despatch({ packingListNo: shared, receivingPlace: 'PEK-WH2' }, );
    expect(place.statusCode).toBe(409);
    const term = await despatch({ tradeTerm: 'XYZ' });
    expect(fields(term)).toMatchObject([{ path: 'tradeTerm', errorKey: 'logistics.unknown_trade_term' }]);
  });

  it('a notice never mixes FCA and EXW despatch cargo, nor two receiving places', async () => {
    const fca = ok<Despatch>(await despatch());
    const exw = ok<Despatch>(await despatch({ tradeTerm: 'EXW' }));
    const mixed = await call('POST', '/api/logistics/shipments', notice({ cargo: [...fromDespatch(fca), ...fromDespatch(exw)] }));
    expect(mixed.statusCode).toBe(400);
    expect(fields(mixed)).toEqual([{ path: 'cargo', errorKey: 'logistics.packing_list_terms_mixed', message: 'The despatches have different trade terms (EXW, FCA) and cannot share one packing list' }]);
    const zh = await call('POST', '/api/logistics/shipments', notice({ cargo: [...fromDespatch(fca), ...fromDespatch(exw)] }), logi, 'zh');
    expect(zh.json()).toMatchObject({ msg: '所选发货单的贸易条款不同（EXW, FCA），不能共用一个装箱单' });

    // same terms, different receiving places: refused although the client typed one place for both
    const pek = ok<Despatch>(await despatch({ receivingPlace: 'PEK-WH2' }));
    const places = await call('POST', '/api/logistics/shipments', notice({ cargo: [...fromDespatch(fca, { receivingPlace: 'PVG-WH1' }), ...fromDespatch(pek, { receivingPlace: 'PVG-WH1' })] }));
    expect(fields(places)).toMatchObject([{ path: 'cargo', errorKey: 'logistics.packing_list_shared', message: 'Only cargo with the same receiving place and trade terms may share a packing list' }]);
  });

  it('takes place and trade term from the despatch, not from what the client typed; a despatch goes on one notice only', async () => {
    const exw = ok<Despatch>(await despatch({ tradeTerm: 'EXW', receivingPlace: 'SHA-WH3' }));
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ tradeTerm: 'DDP', cargo: fromDespatch(exw, { receivingPlace: 'ELSEWHERE' }) })));
    expect(d.tradeTerm).toBe('EXW');
    expect(d.cargo.map((c) => c.receivingPlace)).toEqual(['SHA-WH3']);
    const again = await call('POST', '/api/logistics/shipments', notice({ cargo: fromDespatch(exw) }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorKey: 'logistics.despatch_shipped_elsewhere', msg: `Despatch ${exw.number} is already on another shipment notice` });
    // the notice itself may be saved again with it
    ok<Detail>(await call('PUT', `/api/logistics/shipments/${d.id}`, notice({ cargo: fromDespatch(exw) })));
    const unknown = await call('POST', '/api/logistics/shipments', notice({ cargo: [{ partNumber: 'X', quantity: 1, businessType: '1', despatchLineId: 999999 }] }));
    expect(fields(unknown)).toMatchObject([{ path: 'cargo.0.despatchLineId', errorKey: 'logistics.despatch_line_unknown' }]);
  });
});

describe('port search for the pickers (D-512)', () => {
  it('finds enabled ports by code, name or city, the exact code first, paged; logistics staff only', async () => {
    const pvg = ok<{ rows: { code: string; nameEn: string | null }[]; total: number }>(await call('GET', '/api/logistics/ports?q=pvg'));
    expect(pvg.rows[0]).toMatchObject({ code: 'PVG', nameEn: 'Shanghai Pudong International Airport' });
    const shanghai = ok<{ rows: { code: string }[]; total: number }>(await call('GET', '/api/logistics/ports?q=shanghai&pageSize=1'));
    expect(shanghai).toMatchObject({ total: 2, rows: [{ code: 'PVG' }] });
    expect(ok<{ rows: { code: string }[] }>(await call('GET', '/api/logistics/ports?q=shanghai&pageSize=1&page=2')).rows.map((r) => r.code)).toEqual(['SHA']);
    expect(ok<{ rows: { code: string }[] }>(await call('GET', '/api/logistics/ports?q=成都')).rows.map((r) => r.code)).toEqual(['CTU']);
    expect(ok<{ total: number }>(await call('GET', '/api/logistics/ports')).total).toBe(9);
    expect(ok<{ total: number }>(await call('GET', '/api/logistics/ports?q=100%25')).total).toBe(0);
    expect((await call('GET', '/api/logistics/ports', undefined, fwd)).statusCode).toBe(403);
  });
});

describe('work lists by direction and mode (issue 26 item 7, D-513, D-514)', () => {
  const now = () => new Date().toISOString();
  async function pickedUp(over: Record<string, unknown>): Promise<Detail> {
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice(over)));
    ok(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: fwdDom }));
    return ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/pickup`, { lines: d.cargo.map((c) => ({ cargoId: c.id, quantity: c.quantity })), picker: 'P', pickedAt: now() }, fwd));
  }
  const list = async (query: string, token = fwd) => ok<{ rows: { id: number }[] }>(await call('GET', `/api/logistics/shipments?pageSize=100&${query}`, undefined, token)).rows.map((r) => r.id);

  it('land dispatches with carrier, vehicle model, plate and truck number and no AWB; air still needs a valid AWB', async () => {
    const land = await pickedUp({ direction: 'dom_in', transportType: 'land', shipperCountry: 'CN', originPort: 'CTU', destinationPort: 'PVG' });
    const missing = await call('POST', `/api/logistics/shipments/${land.id}/dispatch`, { carrier: '顺路物流', atd: now() }, fwd, 'zh');
    expect(missing.statusCode).toBe(400);
    expect(fields(missing).map((f) => [f.path, f.message])).toEqual([
      ['vehicleModel', '陆运请填写承运人、车型、车牌号和车次'],
      ['vehiclePlate', '陆运请填写承运人、车型、车牌号和车次'],
      ['truckNo', '陆运请填写承运人、车型、车牌号和车次'],
    ]);
    const truck = ok<Detail>(await call('POST', `/api/logistics/shipments/${land.id}/dispatch`, { carrier: '顺路物流 Shunlu', vehicleModel: '9.6m box truck', vehiclePlate: '川A·12345', truckNo: 'T-0815', atd: now() }, fwd));
    expect(truck).toMatchObject({ status: 'shipped', awb: null, flightNo: 'T-0815', vehicleModel: '9.6m box truck', vehiclePlate: '川A·12345' });

    const air = await pickedUp({ direction: 'dom_in', shipperCountry: 'CN', originPort: 'PEK', destinationPort: 'PVG' });
    const noAwb = await call('POST', `/api/logistics/shipments/${air.id}/dispatch`, { carrier: 'MU', vehicleModel: 'x', vehiclePlate: 'y', truckNo: 'z', atd: now() }, fwd);
    expect(fields(noAwb)).toEqual([{ path: 'awb', errorKey: 'logistics.awb_required', message: 'Enter the air waybill number' }]);
    const badAwb = await call('POST', `/api/logistics/shipments/${air.id}/dispatch`, { awb: '784-1234', carrier: 'MU', atd: now() }, fwd);
    expect(fields(badAwb)).toMatchObject([{ path: 'awb', errorKey: 'validation.invalid' }]);
    expect(ok<Detail>(await call('POST', `/api/logistics/shipments/${air.id}/dispatch`, { awb: '78412345675', carrier: 'MU', flightNo: 'MU5101', atd: now() }, fwd))).toMatchObject({ awb: '784-12345675', flightNo: 'MU5101', vehiclePlate: null });
  });

  it('the delivery list holds only what can be delivered now; the customs list only international shipments', async () => {
    const intl = await pickedUp({});
    const dom = await pickedUp({ direction: 'dom_out', shipperCountry: 'CN', originPort: 'PVG', destinationPort: 'PEK' });
    for (const s of [intl, dom]) ok(await call('POST', `/api/logistics/shipments/${s.id}/dispatch`, { awb: '78412345675', carrier: 'MU', atd: now() }, fwd));

    for (const token of [fwd, logi]) {
      const delivery = await list('flow=delivery', token);
      expect(delivery).toContain(dom.id);
      expect(delivery).not.toContain(intl.id);
      const customs = await list('flow=customs', token);
      expect(customs).toContain(intl.id);
      expect(customs).not.toContain(dom.id);
    }
    // staff pages by direction keep the rule
    expect(await list('flow=customs&direction=dom_out', logi)).toEqual([]);
    // delivering the international one before customs is still refused (409), so it is not offered
    expect((await call('POST', `/api/logistics/shipments/${intl.id}/delivery`, { waybillNo: 'W', transportStaff: 'A', receivingDept: 'B', arrivedAt: now(), photos: ['x'.repeat(20)] }, fwd)).statusCode).toBe(409);

    ok(await call('POST', `/api/logistics/shipments/${intl.id}/clearance`, { agentName: '上海浦东报关行', declarationNo: '2201', declaredAt: now(), clearanceType: 'general' }, fwd));
    expect(await list('flow=delivery')).toContain(intl.id);
    expect(await list('flow=customs')).not.toContain(intl.id);

    // once a last-leg forwarder picked it up, the delivery list is the last leg's, not the first's
    const lastLeg = await t.deps.db.insertInto('companies').values({ type: 'forwarder', name: '末段货运', name_en: 'Last Leg Freight', status: 'active' } as never).returning('id').executeTakeFirstOrThrow();
    // Arranged in SQL: the status column is written only by the status writer, the test stands in for a last-leg pick-up.
    await sql`update shipments set status = 'intl_picked_up', last_leg_company_id = ${lastLeg.id} where id = ${intl.id}`.execute(t.deps.db);
    expect(await list('flow=delivery')).not.toContain(intl.id);
    expect(await list('flow=delivery', logi)).toContain(intl.id);
  });
});

describe('forwarder matching offers and assigns no frozen forwarder company (D-515)', () => {
  it('drops the entries of a frozen company from the matches and refuses assigning them', async () => {
    const company = await t.deps.db.insertInto('companies').values({ type: 'forwarder', name: '冻结货运', name_en: 'Frozen Freight', status: 'active' } as never).returning('id').executeTakeFirstOrThrow();
    const entry = ok<{ id: number }>(await call('POST', '/api/logistics/master/forwarder', { code: 'FRZ-INTL', name: '冻结货运（国际）', forwarderCompanyId: company.id, scope: 'international', leg: 'both', serviceMode: 'PAID_AIR' }));
    const d = ok<Detail>(await call('POST', '/api/logistics/shipments', notice({ serviceMode: 'PAID_AIR' })));
    const codes = async () => ok<{ code: string }[]>(await call('GET', `/api/logistics/shipments/${d.id}/forwarder-matches`)).map((m) => m.code);
    expect(await codes()).toContain('FRZ-INTL');

    await t.deps.db.updateTable('companies').set({ status: 'frozen' } as never).where('id', '=', company.id).execute();
    expect(await codes()).not.toContain('FRZ-INTL');
    expect(await codes()).toContain('EAL-INTL');
    const assign = await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: entry.id });
    expect(assign.statusCode).toBe(400);
    expect(assign.json()).toMatchObject({ errorKey: 'logistics.forwarder_unknown', fields: [{ path: 'forwarderId' }] });

    await t.deps.db.updateTable('companies').set({ status: 'active' } as never).where('id', '=', company.id).execute();
    expect(ok<Detail>(await call('POST', `/api/logistics/shipments/${d.id}/assign`, { forwarderId: entry.id })).status).toBe('notified');
  });
});
