import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { act, body, companyByTaxId, ok } from '../supplier-review/test-fixtures';
import { putSupplierInState } from '../supplier-profile/testing';

interface SyncRecord {
  id: number;
  companyId: number;
  status: string;
  adapter: string;
  vendorCode: string | null;
  attempts: number;
  lastError: string | null;
  actions: string[];
  logs: { attempt: number; ok: boolean; httpStatus: number | null; message: string }[];
}

const QAUDIT_PASSED = '91510116MA6CK2PJ4N';

describe('spec 001 §4 master data (sync to SAP): built-in adapter without SAP_ENDPOINT', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('assigns a unique 7-9 digit vendor code at once and marks the supplier synchronized', async () => {
    const md = await t.login('20000005');
    const id = await companyByTaxId(t, QAUDIT_PASSED);
    const r = ok<{ reviewStatus: string; vendorCode: string }>(await act(t, md, id, 'sync_sap', { comment: '主数据已核对' }));
    expect(r.reviewStatus).toBe('synchronized_to_sap');
    expect(r.vendorCode).toMatch(/^\d{7,9}$/);
    // A second supplier gets a different code.
    const other = await companyByTaxId(t, '91610131MA6TX8K21Q');
    await putSupplierInState(t.deps.db, other, { review: 'qaudit_passed' });
    const r2 = ok<{ vendorCode: string }>(await act(t, md, other, 'sync_sap', {}));
    expect(r2.vendorCode).toMatch(/^\d{7,9}$/);
    expect(r2.vendorCode).not.toBe(r.vendorCode);
    const list = ok<{ rows: SyncRecord[] }>(await t.call('GET', '/api/sap-sync?status=synchronized', { token: md }));
    expect(list.rows.filter((x) => x.companyId === id || x.companyId === other).map((x) => x.adapter)).toEqual(['builtin', 'builtin']);
    // Status and log are for master-data staff only.
    expect((await t.call('GET', '/api/sap-sync', { token: await t.login('20000001') })).statusCode).toBe(403);
  });
});

describe('spec 001 §4 master data (sync to SAP): HTTP endpoint through the integration outbox and job queue', () => {
  let t: TestApp;
  let server: http.Server;
  let failing = true;
  const received: { kind: string; supplier: { name: string; taxId: string } }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received.push(JSON.parse(raw) as (typeof received)[number]);
        if (failing) {
          res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"maintenance"}');
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ vendorCode: '88812345' }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ sapEndpoint: `http://127.0.0.1:${port}/vendors` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Makes queued retries due now and runs the queue once. */
  const runDueJobs = async () => {
    await t.deps.db.updateTable('jobs').set({ run_at: new Date(Date.now() - 1000) }).where('status', '=', 'queued').execute();
    return t.deps.jobs.drain();
  };

  it('queues the supplier, retries failures with a log, ends failed after 5 attempts, and succeeds on retry', async () => {
    const md = await t.login('20000005');
    const id = await companyByTaxId(t, QAUDIT_PASSED);
    const r = ok<{ reviewStatus: string; actions: string[]; sapPending: boolean }>(await act(t, md, id, 'sync_sap', {}));
    expect(r.reviewStatus).toBe('qaudit_passed');
    expect(r.sapPending).toBe(true);
    expect(r.actions).toEqual([]);
    expect((await act(t, md, id, 'sync_sap', {})).statusCode).toBe(409);

    for (let i = 0; i < 5; i++) expect(await runDueJobs()).toBeGreaterThan(0);
    expect(received).toHaveLength(5);
    expect(received[0]).toMatchObject({ kind: 'create', supplier: { name: '成都蓉航工装设备有限公司', taxId: QAUDIT_PASSED } });
    const list = ok<{ rows: SyncRecord[] }>(await t.call('GET', '/api/sap-sync?status=failed', { token: md }));
    const rec = list.rows.find((x) => x.companyId === id)!;
    expect(rec).toMatchObject({ status: 'failed', adapter: 'http', attempts: 5, actions: ['retry'] });
    expect(rec.lastError).toContain('503');
    const detail = ok<SyncRecord>(await t.call('GET', `/api/sap-sync/${rec.id}`, { token: md }));
    expect(detail.logs.map((l) => [l.attempt, l.ok, l.httpStatus])).toEqual([1, 2, 3, 4, 5].map((n) => [n, false, 503]));
    const home = ok<{ tasks: { key: string; count: number }[] }>(await t.call('GET', '/api/home/summary', { token: md }));
    expect(home.tasks.find((x) => x.key === 'sapSyncFailed')?.count).toBe(1);

    failing = false;
    const retried = ok<SyncRecord>(await t.call('POST', `/api/sap-sync/${rec.id}/retry`, { token: md }));
    expect(retried.status).toBe('pending');
    const notFailed = await t.call('POST', `/api/sap-sync/${rec.id}/retry`, { token: md });
    expect(notFailed.statusCode).toBe(409);
    expect(body(notFailed).errorKey).toBe('sap_sync.not_failed');
    await runDueJobs();
    const synced = ok<SyncRecord>(await t.call('GET', `/api/sap-sync/${rec.id}`, { token: md }));
    expect(synced).toMatchObject({ status: 'synchronized', vendorCode: '88812345' });
    const review = ok<{ reviewStatus: string; vendorCode: string }>(await t.call('GET', `/api/supplier-reviews/${id}`, { token: md }));
    expect(review).toMatchObject({ reviewStatus: 'synchronized_to_sap', vendorCode: '88812345' });
  });

  it('sends master-data edits of an official supplier to SAP as updates', async () => {
    const md = await t.login('20000005');
    const id = await companyByTaxId(t, QAUDIT_PASSED);
    ok(await t.call('PUT', `/api/suppliers/official/${id}/purchasing`, { token: md, body: { purchaseOrg: 'P500', paymentTerms: 'N30', currency: 'CNY', comment: '调整付款条件' } }));
    await runDueJobs();
    expect(received.at(-1)).toMatchObject({ kind: 'update', supplier: { name: '成都蓉航工装设备有限公司' } });
    const list = ok<{ rows: SyncRecord[] }>(await t.call('GET', '/api/sap-sync', { token: md }));
    expect(list.rows[0]).toMatchObject({ companyId: id, status: 'synchronized' });
  });
});
