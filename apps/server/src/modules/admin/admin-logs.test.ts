/** The operation and account logs of spec 001 §2/§3/§6: written by the hook, filtered, paged by keyset, exported. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const signIn = (username: string, password: string) => t.call('POST', '/oauth/token', { form: { grant_type: 'password', username, password } });
const fieldsOf = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

describe('spec 001 §3/§6 operation log', () => {
  it('a write shows up in the log through the hook, with its type, description, IP and MAC', async () => {
    const res = await t.call('POST', '/api/admin/roles', {
      token: admin,
      headers: { 'x-mac-addr': '00-1A-2B-3C-4D-5E' },
      body: { code: 'log_probe', nameZh: '日志探针', nameEn: 'Log probe', permissions: [] },
    });
    expect(res.statusCode).toBe(200);
    // The hook writes the log after the answer is sent: wait for the probe's row, found by its MAC.
    const probeRow = async () => {
      const log = await t.call('GET', '/api/admin/operation-logs?account=ADMIN&opType=add&pageSize=5', { token: admin });
      expect(log.statusCode).toBe(200);
      return log.json().data.rows.find((r: { mac: string | null }) => r.mac === '00-1A-2B-3C-4D-5E');
    };
    await expect.poll(probeRow, { timeout: 5000 }).toBeTruthy();
    const row = await probeRow();
    expect(row).toMatchObject({ account: 'admin', opType: 'add', opTypeText: 'Add', description: 'Created a role', mac: '00-1A-2B-3C-4D-5E', path: '/api/admin/roles' });
    expect(row.ip).toBeTruthy();
    // In the reader's language: the English name for an English reader (issue 28 item 3), the Chinese one in Chinese.
    expect(row.companyName).toBe('AeroSupply Maintenance & Procurement Co., Ltd.');
    const zh = await t.call('GET', '/api/admin/operation-logs?account=ADMIN&opType=add&pageSize=5', { token: admin, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.json().data.rows.find((r: { mac: string | null }) => r.mac === '00-1A-2B-3C-4D-5E').companyName).toBe('航材采购与维修有限公司');
  });

  it('filters by user name, company, type and time range', async () => {
    const byName = await t.call('GET', `/api/admin/operation-logs?userName=${encodeURIComponent('System Admin')}&opType=login`, { token: admin });
    expect(byName.json().data.rows.length).toBeGreaterThan(0);
    expect(byName.json().data.rows.every((r: { account: string; opType: string }) => r.account === 'admin' && r.opType === 'login')).toBe(true);

    const other = await t.call('GET', `/api/admin/operation-logs?company=${encodeURIComponent('Skywing')}`, { token: admin });
    expect(other.json().data.rows).toEqual([]);

    const future = await t.call('GET', '/api/admin/operation-logs?from=2099-01-01', { token: admin });
    expect(future.json().data).toEqual({ rows: [], nextCursor: null });
    const past = await t.call('GET', `/api/admin/operation-logs?from=2000-01-01&to=2000-12-31`, { token: admin });
    expect(past.json().data.rows).toEqual([]);
    const wide = await t.call('GET', `/api/admin/operation-logs?from=2000-01-01 00:00:00&to=2099-12-31`, { token: admin });
    expect(wide.json().data.rows.length).toBeGreaterThan(0);

    const oneDay = await t.call('GET', '/api/admin/operation-logs?from=2026-05-01&to=2026-05-01', { token: admin });
    expect(oneDay.statusCode).toBe(200);
    const badRange = await t.call('GET', '/api/admin/operation-logs?from=2026-05-02&to=2026-05-01', { token: admin });
    expect(badRange.statusCode).toBe(400);
    expect(fieldsOf(badRange)).toEqual(['to:admin.range_invalid']);
    for (const from of ['yesterday', '2026-02-30', '-271821-04-20T00:00:00Z', '0001-01-01']) {
      const badDate = await t.call('GET', `/api/admin/operation-logs?from=${encodeURIComponent(from)}`, { token: admin });
      expect(fieldsOf(badDate), from).toEqual(['from:admin.date_invalid']);
    }
    const badType = await t.call('GET', '/api/admin/operation-logs?opType=drop', { token: admin });
    expect(fieldsOf(badType)).toEqual(['opType:validation.invalid_enum']);
  });

  it('pages by keyset cursor without gaps or repeats, also across rows with the same time', async () => {
    const at = new Date('2024-03-01T08:00:00.123456Z');
    const rows = Array.from({ length: 25 }, (_, i) => ({
      user_id: null,
      account: 'keyset_probe',
      user_name: 'Keyset Probe',
      company_id: 2,
      company_name: '航材采购与维修有限公司',
      op_type: 'modify' as const,
      description: `probe ${i}`,
      method: 'PUT',
      path: '/api/probe',
      status: 200,
      ip: '10.0.0.1',
      mac: null,
      // Groups of five share one timestamp.
      created_at: new Date(at.getTime() + Math.floor(i / 5) * 1000),
    }));
    await t.deps.db.insertInto('operation_logs').values(rows).execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/admin/operation-logs?account=keyset_probe&pageSize=7${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.call('GET', url, { token: admin });
      expect(res.statusCode).toBe(200);
      const data: { rows: { description: string; createdAt: string; id: number }[]; nextCursor: string | null } = res.json().data;
      seen.push(...data.rows.map((r) => r.description));
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    // Newest first: the last group of five comes first.
    expect(seen.slice(0, 5).sort()).toEqual(['probe 20', 'probe 21', 'probe 22', 'probe 23', 'probe 24']);

    const forged = [
      'not-a-cursor',
      Buffer.from(JSON.stringify(['2024-13-45T00:00:00.000000Z', 5])).toString('base64url'),
      Buffer.from(JSON.stringify(['2024-03-01T08:00:00.123456Z', 99_999_999_999])).toString('base64url'),
      Buffer.from(JSON.stringify({ ts: 1 })).toString('base64url'),
    ];
    for (const c of forged) {
      const bad = await t.call('GET', `/api/admin/operation-logs?cursor=${c}`, { token: admin });
      expect(bad.statusCode, c).toBe(400);
      expect(fieldsOf(bad)).toEqual(['cursor:admin.cursor_invalid']);
    }
  });

  it('exports the filtered rows to Excel', async () => {
    const res = await t.call('GET', '/api/admin/operation-logs/export?account=keyset_probe', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="operation-log-\d{12}\.xlsx"/);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getRow(1).getCell(2).value).toBe('Account');
    expect(sheet.getRow(2).getCell(2).value).toBe('keyset_probe');
    expect(sheet.getRow(2).getCell(1).value).toBe('2024-03-01 16:00:04');
  });
});

describe('spec 001 §2 account log', () => {
  it('records a failed sign-in with its reason, and log-outs; filters by event and exports', async () => {
    expect((await signIn('20000001', 'Wrong@Pass2026')).statusCode).toBe(400);
    const res = await t.call('GET', '/api/admin/account-logs?account=20000001&event=login_failed', { token: admin });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.rows[0];
    expect(row).toMatchObject({ account: '20000001', event: 'login_failed', eventText: 'Sign-in failed', reason: 'bad_credentials', reasonText: 'Wrong user ID or password', userName: '王磊 Wang Lei' });
    expect(row.companyName).toBe('AeroSupply Maintenance & Procurement Co., Ltd.');

    const token = (await signIn('20000001', DEMO_PASSWORD)).json().access_token as string;
    await t.call('POST', '/admin/sys/user/loginLog', { token, body: { macAddr: 'AA-BB-CC-DD-EE-FF' } });
    await t.call('GET', '/oauth/logout', { token });
    const all = await t.call('GET', '/api/admin/account-logs?account=20000001&pageSize=3', { token: admin });
    expect(all.json().data.rows.map((r: { event: string }) => r.event)).toEqual(['logout', 'client_log', 'login']);
    expect(all.json().data.rows[1].mac).toBe('AA-BB-CC-DD-EE-FF');
    expect(all.json().data.nextCursor).toBeTruthy();

    const zh = await t.call('GET', `/api/admin/account-logs?company=${encodeURIComponent('航材采购')}&event=login_failed`, { token: admin, headers: { 'accept-language': 'zh' } });
    expect(zh.json().data.rows[0].eventText).toBe('登录失败');

    const file = await t.call('GET', '/api/admin/account-logs/export?account=20000001', { token: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="account-log-\d{12}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Time', 'Account', 'User name', 'Company', 'Event', 'Reason', 'IP', 'MAC / device ID', 'Factors', 'Browser']);
    expect((sheet.getRow(2).values as unknown[]).slice(2, 6)).toEqual(['20000001', '王磊 Wang Lei', 'AeroSupply Maintenance & Procurement Co., Ltd.', 'Signed out']);
  });
});
