/**
 * The Excel import pipeline (issue 10 item 6) through the dictionaries' "Import items": template,
 * upload + preview with every row error in zh and en, commit all or nothing and only once,
 * refusals (not a workbook, too many rows, too large, missing columns), company isolation.
 */
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { cellText } from '@aerosupply/shared/imports/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { multipart, pdfFile } from '../files/test-fixtures';
import { conflict } from '../../platform/errors';
import { installModules } from '../../platform/modules/manifest';
import { defineImport } from './index';

// A company-owned import for the isolation test: suppliers hold file.upload.
const noted: string[][] = [];
const notesImport = defineImport<{ note: string }>({
  key: 'test-notes',
  permission: 'file.upload',
  titleKey: 'imports.template.notes',
  columns: [{ key: 'note', titleKey: 'imports.template.column', schema: cellText({ required: true }) }],
  rowSchema: z.object({ note: z.string() }),
  commit: async (_trx, rows) => {
    noted.push(rows.map((r) => r.value.note));
    return rows.length;
  },
});
// Writes each row, then fails on a row saying "boom": nothing of it may stay.
const failingImport = defineImport<{ note: string }>({
  key: 'test-failing',
  permission: 'sys.dict.manage',
  titleKey: 'imports.template.notes',
  columns: [{ key: 'note', titleKey: 'imports.template.column', schema: cellText({ required: true }) }],
  rowSchema: z.object({ note: z.string() }),
  commit: async (trx, rows) => {
    for (const r of rows) {
      if (r.value.note === 'boom') throw conflict('common.conflict');
      await trx.insertInto('dict_items').values({ domain: 'TC_CURRENCY', value: r.value.note, text_zh: r.value.note, text_en: r.value.note, sort: 0, enabled: true, extra: null }).execute();
    }
    return rows.length;
  },
});

// Installed before the app is built, so the imports module serves them like any module's.
const uninstallProbes = installModules([{ name: 'imports-test', dependsOn: [], imports: [notesImport, failingImport] }]);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
  uninstallProbes();
});

const BASE = '/api/imports/dict-items';
const DOMAIN = 'TC_CURRENCY';

async function workbook(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet(sheetName).addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(content: Buffer, opts: { url?: string; token?: string; filename?: string; lang?: string } = {}) {
  const body = multipart([{ name: 'file', filename: opts.filename ?? 'items.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return t.app.inject({
    method: 'POST',
    url: opts.url ?? `${BASE}?domain=${DOMAIN}`,
    headers: { authorization: `Bearer ${opts.token ?? admin}`, 'content-type': body.contentType, 'accept-language': opts.lang ?? 'en' },
    payload: body.payload,
  });
}

const get = (url: string, lang = 'en', token = admin) => t.call('GET', url, { token, headers: { 'accept-language': lang } });
const post = (url: string, token = admin) => t.call('POST', url, { token });

async function items(q: string) {
  const res = await get(`/api/admin/dict/items?domain=${DOMAIN}&q=${encodeURIComponent(q)}&pageSize=100`);
  return (res.json().data.rows as { value: string; textZh: string; textEn: string; sort: number; enabled: boolean }[]).sort((a, b) => a.value.localeCompare(b.value));
}

describe('a good file', () => {
  it('previews without errors and commits every row in one go', async () => {
    const res = await upload(
      await workbook([
        ['代码', '中文名称', '英文名称', '排序', '启用'],
        ['XIA', '测试币甲', 'Test coin A', 901, '是'],
        ['XIB', '测试币乙', 'Test coin B', '902', 'N'],
        [],
        ['XIC', '测试币丙', 'Test coin C', null, null],
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ status: 'ready', totalRows: 3, validRows: 3, errorRows: 0, errors: [], fileName: 'items.xlsx', params: { domain: DOMAIN }, actions: ['commit', 'cancel'] });
    expect(preview.columns.map((c: { title: string }) => c.title)).toEqual(['Code', 'Chinese name', 'English name', 'Sort order', 'Enabled']);
    expect(await items('Test coin')).toEqual([]);

    const rows = await get(`${BASE}/${preview.id}/rows`);
    expect(rows.json().data.rows.map((r: { row: number }) => r.row)).toEqual([2, 3, 5]);

    const done = await post(`${BASE}/${preview.id}/commit`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'committed', committedRows: 3, committedBy: expect.any(String), actions: [] });
    const saved = await items('Test coin');
    expect(saved.map((i) => [i.value, i.textZh, i.textEn, i.enabled])).toEqual([
      ['XIA', '测试币甲', 'Test coin A', true],
      ['XIB', '测试币乙', 'Test coin B', false],
      ['XIC', '测试币丙', 'Test coin C', true],
    ]);
    expect(saved[0]!.sort).toBe(901);

    // The same code again updates the item.
    const again = await upload(await workbook([['Code', 'Chinese name', 'English name'], ['XIA', '测试币甲2', 'Test coin A2']]));
    expect((await post(`${BASE}/${again.json().data.id}/commit`)).statusCode).toBe(200);
    expect((await items('XIA'))[0]).toMatchObject({ textEn: 'Test coin A2', sort: 901, enabled: true });
  });

  it('refuses a second commit, also when both arrive together', async () => {
    const res = await upload(await workbook([['Code', 'Chinese name', 'English name'], ['XID', '测试币丁', 'Test coin D']]));
    const id = res.json().data.id as number;
    const [a, b] = await Promise.all([post(`${BASE}/${id}/commit`), post(`${BASE}/${id}/commit`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const third = await post(`${BASE}/${id}/commit`);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ errorKey: 'imports.already_committed', msg: 'This import has already been committed' });
    expect(await items('XID')).toHaveLength(1);
  });
});

describe('a file with bad rows', () => {
  const bad = () =>
    workbook([
      ['Code', 'Chinese name', 'English name', 'Sort order', 'Enabled', 'Remarks'],
      ['XIE', '测试币戊', 'Test coin E', 1, 'Y', 'fine'],
      ['', '测试币己', 'Test coin F', 2, 'Y'],
      ['XIG', '测试币庚', 'x'.repeat(61), 'two', 'maybe'],
      ['XI$', '测试币辛', 'Test coin H'],
      ['XIE', '测试币壬', 'Test coin I'],
    ]);

  it('previews every wrong row and column in English and in Chinese and commits nothing', async () => {
    const res = await upload(await bad());
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ status: 'invalid', totalRows: 5, validRows: 1, errorRows: 4, actions: ['cancel'] });
    const en = preview.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]);
    expect(en).toEqual([
      [3, 'Code', 'Required'],
      [4, 'English name', 'Too long'],
      [4, 'Sort order', 'Enter a whole number'],
      [4, 'Enabled', 'Enter yes/no (or Y/N)'],
      [5, 'Code', 'Invalid value'],
      [6, 'Code', 'Same as row 2'],
    ]);

    const zh = (await get(`${BASE}/${preview.id}`, 'zh-CN')).json().data;
    expect(zh.errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message])).toEqual([
      [3, '代码', '必填'],
      [4, '英文名称', '长度超出限制'],
      [4, '排序', '请输入整数'],
      [4, '启用', '请填写 是/否（或 Y/N）'],
      [5, '代码', '格式不正确'],
      [6, '代码', '与第 2 行重复'],
    ]);

    const onlyErrors = (await get(`${BASE}/${preview.id}/rows?onlyErrors=true`)).json().data;
    expect(onlyErrors.total).toBe(4);
    expect(onlyErrors.rows[1]).toMatchObject({ row: 4, values: { value: 'XIG', sort: 'two', enabled: 'maybe' } });

    const commit = await post(`${BASE}/${preview.id}/commit`);
    expect(commit.statusCode).toBe(409);
    expect(commit.json().errorKey).toBe('imports.has_errors');
    expect(await items('Test coin E')).toEqual([]);

    const cancelled = await post(`${BASE}/${preview.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', actions: [] });
  });

  it('rolls everything back when a write fails part-way, and the import may be committed later', async () => {
    const res = await upload(await workbook([['Column'], ['XRA'], ['XRB'], ['boom']]), { url: '/api/imports/test-failing' });
    expect(res.json().data).toMatchObject({ status: 'ready', totalRows: 3 });
    const id = res.json().data.id as number;
    const commit = await post(`/api/imports/test-failing/${id}/commit`);
    expect(commit.statusCode).toBe(409);
    expect(await items('XRA')).toEqual([]);
    expect((await get(`/api/imports/test-failing/${id}`)).json().data).toMatchObject({ status: 'ready', committedRows: null, committedAt: null });
  });

  it('checks the stored rows again at commit', async () => {
    const res = await upload(await workbook([['Code', 'Chinese name', 'English name'], ['XIJ', '测试币癸', 'Test coin J'], ['XIK', '测试币子', 'Test coin K']]));
    const id = res.json().data.id as number;
    await t.deps.db
      .updateTable('import_rows')
      .set({ cells: JSON.stringify({ value: 'XIK', textZh: '测试币子', textEn: 'x'.repeat(61), sort: null, enabled: null }) })
      .where('import_id', '=', id)
      .where('row_number', '=', 3)
      .execute();
    const commit = await post(`${BASE}/${id}/commit`);
    expect(commit.statusCode).toBe(409);
    expect(await items('XIJ')).toEqual([]);
    expect((await get(`${BASE}/${id}`)).json().data.status).toBe('ready');
  });
});

describe('refused files', () => {
  it('refuses a file that is not a workbook, whatever its name', async () => {
    for (const content of [pdfFile(), Buffer.from('code,name\nA,B\n'), Buffer.from('PK\u0003\u0004 not really a zip')]) {
      const res = await upload(content);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'imports.not_xlsx', msg: expect.stringContaining('not an Excel workbook') });
    }
    const named = await upload(await workbook([['Code']]), { filename: 'items.csv' });
    expect(named.json().errorKey).toBe('imports.not_xlsx');
  });

  it('refuses more rows than the limit with a message that says how many', async () => {
    const limit = t.deps.config.importMaxRows;
    t.deps.config.importMaxRows = 3;
    try {
      const rows = [['Code', 'Chinese name', 'English name'], ...['A1', 'A2', 'A3', 'A4'].map((c) => [c, c, c])];
      const res = await upload(await workbook(rows), { lang: 'zh-CN' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'imports.too_many_rows', msg: '文件超过 3 行数据，请拆分为每个不超过 3 行的文件后再导入' });
      expect((await upload(await workbook(rows.slice(0, 4)))).statusCode).toBe(200);
    } finally {
      t.deps.config.importMaxRows = limit;
    }
  });

  it('refuses a file over the size limit', async () => {
    const limit = t.deps.config.importMaxBytes;
    t.deps.config.importMaxBytes = 1000;
    try {
      const res = await upload(await workbook([['Code', 'Chinese name', 'English name'], ['A', 'B', 'C']]));
      expect(res.statusCode).toBe(413);
      expect(res.json().errorKey).toBe('imports.too_large');
    } finally {
      t.deps.config.importMaxBytes = limit;
    }
  });

  it('names the missing columns and refuses an empty sheet or a bad dictionary', async () => {
    const missing = await upload(await workbook([['Code', 'Sort order'], ['A', 1]]), { lang: 'zh-CN' });
    expect(missing.json()).toMatchObject({ errorKey: 'imports.missing_columns', msg: expect.stringContaining('中文名称、英文名称') });
    const empty = await upload(await workbook([['Code', 'Chinese name', 'English name']]));
    expect(empty.json().errorKey).toBe('imports.empty');
    const domain = await upload(await workbook([['Code', 'Chinese name', 'English name'], ['A', 'B', 'C']]), { url: `${BASE}?domain=NOPE` });
    expect(domain.statusCode).toBe(400);
    expect(domain.json().fields[0]).toMatchObject({ path: 'domain', errorKey: 'dict.unknown_domain' });
  });
});

describe('template', () => {
  it('has the translated header in each language and notes, and round-trips', async () => {
    for (const [lang, titles] of [
      ['zh', ['代码 *', '中文名称 *', '英文名称 *', '排序', '启用']],
      ['en', ['Code *', 'Chinese name *', 'English name *', 'Sort order', 'Enabled']],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}/template?lang=${lang}`, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('attachment');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      expect(wb.worksheets).toHaveLength(2);
      const sheet = wb.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(titles);
      expect(wb.worksheets[1]!.rowCount).toBeGreaterThan(5);

      // Fill the downloaded template and import it.
      const code = `XT${lang.toUpperCase()}`;
      sheet.addRow([code, `模板${lang}`, `Template ${lang}`, '7', lang === 'zh' ? '否' : 'yes']);
      const filled = Buffer.from(await wb.xlsx.writeBuffer());
      const up = await upload(filled, { filename: `模板-${lang}.xlsx` });
      expect(up.json().data, up.body).toMatchObject({ status: 'ready', totalRows: 1, fileName: `模板-${lang}.xlsx` });
      expect((await post(`${BASE}/${up.json().data.id}/commit`)).statusCode).toBe(200);
      expect((await items(code))[0]).toMatchObject({ textEn: `Template ${lang}`, sort: 7, enabled: lang !== 'zh' });
    }
  });
});

describe('history and isolation', () => {
  it('lists the imports newest first with who, when, file, counts and status', async () => {
    const res = await get(`${BASE}?pageSize=100`);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.rows[0]).toMatchObject({ importKey: 'dict-items', createdBy: expect.any(String), createdAt: expect.any(String), fileName: expect.any(String), totalRows: expect.any(Number) });
    const committed = (await get(`${BASE}?status=committed`)).json().data.rows as { status: string }[];
    expect(committed.length).toBeGreaterThan(0);
    expect(committed.every((r) => r.status === 'committed')).toBe(true);
  });

  it("answers 404 for another company's import and lists only the company's own", async () => {
    const supA = await t.login('supa_admin');
    const res = await upload(await workbook([['Note'], ['first'], ['second']]), { url: '/api/imports/test-notes', token: supA });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    await expectCompanyIsolation(t, { ownerAccount: 'supa_admin', otherAccount: 'supb_admin', request: (token) => get(`/api/imports/test-notes/${id}`, 'en', token) });
    const supB = await t.login('supb_admin');
    expect((await post(`/api/imports/test-notes/${id}/commit`, supB)).statusCode).toBe(404);
    expect((await get(`/api/imports/test-notes/${id}/rows`, 'en', supB)).statusCode).toBe(404);
    expect((await get('/api/imports/test-notes', 'en', supB)).json().data.total).toBe(0);
    expect((await post(`/api/imports/test-notes/${id}/commit`, supA)).statusCode).toBe(200);
    expect(noted).toEqual([['first', 'second']]);
  });

  it('needs the import permission', async () => {
    const supA = await t.login('supa_admin');
    expect((await get(`${BASE}/template`, 'en', supA)).statusCode).toBe(403);
    expect((await upload(await workbook([['Code']]), { token: supA })).statusCode).toBe(403);
  });
});
