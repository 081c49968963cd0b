/**
 * The workbench from every module (issue 28 item 2, D-580..D-583): each demo account of each side
 * sees its pending work; each counter links to a menu screen whose list, asked with the link's
 * filters, holds exactly the counted records; counters follow permissions and the records' states.
 */
import { allMenuLeaves } from '@aerosupply/shared/menus';
import { HOME_TASK_KEYS } from '@aerosupply/shared/home/task-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

interface Task {
  key: string;
  count: number;
  url: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const tasksOf = async (account: string): Promise<Task[]> => {
  const res = await t.call('GET', '/api/home/summary', { token: await t.login(account) });
  expect(res.statusCode).toBe(200);
  return res.json().data.tasks;
};
const counts = (tasks: Task[]) => Object.fromEntries(tasks.map((x) => [x.key, x.count]));

/**
 * The list API behind each linked screen (the web page's `usePagedList` / `useListParams` URL and
 * its fixed parameters) and the query keys the page reads from its URL.
 */
const LISTS: Record<string, { api: string; fixed?: Record<string, string>; filters: readonly string[]; pageOnly?: readonly string[] }> = {
  // The employee screen's requests tab (`tab` picks the tab, it is no filter of the list).
  'sup/employees': { api: '/api/sup/employee-requests', filters: ['tab', 'status', 'keyword'], pageOnly: ['tab'] },
  'sup/rfx': { api: '/api/sup/rfx', filters: ['number', 'type', 'status'] },
  'sup/agreements': { api: '/api/sup/agreements', filters: ['agreementNo', 'title', 'status', 'validOn'] },
  agreements: { api: '/api/agreements', filters: ['agreementNo', 'title', 'status', 'validOn', 'supplier'] },
  'sup/repair': { api: '/api/sup/repair/inquiries', filters: ['pn', 'materialGroup', 'group'] },
  'sup/repair-orders': { api: '/api/sup/repair/orders', filters: ['orderNo', 'pn', 'stage', 'status', 'overdue'] },
  'repair/orders': { api: '/api/repair/orders', filters: ['orderNo', 'pn', 'stage', 'status', 'overdue'] },
  'repair/bills': { api: '/api/repair/bills', filters: ['orderNo', 'invoiceNo', 'status', 'flagged', 'companyId'] },
  'fwd/pickup': { api: '/api/logistics/shipments', fixed: { flow: 'pickup' }, filters: ['number', 'direction'] },
  'fwd/dispatch': { api: '/api/logistics/shipments', fixed: { flow: 'toShip' }, filters: ['number', 'direction'] },
  'fwd/customs': { api: '/api/logistics/shipments', fixed: { flow: 'customs' }, filters: ['number', 'direction'] },
  'fwd/delivery': { api: '/api/logistics/shipments', fixed: { flow: 'delivery' }, filters: ['number', 'direction'] },
  'logistics/shipments': { api: '/api/logistics/shipments', filters: ['number', 'direction', 'status', 'flow'] },
  'fwd/bills': { api: '/api/freight-bills', filters: ['number', 'invoiceNo', 'status', 'transportMode', 'waybillNo', 'differs'] },
  'logistics/bills': { api: '/api/freight-bills', filters: ['number', 'invoiceNo', 'status', 'transportMode', 'waybillNo', 'differs'] },
  'fwd/evaluations': { api: '/api/forwarder-evaluations', filters: ['number', 'status'] },
  'logistics/evaluations': { api: '/api/forwarder-evaluations', filters: ['number', 'forwarderId', 'status'] },
  'fwd/outside': { api: '/api/outside-flows', filters: ['tab', 'keyword', 'status', 'direction', 'scope', 'transportMode', 'originPort', 'destinationPort'] },
  'logistics/outside': { api: '/api/outside-flows', filters: ['tab', 'keyword', 'status', 'direction', 'scope', 'transportMode', 'forwarderId', 'originPort', 'destinationPort'] },
  'logistics/allot/instruct': { api: '/api/allotments', fixed: { stage: 'instruct' }, filters: ['q', 'status', 'fromBase', 'toBase', 'priority'] },
};

/** How many records the linked list holds for this account (a cursor list: its rows, one page of 100 is enough here). */
async function listCount(account: string, task: Task): Promise<number> {
  const [path, search = ''] = task.url.split('?');
  const list = LISTS[path!];
  if (!list) throw new Error(`no list known for ${task.url}`);
  const params = new URLSearchParams(search);
  for (const key of params.keys()) expect(list.filters, `${task.url}: the page reads no "${key}" from its URL`).toContain(key);
  for (const key of list.pageOnly ?? []) params.delete(key);
  const query = new URLSearchParams({ ...list.fixed, ...Object.fromEntries(params), pageSize: '100' });
  const res = await t.call('GET', `${list.api}?${query}`, { token: await t.login(account) });
  expect(res.statusCode, `${task.url} -> ${list.api}?${query}: ${res.body}`).toBe(200);
  const data = res.json().data;
  return typeof data.total === 'number' ? data.total : data.rows.length;
}

/** The counters this work added, per demo account, with the demo data's numbers. */
const EXPECTED: Record<string, Record<string, number>> = {
  '20000001': { agreementsRefused: 1, repairQuotationsToApprove: 1 },
  '20000003': { repairBillsToReview: 1 },
  '20000004': { freightBillsToReview: 2, shipmentsToNotify: 2, evaluationsToClose: 1, outsideFlowsToReceive: 1, allotmentsToInstruct: 1 },
  supa_admin: { rfxToAnswer: 2, agreementsToConfirm: 1, repairInquiriesToQuote: 2, repairOrdersToMove: 8, employeeRequests: 1 },
  supb_admin: { rfxToAnswer: 1, agreementsToConfirm: 1 },
  fwd_admin: { shipmentsToPickUp: 1, shipmentsToDispatch: 2, shipmentsToClear: 1, shipmentsToDeliver: 1, freightBillsReturned: 1, evaluationsToAnswer: 1, outsideFlowsToMove: 4 },
};
const NEW_KEYS = new Set(Object.values(EXPECTED).flatMap((c) => Object.keys(c)));

describe('the workbench from every module', () => {
  it.each(Object.entries(EXPECTED))('%s sees its pending work of every module', async (account, expected) => {
    const tasks = await tasksOf(account);
    expect(counts(tasks)).toMatchObject(expected);
    // Only the new counters this account should see: no other side's or role's.
    expect(tasks.filter((x) => NEW_KEYS.has(x.key)).map((x) => x.key).sort()).toEqual(Object.keys(expected).sort());
  });

  it('every counter of every demo account is a known key, links to a menu screen of its side and counts exactly what that list shows', async () => {
    const menuUrls = new Map(allMenuLeaves().map((leaf) => [leaf.url, leaf.side]));
    const sides: Record<string, string> = { admin: 'staff', '20000001': 'staff', '20000002': 'staff', '20000003': 'staff', '20000004': 'staff', '20000005': 'staff', supa_admin: 'supplier', supa_clerk: 'supplier', supb_admin: 'supplier', supc_admin: 'supplier', fwd_admin: 'forwarder' };
    for (const [account, side] of Object.entries(sides)) {
      const tasks = await tasksOf(account);
      expect(tasks.length, `${account} has pending work`).toBeGreaterThan(0);
      for (const task of tasks) {
        expect(HOME_TASK_KEYS, `${account}: ${task.key}`).toContain(task.key);
        const path = task.url.split('?')[0]!;
        expect(menuUrls.get(path), `${account}: ${task.url} is a menu screen of the ${side} side`).toBe(side);
        if (NEW_KEYS.has(task.key)) expect(await listCount(account, task), `${account}: ${task.key} ${task.url}`).toBe(task.count);
      }
    }
  });

  it('a counter needs the permission that acts on its records', async () => {
    // The buyer does not review bills; finance does not approve repair quotations nor rework agreements.
    expect(Object.keys(counts(await tasksOf('20000001')))).not.toContain('repairBillsToReview');
    const finance = Object.keys(counts(await tasksOf('20000003')));
    expect(finance).not.toContain('repairQuotationsToApprove');
    expect(finance).not.toContain('agreementsRefused');
    // Logistics staff see no buyer or finance work.
    const logistics = Object.keys(counts(await tasksOf('20000004')));
    for (const key of ['repairBillsToReview', 'repairQuotationsToApprove', 'agreementsRefused']) expect(logistics).not.toContain(key);
    // Supplier A's clerk holds only order collaboration: no RFx or repair inquiry to answer, but the orders and agreements.
    const clerk = counts(await tasksOf('supa_clerk'));
    expect(clerk).not.toHaveProperty('rfxToAnswer');
    expect(clerk).not.toHaveProperty('repairInquiriesToQuote');
    expect(clerk).toMatchObject({ agreementsToConfirm: 1, repairOrdersToMove: 8 });
  });

  it('a record that leaves its pending state leaves the counter', async () => {
    const finance = await t.login('20000003');
    const bills = (await t.call('GET', '/api/repair/bills?status=pending_review', { token: finance })).json().data.rows as { id: number }[];
    expect(bills).toHaveLength(1);
    const approved = await t.call('POST', `/api/repair/bills/${bills[0]!.id}/approve`, { token: finance, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(counts(await tasksOf('20000003'))).not.toHaveProperty('repairBillsToReview');

    const logistics = await t.login('20000004');
    const submitted = (await t.call('GET', '/api/freight-bills?status=submitted', { token: logistics })).json().data.rows as { id: number }[];
    const returned = await t.call('POST', `/api/freight-bills/${submitted[0]!.id}/return`, { token: logistics, body: { reason: 'Weight differs 重量不符' } });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(counts(await tasksOf('20000004'))).toMatchObject({ freightBillsToReview: 1 });
    expect(counts(await tasksOf('fwd_admin'))).toMatchObject({ freightBillsReturned: 2 });
  });
});
