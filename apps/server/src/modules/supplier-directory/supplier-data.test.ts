/**
 * Issue 11 items 1 and 7: the staff supplier-data view presents every file a supplier's data names
 * with its name and size (the demo supplier's documents are real, downloadable files), and a
 * company-name search of 1-2 characters answers rows instead of a 400.
 */
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { companyByTaxId, ok } from '../supplier-review/test-fixtures';

interface DataView {
  companyId: number;
  data: Record<string, Record<string, unknown> | undefined>;
  files: Record<string, FileItem>;
}

let t: TestApp;
let buyer: string;
let supplierA: number;

beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('20000001');
  supplierA = await companyByTaxId(t, '91510100MA61AB2C3D');
});
afterAll(() => t.close());

/** Every string in `value` under a key ending in fileKeys. */
function fileKeysIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => fileKeysIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (/fileKeys$/i.test(k) && Array.isArray(v)) out.push(...(v as string[]));
      else fileKeysIn(v, out);
    }
  }
  return out;
}

async function download(fileKey: string, token: string): Promise<Buffer> {
  const link = await t.call('POST', `/api/files/${fileKey}/download-token`, { token });
  const url = link.statusCode === 200 ? (link.json() as { data: { url: string } }).data.url : `/api/files/${fileKey}`;
  const res = await t.app.inject({ method: 'GET', url, headers: link.statusCode === 200 ? {} : { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

describe('staff supplier data with file metadata (issue 11 item 1)', () => {
  it('names every file of the data with its name and size, and the files download', async () => {
    const view = ok<DataView>(await t.call('GET', `/api/suppliers/${supplierA}/data`, { token: buyer }));
    expect(view.companyId).toBe(supplierA);
    expect(Object.keys(view.data)).toEqual(expect.arrayContaining(['general', 'regions', 'supply', 'technology', 'compliance', 'finance']));
    const general = view.data.general!;
    const licence = (general.businessLicenceFileKeys as string[])[0]!;
    expect(view.files[licence]).toMatchObject({ fileKey: licence, filename: '营业执照.pdf', fileContentType: 'application/pdf' });
    expect(view.files[licence]!.fileSize).toBeGreaterThan(500);
    const statements = general.financialStatements as { year: number; fileKeys: string[] }[];
    expect(statements.map((s) => view.files[s.fileKeys[0]!]?.filename)).toEqual(['2022年度财务报表.pdf', '2023年度财务报表.pdf', '2024年度财务报表.pdf']);
    // Step 3 carries the current qualification rows, each with its certificate.
    const qualifications = view.data.technology!.qualifications as { number: string; fileKeys: string[] }[];
    expect(qualifications.length).toBe(4);
    for (const q of qualifications) expect(view.files[q.fileKeys[0]!]?.filename).toBe(`${q.number}.pdf`);
    // No key of the data is left without its metadata.
    const keys = fileKeysIn(view.data);
    expect(keys.length).toBe(8);
    expect(keys.filter((k) => !view.files[k])).toEqual([]);

    const bytes = await download(licence, buyer);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(view.files[licence]!.fileSize);
    const auditor = await t.login('20000002');
    expect((await download(qualifications[0]!.fileKeys[0]!, auditor)).length).toBe(view.files[qualifications[0]!.fileKeys[0]!]!.fileSize);
  });

  it('puts the attachments on the detail qualification rows', async () => {
    const detail = ok<{ qualifications: { number: string; fileKeys: string[]; files: FileItem[] }[] }>(await t.call('GET', `/api/suppliers/${supplierA}`, { token: buyer }));
    expect(detail.qualifications.length).toBe(4);
    for (const q of detail.qualifications) {
      expect(q.files).toHaveLength(1);
      expect(q.files[0]).toMatchObject({ fileKey: q.fileKeys[0], filename: `${q.number}.pdf` });
      expect(q.files[0]!.fileSize).toBeGreaterThan(0);
    }
  });

  it('answers change requests with the metadata of the files they name', async () => {
    const list = ok<{ rows: { id: number; files: Record<string, FileItem>; changedFields: string[] }[] }>(await t.call('GET', '/api/supplier-changes?status=pending', { token: buyer }));
    expect(list.rows.length).toBeGreaterThan(0);
    for (const r of list.rows) expect(typeof r.files).toBe('object');
    const one = ok<{ files: Record<string, FileItem> }>(await t.call('GET', `/api/supplier-changes/${list.rows[0]!.id}`, { token: buyer }));
    expect(typeof one.files).toBe('object');
  });

  it('is for staff who may open the supplier, and only for supplier companies', async () => {
    expect((await t.call('GET', `/api/suppliers/${supplierA}/data`, { token: await t.login('supa_admin') })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/suppliers/${supplierA}/data`)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/suppliers/2/data', { token: buyer })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/suppliers/999999/data', { token: buyer })).statusCode).toBe(404);
  });
});

describe('short company-name searches (issue 11 item 7)', () => {
  type Rows = { rows: { name: string; nameEn: string | null; vendorCode: string | null }[] };
  const search = async (list: string, name: string) =>
    ok<Rows>(await t.call('GET', `/api/suppliers/${list}?name=${encodeURIComponent(name)}&pageSize=100`, { token: list === 'finance' ? await t.login('20000003') : buyer })).rows;

  it('matches names that start with 1-2 characters, Chinese or English, on every list', async () => {
    const zh = await search('info', '成都');
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.every((r) => r.name.startsWith('成都') || (r.nameEn ?? '').toLowerCase().startsWith('成都'))).toBe(true);
    expect(zh.map((r) => r.vendorCode)).toContain('10000001');
    const en = await search('info', 'Ch');
    expect(en.map((r) => r.vendorCode)).toContain('10000001');
    expect(en.every((r) => r.name.toLowerCase().startsWith('ch') || (r.nameEn ?? '').toLowerCase().startsWith('ch'))).toBe(true);
    expect((await search('info', '成')).map((r) => r.vendorCode)).toContain('10000001');
    expect((await search('official', 'pa')).map((r) => r.vendorCode)).toEqual(['10000002']);
    expect((await search('official', 'S')).map((r) => r.vendorCode)).toContain('10000021');
    expect((await search('finance', '北京')).map((r) => r.vendorCode)).toEqual(['10000022']);
  });

  it('keeps 3+ characters a match anywhere, and LIKE wildcards literal', async () => {
    expect((await search('info', 'skywing')).map((r) => r.vendorCode)).toEqual(['10000001']);
    expect(await search('info', '%')).toEqual([]);
    expect(await search('info', '_')).toEqual([]);
    expect(await search('official', '%%')).toEqual([]);
  });
});
