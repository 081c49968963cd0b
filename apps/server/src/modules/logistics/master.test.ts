/**
 * Logistics master data API (issue 16 item 6; module inventory §B.6 `/{product}/dict/airZone,
 * supPort, inlandAgent, intlIn, intlOut, forward`). Seed sections: logistics demo (master data:
 * zones EC/NC/EU/NA, airports PVG/SHA/PEK/FRA/LAX, agents, forwarders EAL-DOM and EAL-INTL of the
 * demo forwarder company); demo accounts (20000004 logistics staff, 20000001 buyer, fwd_admin).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ok } from '../supplier-review/test-fixtures';

interface Rec { id: number; code: string; name: string; kind: string; actions: string[]; forwarderCompanyId: number | null; forwarderCompanyNameEn: string | null; serviceMode: string | null; city: string | null }
interface Page { rows: Rec[]; total: number }

let t: TestApp;
let logi: string;
let buyer: string;
let fwd: string;
let fwdCompany: number;

beforeAll(async () => {
  t = await createTestApp();
  logi = await t.login('20000004');
  buyer = await t.login('20000001');
  fwd = await t.login('fwd_admin');
  fwdCompany = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'forwarder').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const call = (method: string, url: string, body?: unknown, token = logi, lang = 'en') => t.call(method, url, { token, body, headers: { 'accept-language': lang } });

describe('master data lists (seed: logistics demo master data)', () => {
  it('lists each kind with search by code, name or city', async () => {
    const ports = ok<Page>(await call('GET', '/api/logistics/master/port'));
    // the demo airports and the allotment bases (migration 1020, D-511)
    expect(ports.rows.map((r) => r.code)).toEqual(['CAN', 'CTU', 'FRA', 'LAX', 'PEK', 'PVG', 'SHA', 'SZX', 'XIY']);
    const shanghai = ok<Page>(await call('GET', '/api/logistics/master/port?keyword=shanghai'));
    expect(shanghai.rows.map((r) => r.code)).toEqual(['PVG', 'SHA']);
    const zones = ok<Page>(await call('GET', '/api/logistics/master/airZone?keyword=EU'));
    expect(zones.rows.map((r) => r.code)).toEqual(['EU']);
    const fwds = ok<Page>(await call('GET', '/api/logistics/master/forwarder?scope=international'));
    expect(fwds.rows).toMatchObject([{ code: 'EAL-INTL', forwarderCompanyId: fwdCompany, serviceMode: 'PAID_AIR', actions: ['edit', 'delete'] }]);
    expect(fwds.rows[0]!.forwarderCompanyNameEn).toContain('Eastern Air');
    for (const kind of ['inlandAgent', 'intlIn', 'intlOut']) expect(ok<Page>(await call('GET', `/api/logistics/master/${kind}`)).total).toBe(1);
  });

  it('refuses an unknown kind (400) and other sides (403)', async () => {
    expect((await call('GET', '/api/logistics/master/bogus')).statusCode).toBe(400);
    expect((await call('GET', '/api/logistics/master/port', undefined, buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/logistics/master/port', undefined, fwd)).statusCode).toBe(403);
    expect((await call('POST', '/api/logistics/master/airZone', { code: 'SW', name: 'x' }, buyer)).statusCode).toBe(403);
  });
});

describe('master data create, edit, delete', () => {
  it('creates, edits and deletes an air zone; codes are unique per kind (409 on the field)', async () => {
    const z = ok<Rec>(await call('POST', '/api/logistics/master/airZone', { code: 'sw', name: '西南区' }));
    expect(z).toMatchObject({ code: 'SW', kind: 'airZone', name: '西南区' });
    const dup = await call('POST', '/api/logistics/master/airZone', { code: 'SW', name: 'again' }, logi, 'zh');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ msg: '该代码已存在', fields: [{ path: 'code' }] });
    // the same code in another kind is fine
    expect((await call('POST', '/api/logistics/master/intlIn', { code: 'SW', name: 'SW agent', country: 'CN', contact: 'A' })).statusCode).toBe(200);
    const edited = ok<Rec>(await call('PUT', `/api/logistics/master/airZone/${z.id}`, { code: 'SW', name: '西南区域' }));
    expect(edited.name).toBe('西南区域');
    expect((await call('DELETE', `/api/logistics/master/airZone/${z.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/logistics/master/airZone/${z.id}`)).statusCode).toBe(404);
    // an id of another kind is not found under this kind
    const pvg = ok<Page>(await call('GET', '/api/logistics/master/port?keyword=PVG')).rows[0]!;
    expect((await call('GET', `/api/logistics/master/airZone/${pvg.id}`)).statusCode).toBe(404);
  });

  it('requires the fields of each kind, in the user’s language', async () => {
    const port = await call('POST', '/api/logistics/master/port', { code: 'CTU', name: '成都双流' }, logi, 'zh');
    expect(port.statusCode).toBe(400);
    expect(port.json()).toMatchObject({ fields: [{ path: 'country' }] });
    const bad = await call('POST', '/api/logistics/master/port', { code: 'C TU', name: '', country: 'china', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json() as { fields: { path: string }[] }).fields.map((e) => e.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['code', 'name', 'country', 'email']));
    const fwdMissing = await call('POST', '/api/logistics/master/forwarder', { code: 'X1', name: 'X', scope: 'domestic', leg: 'first', serviceMode: 'DOOR_DOOR' });
    expect(fwdMissing.json()).toMatchObject({ fields: [{ path: 'forwarderCompanyId' }] });
    // a supplier company is not a forwarder company
    const supplierId = (await t.deps.db.selectFrom('companies').select('id').where('type', '=', 'supplier').executeTakeFirstOrThrow()).id;
    const notFwd = await call('POST', '/api/logistics/master/forwarder', { code: 'X1', name: 'X', forwarderCompanyId: supplierId, scope: 'domestic', leg: 'first', serviceMode: 'DOOR_DOOR' });
    expect(notFwd.statusCode).toBe(400);
    expect(notFwd.json()).toMatchObject({ msg: 'Select a forwarder company' });
    const badMode = await call('POST', '/api/logistics/master/forwarder', { code: 'X1', name: 'X', forwarderCompanyId: fwdCompany, scope: 'domestic', leg: 'first', serviceMode: 'ROCKET' });
    expect(badMode.json()).toMatchObject({ fields: [{ path: 'serviceMode' }] });
  });

  it('creates a forwarder with route and service mode and lists the forwarder companies', async () => {
    const f = ok<Rec>(await call('POST', '/api/logistics/master/forwarder', { code: 'EAL-LAX', name: 'EAL LAX', forwarderCompanyId: fwdCompany, scope: 'international', leg: 'first', origin: 'lax', destination: 'pvg', serviceMode: 'PAID_AIR' }));
    expect(f).toMatchObject({ code: 'EAL-LAX', forwarderCompanyId: fwdCompany });
    const companies = ok<{ id: number }[]>(await call('GET', '/api/logistics/forwarder-companies'));
    expect(companies.map((c) => c.id)).toContain(fwdCompany);
  });
});
