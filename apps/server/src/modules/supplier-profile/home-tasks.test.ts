import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('supplier workbench counters (issue 3 item 9)', () => {
  it('shows a draft supplier its wizard to submit', async () => {
    const res = await t.call('GET', '/api/home/summary', { token: await t.login('supc_admin') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.tasks).toEqual(expect.arrayContaining([{ key: 'wizardToSubmit', count: 1, url: 'sup/wizard' }]));
  });

  it('counts supplier A certificates expiring within 30 days and its pending change request', async () => {
    const tasks = (await t.call('GET', '/api/home/summary', { token: await t.login('supa_admin') })).json().data.tasks as { key: string; count: number }[];
    expect(tasks.find((x) => x.key === 'qualificationsExpiring')?.count).toBeGreaterThanOrEqual(2);
    expect(tasks.find((x) => x.key === 'changesPending')?.count).toBe(1);
    expect(tasks.find((x) => x.key === 'wizardToSubmit')).toBeUndefined();
  });

  it('shows an employee without the vendor-data post nothing of it, only its own post\'s work', async () => {
    const tasks = (await t.call('GET', '/api/home/summary', { token: await t.login('supa_clerk') })).json().data.tasks as { key: string }[];
    // supa_clerk holds only the purchase-order post: that post's work (orders, agreements, repair orders), none of the vendor-data counters.
    expect(tasks.map((x) => x.key).sort()).toEqual(['agreementsToConfirm', 'newOrders', 'repairOrdersToMove']);
  });
});
