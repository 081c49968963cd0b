/**
 * Demo records of the supplier's own data: category buyers, supplier A's completed wizard with its
 * business licence, financial statements and certificates as real files (demo-files.ts) and
 * qualification documents (one expiring within 30 days, one expired), sub-page rows, a capability
 * application under review and a pending change request; and supplier C (`supc_admin`),
 * registered but not yet submitted.
 */
import { formatDate } from '@aerosupply/shared/format/dates';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { DEMO_CERTIFICATES, DEMO_LICENCE, DEMO_STATEMENTS, insertDemoFile } from './demo-files';
import { supplierAWizard } from './demo-data';

const DAY = 86_400_000;
const day = (offset: number) => formatDate(new Date(Date.now() + offset * DAY), false, 'Asia/Shanghai');

export async function seedSupplierProfileDemo(trx: Database, ids: DemoIds): Promise<void> {
  // Buyers for every category except the ground support equipment tree (G10, G1001, G1002).
  const buyer = ids.users['20000001'];
  if (buyer) {
    const cats = await trx.selectFrom('supply_categories').select('code').where('level', '=', 1).where('code', '<>', 'G10').execute();
    await trx.insertInto('category_buyers').values(cats.map((c) => ({ category_code: c.code, buyer_user_id: buyer }))).execute();
  }

  const a = ids.supplierA;
  // The supplier's documents as real files (demo-files.ts): licence and statements owned by the profile.
  const owner = { companyId: a, uploadedBy: ids.users['supa_admin'] ?? null, ownerType: 'supplier_profile', ownerId: a };
  const wizardA = supplierAWizard();
  wizardA.general.businessLicenceFileKeys = [await insertDemoFile(trx, DEMO_LICENCE, owner)];
  for (const [i, statement] of wizardA.general.financialStatements.entries()) statement.fileKeys = [await insertDemoFile(trx, DEMO_STATEMENTS[i]!, owner)];
  await trx.updateTable('supplier_profiles').set({ wizard: JSON.stringify(wizardA), submitted_at: new Date(Date.now() - 200 * DAY) }).where('company_id', '=', a).execute();
  const qualificationIds = await trx
    .insertInto('supplier_qualifications')
    .values([
      { company_id: a, doc_type: 'repair_station', authority: '0', number: 'CAAC-145-F-0321', certificate_no: 'D.100321', scope: '液压部件修理 Hydraulic component repair', start_date: day(-700), end_date: day(400), file_keys: '[]' },
      { company_id: a, doc_type: 'repair_station', authority: '1', number: 'FAA-145-SKWY512K', certificate_no: 'SKWY512K', scope: 'Accessories class 1 and 2', start_date: day(-345), end_date: day(20), file_keys: '[]' },
      { company_id: a, doc_type: 'distributor_accreditation', authority: '2', number: 'EASA.145.0789', certificate_no: 'DE.145.0789', scope: 'Landing gear components', start_date: day(-800), end_date: day(-10), file_keys: '[]', remarks: '续证中 Renewal in progress' },
      { company_id: a, doc_type: 'quality_system', authority: null, number: 'AS9120-2023-0456', certificate_no: 'BSI-AS9120-0456', scope: 'Distribution of aircraft parts', start_date: day(-300), end_date: day(600), file_keys: '[]' },
    ])
    .returning('id')
    .execute();
  for (const [i, { id }] of qualificationIds.entries()) {
    const key = await insertDemoFile(trx, DEMO_CERTIFICATES[i]!, { ...owner, ownerType: 'supplier_qualification', ownerId: id });
    await trx.updateTable('supplier_qualifications').set({ file_keys: JSON.stringify([key]) }).where('id', '=', id).execute();
  }
  await trx
    .insertInto('supplier_agent_vendors')
    .values({ company_id: a, vendor_name: 'Parker Aerospace', vendor_code: '99167', agency_scope: '西南地区液压部件独家代理 Exclusive agent for hydraulics, Southwest China', valid_from: '2024-01-01', valid_to: day(500), file_keys: '[]' })
    .execute();
  await trx
    .insertInto('supplier_agent_parts')
    .values([
      { company_id: a, part_number: '2HY31-4', description: 'Hydraulic filter element', oem_code: '99167', vendor_name: 'Parker Aerospace', valid_to: day(500) },
      { company_id: a, part_number: '60-5064-1', description: 'Engine driven pump seal kit', oem_code: '99167', vendor_name: 'Parker Aerospace', valid_to: day(500) },
    ])
    .execute();
  await trx
    .insertInto('supplier_price_tiers')
    .values([
      { company_id: a, oem_code: '99167', part_number: '2HY31-4', start_qty: 1, cutoff_qty: 9, moq: 1, price_unit: 1, price: 1280, currency: 'USD', min_packaging: 1, lead_time: 7, lead_time_unit: 'day', start_date: day(-30), end_date: day(335), stock: 36 },
      { company_id: a, oem_code: '99167', part_number: '2HY31-4', start_qty: 10, cutoff_qty: 49, moq: 1, price_unit: 1, price: 1190, currency: 'USD', min_packaging: 1, lead_time: 14, lead_time_unit: 'day', start_date: day(-30), end_date: day(335), stock: 36 },
    ])
    .execute();
  await trx
    .insertInto('supplier_shipping_addresses')
    .values({ company_id: a, label: '双流保税库 Shuangliu bonded warehouse', country: 'CN', province: '四川省', city: '成都市', address: '成都双流综合保税区B3库', postal_code: '610200', contact_name: '孙丽', contact_phone: '13900000002', contact_email: 'sun.li@skywing-aero.cn', is_default: true })
    .execute();
  await trx
    .insertInto('supplier_repair_capabilities')
    .values({ company_id: a, part_number: '60-5064-1', description: 'Engine driven hydraulic pump', tested: true, repaired: true, renovated: true, refit: false, certificate_type: 'CAAC AAC-038', certificate_valid_to: day(400), maintenance_unit: '天翼液压车间 Skywing hydraulic shop', claim_contractor: 'Parker Aerospace' })
    .execute();

  const clerk = ids.users['supa_admin'];
  await trx
    .insertInto('capability_applications')
    .values({
      company_id: a,
      number: `CA${day(-5).replaceAll('-', '')}9001`,
      procurement_type: 'aircraft',
      supply_ability: 'repair',
      qualification_status: 'qualified',
      categories: JSON.stringify([{ level1: 'A10', level2: 'A1002' }]),
      items: JSON.stringify([{ partNumber: '60-5064-1', description: 'Engine driven hydraulic pump', manufacturer: 'Parker', ability: 'repair', certificate: 'CAAC AAC-038' }]),
      status: 'under_review',
      applicant_user_id: clerk ?? null,
      applicant_name: '赵强 Zhao Qiang',
      application_date: day(-5),
    })
    .execute();
  const wizard = supplierAWizard();
  await trx
    .insertInto('supplier_change_requests')
    .values({
      company_id: a,
      section: 'finance',
      before: JSON.stringify(wizard.finance),
      after: JSON.stringify({ ...wizard.finance, bankName: '招商银行成都分行', bankBranch: '高新支行', accountNumber: '128900001234567', swiftCode: 'CMBCCNBS' }),
      requested_by: clerk ?? null,
      requested_by_name: '赵强 Zhao Qiang',
    })
    .execute();

  // Supplier C: registered, wizard started but not submitted.
  const c = (
    await trx
      .insertInto('companies')
      .values({ type: 'supplier', name: '西安航宇精密制造有限公司', name_en: "Xi'an Hangyu Precision Manufacturing Co., Ltd.", country: 'CN', tax_system: 'USCC', tax_id: '91610131MA6TXR8K2L', supplier_type: 'aircraft', time_zone: 'Asia/Shanghai', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await trx
    .insertInto('supplier_profiles')
    .values({
      company_id: c,
      supplier_type: 'aircraft',
      review_status: 'draft',
      control_status: 'normal',
      wizard: JSON.stringify({
        general: { organizationName: '西安航宇精密制造有限公司', organizationNameEn: "Xi'an Hangyu Precision Manufacturing Co., Ltd.", country: 'CN', taxSystem: 'USCC', taxId: '91610131MA6TXR8K2L', timeZone: 'Asia/Shanghai', nature: 'MANUFACTURER', email: 'contact@hangyu-precision.cn' },
      }),
    })
    .execute();
  const cAdmin = await trx
    .insertInto('users')
    .values({ company_id: c, account: 'supc_admin', real_name: '马超 Ma Chao', email: 'ma.chao@hangyu-precision.cn', mobile: '13900000031', password_hash: ids.passwordHash, preferences: '{}', is_company_admin: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.users['supc_admin'] = cAdmin.id;
}
