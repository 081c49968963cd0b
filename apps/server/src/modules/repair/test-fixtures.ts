/** Set-up shared by the repair API tests: the app, the accounts that act on a repair, the two demo shops. */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { body, ok } from '../supplier-review/test-fixtures';

export interface RepairTestApp {
  t: TestApp;
  buyer: string;
  finance: string;
  supA: string;
  /** Demo shops A (vendor code 10000001) and B (10000002). */
  a: number;
  b: number;
}

export async function openRepairTestApp(): Promise<RepairTestApp> {
  const t = await createTestApp();
  const [buyer, finance, supA] = [await t.login('20000001'), await t.login('20000003'), await t.login('supa_admin')];
  const ids = await t.deps.db.selectFrom('companies').select(['id', 'vendor_code']).where('vendor_code', 'in', ['10000001', '10000002']).orderBy('vendor_code').execute();
  return { t, buyer, finance, supA, a: ids[0]!.id, b: ids[1]!.id };
}

/** A request in English as `token`. */
export const callAs = (t: TestApp, token: string, method: string, url: string, payload?: unknown) => t.call(method, url, { token, body: payload, headers: { 'accept-language': 'en' } });

/**
 * The repair test app of a test file: opened before its tests and closed after them (`r` is filled
 * in then); `call` requests in English as `token`, the buyer unless told.
 */
export function useRepairTestApp(): { r: RepairTestApp; call: (method: string, url: string, payload?: unknown, token?: string) => ReturnType<TestApp['call']> } {
  const r = {} as RepairTestApp;
  beforeAll(async () => {
    Object.assign(r, await openRepairTestApp());
  });
  afterAll(() => r.t?.close());
  return { r, call: (method, url, payload, token = r.buyer) => callAs(r.t, token, method, url, payload) };
}

/** A valid repair inquiry to `shops`, due in two days; `over` replaces any field. */
export const inquiryBody = (shops: number[], over: Record<string, unknown> = {}) => ({
  pn: `RPT-${Date.now().toString(36).toUpperCase()}`, description: 'Hydraulic pump 液压泵', quantity: 1, serialNumbers: ['SN1'], materialGroup: 'components', equipmentType: 'rotable_10y',
  priority: 'AOG', conditionCode: 'US', certificateRequirement: 'CAAC_AAC_038', repairLevel: 'O', pricingMethod: 'fixed_price',
  faultContent: 'Leak', quotationDeadline: new Date(Date.now() + 48 * 3_600_000).toISOString(), shops, ...over,
});

// The inquiry-to-order walk of repair.test.ts and repair-bills.test.ts: request bodies, an awarded order of shop A, the shop's status update.

export interface Quote { id: number; companyId: number; status: string; actions: string[]; tiers: { startQty: number }[]; quotedAmount: number | null }
export interface Inquiry { id: number; number: string; status: string; quotes: Quote[]; actions: string[]; order: { id: number } | null }
export interface Order { id: number; orderNo: string; status: string; actions: string[]; nextStatuses: string[]; history: { toStatus: string; actorSide: string; hours: number }[]; certificates: { serialNo: string; fileKey: string | null }[]; bill: { id: number; status: string; overQuotation: boolean; overCap: boolean } | null; overdue: boolean; turnaroundDays: number; receiptDate: string | null; processCode: string | null; outcome: string | null }

/** What the helpers act with, read when they run (the test file fills it in `beforeAll`). */
export interface RepairOrderContext {
  t: TestApp;
  buyer: string;
  supA: string;
  a: number;
  b: number;
}

/** The moment `h` hours from now, as the API takes it. */
export const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** The field paths of a 400 answer, sorted. */
export const fields = (res: { body: string; json: () => unknown }) => (body(res) as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort();

export function repairOrderApi(ctx: () => RepairOrderContext) {
  const call = (method: string, url: string, payload?: unknown, token = ctx().buyer) => callAs(ctx().t, token, method, url, payload);
  const inquiryBody = (over: Record<string, unknown> = {}) => ({
    pn: '60-5064-1', description: 'Hydraulic pump 液压泵', quantity: 2, serialNumbers: ['SNA1', 'SNA2'], materialGroup: 'components', equipmentType: 'rotable_10y',
    priority: 'AOG', conditionCode: 'US', certificateRequirement: 'CAAC_AAC_038', repairLevel: 'O', pricingMethod: 'fixed_price',
    faultContent: 'Internal leakage', quotationDeadline: hours(48), shops: [ctx().a, ctx().b], ...over,
  });
  const quoteBody = (over: Record<string, unknown> = {}) => ({
    submit: true, testFee: 300, repairFee: 2500, capFee: 3500, leadTimeDays: 14, currency: 'USD', certificateType: 'CAAC_AAC_038', warrantyCode: 'DR', warrantyValue: 365,
    liabilityFlightHours: 1000, liabilityFlightCycles: 800, liabilityShelfDays: 365, claimDays: 30, manufacturerBearsFreight: true,
    tiers: [{ startQty: 1, price: 2800, deliveryDays: 14, currency: 'USD' }, { startQty: 99_999_999_999, price: 2600, deliveryDays: 21, currency: 'USD', alternativePn: '60-5064-2' }],
    ...over,
  });
  const newInquiry = async (): Promise<Inquiry> => ok<Inquiry>(await call('POST', '/api/repair/inquiries', inquiryBody()));
  const awardedOrder = async (): Promise<Order> => {
    const inq = await newInquiry();
    ok(await call('PUT', `/api/sup/repair/inquiries/${inq.id}/quote`, quoteBody(), ctx().supA));
    const quoteA = ok<Inquiry>(await call('GET', `/api/repair/inquiries/${inq.id}`)).quotes.find((q) => q.companyId === ctx().a)!;
    return ok<Order>(await call('POST', `/api/repair/quotes/${quoteA.id}/award`));
  };
  const setStatus = (order: number, status: string, token = ctx().supA, extra: Record<string, unknown> = {}) => call('POST', `/api/sup/repair/orders/${order}/status`, { status, ...extra }, token);
  return { call, inquiryBody, quoteBody, newInquiry, awardedOrder, setStatus };
}
