/** Set-up shared by the repair API tests: the app, the accounts that act on a repair, the two demo shops. */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

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
