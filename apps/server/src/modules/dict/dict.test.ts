import { TC_DOMAIN_CODES } from '@aerosupply/shared/codes/tc-dictionaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Option = { TEXT: string; ENTEXT: string; VALUE: string };

describe('spec 000 §3/§7 dictionary lists by domainCodes', () => {
  it('answers each requested TC_* list with TEXT/ENTEXT/VALUE items, without signing in', async () => {
    const res = await t.call('GET', '/api/dict/domains?domainCodes=TC_CURRENCY,TC_TAX_RATE');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, Option[]>;
    expect(Object.keys(data).sort()).toEqual(['TC_CURRENCY', 'TC_TAX_RATE']);
    expect(data.TC_CURRENCY![0]).toEqual({ TEXT: '人民币', ENTEXT: 'Chinese yuan', VALUE: 'CNY' });
    expect(data.TC_CURRENCY!.map((o) => o.VALUE)).toContain('USD');
    expect(data.TC_TAX_RATE!.map((o) => o.VALUE)).toEqual(['0', '1', '3', '6', '9', '13']);
  });

  it('serves all nine lists named by the spec', async () => {
    const res = await t.call('GET', `/api/dict/domains?domainCodes=${TC_DOMAIN_CODES.join(',')}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Record<string, Option[]>;
    for (const code of TC_DOMAIN_CODES) expect(data[code]!.length).toBeGreaterThan(0);
  });

  it('refuses an unknown domain with a field error in the user language', async () => {
    const res = await t.call('GET', '/api/dict/domains?domainCodes=TC_CURRENCY,TC_NOPE', { headers: { 'accept-language': 'zh-CN' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'domainCodes', errorKey: 'dict.unknown_domain', message: '未知的字典类型' });
    const missing = await t.call('GET', '/api/dict/domains');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0].path).toBe('domainCodes');
  });

  it('refuses code tables and users tables through domainCodes (known TC_* codes only)', async () => {
    const res = await t.call('GET', '/api/dict/domains?domainCodes=incoterm');
    expect(res.statusCode).toBe(400);
  });
});

describe('spec 000 §7 countries by language', () => {
  it('lists every ISO 3166 country in Chinese, sorted by pinyin', async () => {
    const res = await t.call('GET', '/api/dict/countries?lang=ZH');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { label: string; value: string }[];
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list.find((c) => c.value === 'CN')?.label).toBe('中国');
    const labels = list.map((c) => c.label);
    expect([...labels].sort(new Intl.Collator('zh-CN').compare)).toEqual(labels);
    // Pinyin order: 阿 (a) before 中 (zhong).
    expect(labels.indexOf('阿根廷')).toBeLessThan(labels.indexOf('中国'));
  });

  it('lists them in English too, and defaults to the request language', async () => {
    const en = (await t.call('GET', '/api/dict/countries?lang=EN')).json().data as { label: string; value: string }[];
    expect(en.length).toBeGreaterThanOrEqual(249);
    expect(en.find((c) => c.value === 'US')?.label).toBe('United States of America');
    expect(en[0]!.label).toBe('Afghanistan');
    const byHeader = (await t.call('GET', '/api/dict/countries', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } })).json().data;
    expect(byHeader.find((c: { value: string }) => c.value === 'DE').label).toBe('德国');
  });

  it('refuses an unknown language', async () => {
    const res = await t.call('GET', '/api/dict/countries?lang=FR');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].path).toBe('lang');
  });
});

describe('spec 000 §7 time zones by countryCode', () => {
  it('answers the IANA zones of China and the United States as TEXT/VALUE', async () => {
    const cn = (await t.call('GET', '/api/dict/timezones?countryCode=CN')).json().data as { TEXT: string; VALUE: string }[];
    expect(cn).toContainEqual({ TEXT: '(UTC+08:00) Asia/Shanghai', VALUE: 'Asia/Shanghai' });
    const us = (await t.call('GET', '/api/dict/timezones?countryCode=us')).json().data as { TEXT: string; VALUE: string }[];
    expect(us.length).toBeGreaterThan(5);
    expect(us.map((z) => z.VALUE)).toEqual(expect.arrayContaining(['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu']));
    expect(us.find((z) => z.VALUE === 'America/New_York')?.TEXT).toBe('(UTC-05:00) America/New_York');
  });

  it('refuses a code that is not a country', async () => {
    expect((await t.call('GET', '/api/dict/timezones?countryCode=XX')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/dict/timezones?countryCode=CHN')).statusCode).toBe(400);
  });
});

describe('spec 001 §7 province, city and tax look-ups', () => {
  it('lists the 34 provincial divisions of China with Chinese and English names', async () => {
    const list = (await t.call('GET', '/api/dict/provinces')).json().data as { code: string; zh: string; en: string }[];
    expect(list).toHaveLength(34);
    expect(list).toContainEqual({ code: '51', zh: '四川省', en: 'Sichuan' });
    expect(list.find((p) => p.code === '81')?.zh).toBe('香港特别行政区');
  });

  it('lists the cities of a province; a municipality is its own city', async () => {
    const sichuan = (await t.call('GET', '/api/dict/cities?province=51')).json().data as { code: string; zh: string }[];
    expect(sichuan.map((c) => c.zh)).toEqual(expect.arrayContaining(['成都市', '绵阳市']));
    const beijing = (await t.call('GET', '/api/dict/cities?province=11')).json().data as { zh: string }[];
    expect(beijing.map((c) => c.zh)).toEqual(['北京市']);
    // County-level cities directly under a province replace the "直辖县级行政区划" grouping.
    const henan = (await t.call('GET', '/api/dict/cities?province=41')).json().data as { zh: string }[];
    expect(henan.map((c) => c.zh)).toContain('济源市');
    expect(henan.some((c) => c.zh.includes('直辖'))).toBe(false);
    expect((await t.call('GET', '/api/dict/cities?province=99')).statusCode).toBe(400);
    expect((await t.call('GET', '/api/dict/cities')).statusCode).toBe(400);
  });

  it('offers the national tax system first: USCC for China, EIN for the US, VAT in the EU', async () => {
    const cn = (await t.call('GET', '/api/dict/tax-systems?country=CN')).json().data as { code: string; zh: string }[];
    expect(cn[0]).toMatchObject({ code: 'USCC', zh: '统一社会信用代码' });
    expect(cn.map((s) => s.code)).toEqual(['USCC', 'TIN', 'OTHER']);
    const us = (await t.call('GET', '/api/dict/tax-systems?country=US')).json().data as { code: string }[];
    expect(us[0]!.code).toBe('EIN');
    const de = (await t.call('GET', '/api/dict/tax-systems?country=DE')).json().data as { code: string }[];
    expect(de[0]!.code).toBe('VAT');
    const br = (await t.call('GET', '/api/dict/tax-systems?country=BR')).json().data as { code: string }[];
    expect(br.map((s) => s.code)).toEqual(['TIN', 'OTHER']);
  });
});

describe('spec 001 §9 code tables', () => {
  it('answers a code table from the database', async () => {
    const res = await t.call('GET', '/api/dict/codes/aviationAuthority');
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { code: string; zh: string; en: string; extra: { authorities: string[] } }[];
    expect(rows.map((r) => r.code)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(rows[6]!.extra.authorities).toEqual(['CAAC', 'FAA', 'EASA']);
    const conditions = (await t.call('GET', '/api/dict/codes/partCondition')).json().data as { code: string }[];
    expect(conditions.map((r) => r.code)).toEqual(expect.arrayContaining(['FN', 'NE', 'OH', 'SV', 'AR']));
  });

  it('refuses an unknown table', async () => {
    const res = await t.call('GET', '/api/dict/codes/users');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'table', errorKey: 'dict.unknown_table' });
  });
});

describe('issue 2 §9 sysadmins edit dictionary items', () => {
  it('requires sys.dict.manage (401 anonymous, 403 for a buyer and a supplier)', async () => {
    expect((await t.call('GET', '/api/admin/dict/domains')).statusCode).toBe(401);
    for (const account of ['20000001', 'supa_admin']) {
      const token = await t.login(account);
      expect((await t.call('GET', '/api/admin/dict/domains', { token })).statusCode).toBe(403);
      expect((await t.call('POST', '/api/admin/dict/items', { token, body: { domain: 'TC_CURRENCY', value: 'AUD', textZh: '澳元', textEn: 'Australian dollar' } })).statusCode).toBe(403);
    }
  });

  it('lists the domains with their counts, and searches items', async () => {
    const token = await t.login('admin');
    const domains = (await t.call('GET', '/api/admin/dict/domains', { token })).json().data as { domain: string; kind: string; total: number }[];
    expect(domains.find((d) => d.domain === 'TC_CURRENCY')).toMatchObject({ kind: 'tc', zh: '币种' });
    expect(domains.find((d) => d.domain === 'incoterm')).toMatchObject({ kind: 'code', total: 11 });
    const page = (await t.call('GET', '/api/admin/dict/items?domain=TC_CURRENCY&q=dollar&pageSize=50', { token })).json().data;
    expect(page.rows.map((r: { value: string }) => r.value).sort()).toEqual(['CAD', 'HKD', 'SGD', 'USD']);
    expect(page.total).toBe(4);
    expect(page.rows[0].actions).toEqual(['edit', 'disable']);
    const bad = await t.call('GET', '/api/admin/dict/items?domain=nope', { token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('domain');
  });

  it('adds, edits, disables and deletes items, and the public lists follow', async () => {
    const token = await t.login('20000005'); // master-data role holds sys.dict.manage
    const created = await t.call('POST', '/api/admin/dict/items', { token, body: { domain: 'TC_CURRENCY', value: 'AUD', textZh: '澳元', textEn: 'Australian dollar' } });
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({ value: 'AUD', enabled: true, builtin: false });
    const dup = await t.call('POST', '/api/admin/dict/items', { token, body: { domain: 'TC_CURRENCY', value: 'AUD', textZh: '澳元', textEn: 'AUD' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errorKey).toBe('dict.value_exists');

    const list = async () => ((await t.call('GET', '/api/dict/domains?domainCodes=TC_CURRENCY')).json().data.TC_CURRENCY as Option[]);
    expect((await list()).at(-1)).toEqual({ TEXT: '澳元', ENTEXT: 'Australian dollar', VALUE: 'AUD' });

    const edited = await t.call('PUT', `/api/admin/dict/items/${item.id}`, { token, body: { textEn: 'Australian dollar (AUD)', sort: 0 } });
    expect(edited.statusCode).toBe(200);
    expect((await list()).find((o) => o.VALUE === 'AUD')?.ENTEXT).toBe('Australian dollar (AUD)');

    // A TC_* item is disabled, not deleted (records refer to its value), and leaves the public list.
    const del = await t.call('DELETE', `/api/admin/dict/items/${item.id}`, { token });
    expect(del.json().data).toEqual({ id: item.id, deleted: false, disabled: true });
    expect((await list()).some((o) => o.VALUE === 'AUD')).toBe(false);
    const again = await t.call('PUT', `/api/admin/dict/items/${item.id}`, { token, body: { enabled: true } });
    expect(again.json().data.enabled).toBe(true);
    expect((await list()).some((o) => o.VALUE === 'AUD')).toBe(true);
  });

  it('deletes an item an administrator added to a code table; built-in ones are only disabled', async () => {
    const token = await t.login('admin');
    const created = (await t.call('POST', '/api/admin/dict/items', { token, body: { domain: 'priority', value: 'LOW', textZh: '低', textEn: 'Low', extra: { hours: 240 } } })).json().data;
    expect(created.actions).toContain('delete');
    const del = await t.call('DELETE', `/api/admin/dict/items/${created.id}`, { token });
    expect(del.json().data).toMatchObject({ deleted: true });
    expect((await t.call('PUT', `/api/admin/dict/items/${created.id}`, { token, body: { enabled: true } })).statusCode).toBe(404);

    const aog = (await t.call('GET', '/api/admin/dict/items?domain=priority&q=AOG', { token })).json().data.rows[0];
    expect(aog.builtin).toBe(true);
    expect((await t.call('DELETE', `/api/admin/dict/items/${aog.id}`, { token })).json().data).toMatchObject({ deleted: false, disabled: true });
    const codes = (await t.call('GET', '/api/dict/codes/priority')).json().data as { code: string }[];
    expect(codes.some((c) => c.code === 'AOG')).toBe(false);
  });

  it('refuses bad input with field paths: unknown fields, over-long texts, unknown domain, value changes', async () => {
    const token = await t.login('admin');
    const res = await t.call('POST', '/api/admin/dict/items', { token, body: { domain: 'TC_NOPE', value: 'X', textZh: 'x'.repeat(61), textEn: '', extra: 'no', hack: 1 } });
    expect(res.statusCode).toBe(400);
    const paths = (res.json().fields as { path: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['domain', 'textZh', 'textEn', 'extra', 'hack']));
    const some = (await t.call('GET', '/api/admin/dict/items?domain=TC_CURRENCY', { token })).json().data.rows[0];
    const put = await t.call('PUT', `/api/admin/dict/items/${some.id}`, { token, body: { value: 'XXX' } });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields[0]).toMatchObject({ path: 'value', errorKey: 'validation.unknown_field' });
    expect((await t.call('PUT', '/api/admin/dict/items/999999', { token, body: { sort: 1 } })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/dict/items/abc', { token })).statusCode).toBe(400);
  });
});
