import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { supplierAWizard } from './demo-data';

let t: TestApp;
let c: string;
let companyC: number;
let clerk: string;
/** File keys have 16-64 characters (files module). */
const key = (name: string) => `${name}-testfile-0001`;

beforeAll(async () => {
  t = await createTestApp();
  c = await t.login('supc_admin');
  clerk = await t.login('supa_clerk');
  companyC = (await t.deps.db.selectFrom('users').select('company_id').where('account', '=', 'supc_admin').executeTakeFirstOrThrow()).company_id;
  const files = ['c-licence', 'c-fs1', 'c-fs2', 'c-fs3', 'c-q1'].map(key).map((id) => ({
    id,
    storage_key: `test/${id}`,
    filename: `${id}.pdf`,
    content_type: 'application/pdf',
    size: 1024,
    sha256: '0'.repeat(64),
    company_id: companyC,
    uploaded_by: null,
    owner_type: null,
    owner_id: null,
  }));
  await t.deps.db.insertInto('files').values(files).execute();
});
afterAll(async () => {
  await t?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers are read loosely in tests
const data = (res: { json: () => unknown }) => (res.json() as { data: any }).data;
const paths = (res: { json: () => unknown }) => ((res.json() as { fields?: { path: string; errorKey: string }[] }).fields ?? []).map((f) => `${f.path}:${f.errorKey}`);

/** A complete wizard for supplier C, with uploads. */
function fullWizard() {
  const a = supplierAWizard();
  return {
    general: {
      ...a.general,
      vendorCode: undefined,
      organizationName: '西安航宇精密制造有限公司',
      taxId: '91610131MA6TXR8K2L',
      businessLicenceFileKeys: [key('c-licence')],
      financialStatements: a.general.financialStatements.map((s, i) => ({ ...s, fileKeys: [key(`c-fs${i + 1}`)] })),
    },
    regions: a.regions,
    supply: a.supply,
    technology: {
      ...a.technology,
      qualifications: [{ authority: '0', number: 'CAAC-145-X-1', certificateNo: 'D.200111', scope: 'Machined parts', startDate: '2024-01-01', endDate: '2027-01-01', fileKeys: [key('c-q1')] }],
    },
    compliance: a.compliance,
  };
}

describe('spec 001 §3/§4 supplier data wizard: save as draft', () => {
  it('starts from the registered draft with both actions open', async () => {
    const res = await t.call('GET', '/api/sup/wizard', { token: c });
    expect(res.statusCode).toBe(200);
    expect(data(res)).toMatchObject({ reviewStatus: 'draft', actions: ['saveDraft', 'submit'] });
    expect(data(res).data.general.organizationName).toBe('西安航宇精密制造有限公司');
  });

  it('saves partial data losslessly (a half-filled wizard loses nothing)', async () => {
    const partial = {
      general: { organizationName: '西安航宇精密制造有限公司', website: 'https://www.hangyu-precision.cn', directors: [{ name: '马超' }, { role: 'supervisor' }], employeeCount: 120 },
      regions: { items: [{ region: 'CN_NORTHWEST' }] },
      supply: { categories: [{ level1: 'A40', level2: 'A4001', startDate: '2025-01-01' }] },
      technology: { qualifications: [{ authority: '1', number: 'FAA-1' }] },
    };
    const res = await t.call('PUT', '/api/sup/wizard', { token: c, body: partial });
    expect(res.statusCode).toBe(200);
    const back = data(await t.call('GET', '/api/sup/wizard', { token: c })).data;
    expect(back.general).toEqual(partial.general);
    expect(back.regions).toEqual(partial.regions);
    expect(back.supply).toEqual(partial.supply);
    expect(back.technology.qualifications).toHaveLength(1);
    expect(back.technology.qualifications[0]).toMatchObject({ authority: '1', number: 'FAA-1', fileKeys: [] });
    // A later draft of one step keeps the others.
    await t.call('PUT', '/api/sup/wizard', { token: c, body: { compliance: { codeOfConductAgreed: true } } });
    const again = data(await t.call('GET', '/api/sup/wizard', { token: c })).data;
    expect(again.general).toEqual(partial.general);
    expect(again.compliance).toEqual({ codeOfConductAgreed: true });
  });

  it('enforces lengths and formats even in a draft (spec 001 §5)', async () => {
    const res = await t.call('PUT', '/api/sup/wizard', {
      token: c,
      body: {
        general: {
          organizationName: 'x'.repeat(61),
          website: 'not a url',
          vendorCode: '123',
          duns: '12ab',
          taxId: 'has space',
          postalCode: '12345678901',
          directors: [{}, {}, {}, {}, {}, {}],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(paths(res)).toEqual(
      expect.arrayContaining([
        'general.organizationName:validation.too_long',
        'general.website:validation.url',
        'general.vendorCode:validation.supplier_code',
        'general.duns:validation.digits_only',
        'general.taxId:validation.no_spaces',
        'general.postalCode:validation.too_long',
        'general.directors:validation.too_long',
      ]),
    );
    const unknown = await t.call('PUT', '/api/sup/wizard', { token: c, body: { general: { hackerField: 1 } } });
    expect(paths(unknown)).toContain('general.hackerField:validation.unknown_field');
  });

  it('refuses a category without a configured buyer with the §8 message', async () => {
    const res = await t.call('PUT', '/api/sup/wizard', {
      token: c,
      headers: { 'accept-language': 'en' },
      body: { supply: { categories: [{ level1: 'A40', level2: 'A4001' }, { level1: 'G10', level2: 'G1002' }] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toBe('supplierProfile.no_category_buyer');
    expect(res.json().msg).toBe('No category buyer configured; cannot add the category or process a data change; contact the business helpdesk');
    expect(paths(res)).toEqual(['supply.categories.1.level2:supplierProfile.no_category_buyer']);
    const tree = data(await t.call('GET', '/api/sup/categories', { token: c }));
    const g10 = tree.find((n: { code: string }) => n.code === 'G10');
    expect(g10.hasBuyer).toBe(false);
    expect(tree.find((n: { code: string }) => n.code === 'A10').hasBuyer).toBe(true);
    const mismatch = await t.call('PUT', '/api/sup/wizard', { token: c, body: { supply: { categories: [{ level1: 'A10', level2: 'A4001' }] } } });
    expect(paths(mismatch)).toEqual(['supply.categories.0.level2:supplierProfile.unknown_category']);
  });

  it('ignores a vendor code the supplier sends: the purchaser assigns it (D-180)', async () => {
    const res = await t.call('PUT', '/api/sup/wizard', { token: c, body: { general: { organizationName: '西安航宇精密制造有限公司', vendorCode: '123456789' } } });
    expect(res.statusCode, res.body).toBe(200);
    const back = data(await t.call('GET', '/api/sup/wizard', { token: c })).data;
    expect(back.general.vendorCode).toBeUndefined();
    const stored = await t.deps.db.selectFrom('supplier_profiles').select('wizard').where('company_id', '=', companyC).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.wizard)).not.toContain('123456789');
  });

  it("refuses another company's file keys", async () => {
    const res = await t.call('PUT', '/api/sup/wizard', { token: c, body: { general: { businessLicenceFileKeys: [key('not-mine')] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toBe('upload.not_uploaded');
  });
});

describe('spec 001 §3/§4 supplier data wizard: save and submit', () => {
  it('validates every step with field paths and keeps what was sent', async () => {
    const body = fullWizard();
    body.general.directors = [...body.general.directors, { name: '', role: 'director' } as never];
    body.supply = { ...body.supply, categories: body.supply.categories.map((cat) => ({ ...cat, endDate: undefined as never })) };
    const res = await t.call('POST', '/api/sup/wizard/submit', { token: c, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorKey).toBe('supplierProfile.incomplete');
    expect(paths(res)).toEqual(expect.arrayContaining(['general.directors.3.name:validation.required', 'supply.categories.0.endDate:validation.required', 'supply.categories.1.endDate:validation.required']));
    const saved = data(await t.call('GET', '/api/sup/wizard', { token: c }));
    expect(saved.reviewStatus).toBe('draft');
    expect(saved.data.general.directors).toHaveLength(4);
    expect(saved.data.technology.qualifications[0].number).toBe('CAAC-145-X-1');
  });

  it('needs three financial statements, uploads, one main category and both agreements', async () => {
    const body = fullWizard();
    const res = await t.call('POST', '/api/sup/wizard/submit', {
      token: c,
      body: {
        ...body,
        general: { ...body.general, businessLicenceFileKeys: [], financialStatements: body.general.financialStatements.slice(0, 2) },
        supply: { ...body.supply, categories: body.supply.categories.map((x) => ({ ...x, main: true })) },
        compliance: { ...body.compliance, antiBriberyAgreed: false },
      },
    });
    expect(paths(res)).toEqual(
      expect.arrayContaining([
        'general.businessLicenceFileKeys:supplierProfile.file_required',
        'general.financialStatements:supplierProfile.three_statements',
        'supply.categories:supplierProfile.one_main_category',
        'compliance.antiBriberyAgreed:supplierProfile.must_agree',
      ]),
    );
  });

  it('submits a complete wizard: status to_be_evaluated, submitted_at and a timeline event', async () => {
    const res = await t.call('POST', '/api/sup/wizard/submit', { token: c, body: fullWizard() });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ reviewStatus: 'to_be_evaluated', actions: [] });
    expect(data(res).submittedAt).toBeTruthy();
    const events = await t.deps.db.selectFrom('timeline_entries').selectAll().where('subject_type', '=', 'supplier').where('subject_id', '=', companyC).execute();
    expect(events).toEqual([expect.objectContaining({ kind: 'review', action: 'submit', from_status: 'draft', to_status: 'to_be_evaluated' })]);
    const q = await t.deps.db.selectFrom('supplier_qualifications').select(['company_id', 'number']).where('company_id', '=', companyC).execute();
    expect(q).toEqual([{ company_id: companyC, number: 'CAAC-145-X-1' }]);
  });

  it('refuses drafts and submits once under review (wrong state)', async () => {
    const draft = await t.call('PUT', '/api/sup/wizard', { token: c, body: { compliance: { remarks: 'x' } } });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().errorKey).toBe('supplierProfile.not_editable');
    const submit = await t.call('POST', '/api/sup/wizard/submit', { token: c });
    expect(submit.statusCode, submit.body).toBe(409);
  });
});

describe('spec 001 §6 wizard permissions', () => {
  it('an employee with only sup.purchaseOrder gets 403 on the wizard and data routes', async () => {
    for (const [method, url] of [
      ['GET', '/api/sup/wizard'],
      ['PUT', '/api/sup/wizard'],
      ['POST', '/api/sup/wizard/submit'],
      ['GET', '/api/sup/qualifications'],
      ['GET', '/api/sup/info'],
      ['GET', '/api/sup/changes'],
      ['GET', '/api/sup/capabilities'],
      ['GET', '/api/sup/price-tiers'],
    ] as const) {
      const res = await t.call(method, url, { token: clerk, body: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
