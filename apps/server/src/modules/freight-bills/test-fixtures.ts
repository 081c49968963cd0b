/** Test helpers of electronic freight bills: a second forwarder company with its user, a bill body, workbooks. */
import ExcelJS from 'exceljs';
import type { BillInput } from '@aerosupply/shared/freight-bills/schemas';
import type { ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import type { TestApp } from '../../../test/helpers';
import { multipart } from '../files/test-fixtures';

/** A second forwarder company ("Sino Cargo Link") and its user `fwd2_admin` (demo password). */
export async function addSecondForwarder(t: TestApp): Promise<number> {
  const db = t.deps.db;
  const hash = (await db.selectFrom('users').select('password_hash').where('account', '=', 'fwd_admin').executeTakeFirstOrThrow()).password_hash;
  const company = await db.insertInto('companies').values({ type: 'forwarder', name: '中货联运', name_en: 'Sino Cargo Link', country: 'CN', tax_system: null, tax_id: null, vendor_code: null, supplier_type: null, time_zone: null, created_at: new Date(), updated_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('id').where('company_id', '=', 2).where('code', '=', 'forwarder').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ company_id: company.id, account: 'fwd2_admin', real_name: '吴凡 Wu Fan', email: 'wu.fan@sinocargo.cn', mobile: null, password_hash: hash, preferences: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return company.id;
}

export const demoForwarderId = async (t: TestApp) => (await t.deps.db.selectFrom('users').select('company_id').where('account', '=', 'fwd_admin').executeTakeFirstOrThrow()).company_id;

/** A bill FRA -> PVG by air, 120 kg, billed 2,320.00 (the demo card gives 2,220.00). */
export const billInput = (over: Partial<BillInput> = {}): BillInput => ({
  invoiceNo: 'T-INV-1',
  invoiceDate: new Date().toISOString().slice(0, 10),
  transportMode: 'air',
  materialLevel: 'routine',
  origin: 'FRA',
  destination: 'PVG',
  transportLevel: 'standard',
  billingMode: 'weight',
  netWeight: 120,
  weightUnit: 'kg',
  currency: 'CNY',
  invoiceAmount: 2320,
  feeOperation: 100,
  feeLevel: 0,
  feeBilling: 2220,
  feeRoute: 0,
  feeAdditional: 0,
  waybillNos: ['020-12345675'],
  ...over,
});

export const EN_HEADER = ['Invoice number', 'Invoice date', 'Transport mode', 'Material level', 'Origin', 'Destination', 'Transport level', 'Billing mode', 'Net weight', 'Weight unit', 'Currency', 'Operation fee', 'Level fee', 'Billing fee', 'Route fee', 'Additional fee', 'Total freight', 'Invoice amount', 'Waybill numbers'];

/** One Excel row: FRA -> PVG air, weight kg, fees summing to `billing + 100`. */
export const sheetRow = (invoiceNo: string, over: Partial<Record<'mode' | 'weight' | 'billing' | 'invoice' | 'date' | 'total', unknown>> = {}) => {
  const billing = (over.billing as number | undefined) ?? 2220;
  return [invoiceNo, over.date ?? '2026-11-20', over.mode ?? 'Air', '常规', 'FRA', 'PVG', 'Standard', '按重量', over.weight ?? 120, 'kg', 'CNY', 100, 0, billing, 0, 0, over.total ?? null, over.invoice ?? billing + 100, '020-12345675'];
};

export async function workbookOf(rows: unknown[][], header: unknown[] = EN_HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRows([header, ...rows]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function uploadBills(t: TestApp, token: string, content: Buffer, opts: { filename?: string; lang?: 'zh' | 'en' } = {}) {
  const body = multipart([{ name: 'file', filename: opts.filename ?? 'bills.xlsx', content, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/imports/freight-bills',
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': opts.lang ?? 'en' },
    payload: body.payload,
  });
}

/** An air shipment carried by `companyId` under `awb`, shipped unless `status` says otherwise (the logistics table, written directly by the test). */
export async function insertShipment(t: TestApp, companyId: number, awb: string, over: { gross?: number; chargeable?: number; from?: string; to?: string; lastLeg?: boolean; status?: ShipmentStatus } = {}): Promise<number> {
  const now = new Date();
  const row = await t.deps.db
    .insertInto('shipments')
    .values({
      number: `TN-T-${awb}`,
      direction: 'intl_in',
      status: over.status ?? 'shipped',
      transport_type: 'air',
      service_mode: 'PAID_AIR',
      awb,
      pieces: 1,
      dangerous: false,
      dry_ice: false,
      gross_weight: over.gross ?? 120,
      chargeable_weight: over.chargeable ?? over.gross ?? 120,
      shipper_country: 'DE',
      shipper_city: 'Frankfurt',
      consignee_country: 'CN',
      consignee_city: 'Shanghai',
      origin_port: over.from ?? 'FRA',
      destination_port: over.to ?? 'PVG',
      forwarder_company_id: over.lastLeg ? null : companyId,
      last_leg_company_id: over.lastLeg ? companyId : null,
      created_by_name: 'test',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
