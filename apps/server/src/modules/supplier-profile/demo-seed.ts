/**
 * Demo records of the supplier's own data: category buyers, supplier A's completed wizard with its
 * business licence, financial statements and certificates as real files (demo-files.ts) and
 * qualification documents (one expiring within 30 days, one expired), sub-page rows, a capability
 * application under review and a pending change request; and supplier C (`supc_admin`),
 * registered but not yet submitted.
 */
import { formatDate } from '@aerosupply/shared/format/dates';
import type { WizardData } from '@aerosupply/shared/supplier-profile/wizard';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { DEMO_CERTIFICATES, DEMO_LICENCE, DEMO_STATEMENTS, insertDemoFile } from './demo-files';

const DAY = 86_400_000;
const day = (offset: number) => formatDate(new Date(Date.now() + offset * DAY), false, 'Asia/Shanghai');

/** Supplier A's approved data (wizard steps without qualifications, plus finance). */
export function supplierAWizard(): Omit<WizardData, 'technology'> & { technology: Omit<WizardData['technology'], 'qualifications'>; finance: Record<string, unknown> } {
  return {
    general: {
      vendorCode: '10000001',
      organizationName: '成都天翼航空器材有限公司',
      organizationNameEn: 'Chengdu Skywing Aero Parts Co., Ltd.',
      country: 'CN',
      taxSystem: 'USCC',
      taxId: '91510100MA61AB2C3D',
      website: 'https://www.skywing-aero.cn',
      registeredProvince: '四川省',
      registeredCity: '成都市',
      registeredProvinceEn: 'Sichuan',
      registeredCityEn: 'Chengdu',
      registeredAddress: '成都市双流区航空港物流大道88号',
      registeredAddressEn: '88 Airport Logistics Avenue, Shuangliu, Chengdu',
      postalCode: '610200',
      timeZone: 'Asia/Shanghai',
      enterpriseType: 'private',
      nature: 'DISTRIBUTOR',
      industry: '航空器材分销与维修',
      productRanges: ['ROTABLE', 'SPARE', 'CONSUMABLE'],
      legalRepresentative: '赵强',
      legalRepresentativeEmail: 'zhao.qiang@skywing-aero.cn',
      ultimateOwner: '赵强',
      ceo: '赵强',
      cageCode: 'SKW01',
      duns: '545123456',
      importExportCode: '5101960123',
      establishmentDate: '2009-04-16',
      email: 'info@skywing-aero.cn',
      contactName: '孙丽',
      contactPhone: '02885123456',
      businessLicenceFileKeys: [],
      businessLicenceValidTo: '2039-04-15',
      hqState: '四川省',
      hqCity: '成都市',
      transactionCurrency: 'CNY',
      registeredCapital: 50000000,
      registeredCapitalCurrency: 'CNY',
      annualTurnover: 320000000,
      annualSales: 310000000,
      listingStatus: 'unlisted',
      organisationStructure: '总经理办公室、销售部、质量部、仓储物流部、财务部',
      employeeCount: 186,
      productionWorkerCount: 42,
      officeInChina: true,
      warehouseOwned: true,
      warehouseAddress: '成都双流综合保税区B3库',
      bondedArea: true,
      aogSupport: true,
      aogContact: 'AOG值班台 AOG desk',
      aogPhone: '02885123999',
      lawsuitsLastFiveYears: '无',
      keyAccounts: '国航西南、四川航空、成都航空',
      largeProjects: 'A320系列周转件寄售项目（2021-2024）',
      financialStatements: [
        { year: 2022, revenue: 268000000, netProfit: 15600000, totalAssets: 410000000, currency: 'CNY', fileKeys: [] },
        { year: 2023, revenue: 295000000, netProfit: 18200000, totalAssets: 452000000, currency: 'CNY', fileKeys: [] },
        { year: 2024, revenue: 320000000, netProfit: 21400000, totalAssets: 498000000, currency: 'CNY', fileKeys: [] },
      ],
      directors: [
        { name: '赵强', role: 'chairman', position: '董事长兼总经理' },
        { name: '钱芳', role: 'director', position: '董事、财务总监' },
        { name: '周斌', role: 'supervisor', position: '监事' },
      ],
      associatedCompanies: [{ relationType: 'subsidiary', name: '天翼航材（香港）有限公司', legalRepresentative: '赵强', incorporationDate: '2015-09-01', remarks: '境外采购平台' }],
      customers: [
        { name: '四川航空股份有限公司', description: 'A320/A330周转件销售与送修', annualValue: 86000000, currency: 'CNY' },
        { name: '成都航空有限公司', description: 'ARJ21消耗件供应', annualValue: 24000000, currency: 'CNY' },
      ],
    },
    regions: {
      items: [
        { region: 'CN_SOUTHWEST', country: 'CN', province: '四川省', city: '成都市', decision: 'agree' },
        { region: 'CN_NORTH', country: 'CN', decision: 'agree' },
        { region: 'HK_MO_TW', decision: 'disagree', remarks: '暂不覆盖 Not covered yet' },
      ],
    },
    supply: {
      rfqCommunication: 'portal',
      bidCommunication: 'portal',
      poCommunication: 'email',
      businessRegion: 'CN_SOUTHWEST',
      poReceipt: true,
      shippingModes: ['DOOR_DOOR', 'EXPRESS', 'LAND_LTL'],
      categories: [
        { level1: 'A10', level2: 'A1002', startDate: '2024-01-01', endDate: '2026-12-31', description: '液压泵、作动筒 Hydraulic pumps, actuators', main: true, vendorType: 'DISTRIBUTOR' },
        { level1: 'A50', level2: 'A5001', startDate: '2024-01-01', endDate: '2026-12-31', description: '发动机与液压滤芯 Engine and hydraulic filters', main: false, vendorType: 'DISTRIBUTOR' },
      ],
      contacts: [
        { name: '孙丽', businessRegion: 'CN_SOUTHWEST', representativeCategory: 'sales', positionType: 'manager', email: 'sun.li@skywing-aero.cn', officeTel: '02885123456', mobile: '13900000002', bidReceiver: true, inquiryReceiver: true, orderReceiver: true },
        { name: '吴刚', businessRegion: 'CN_SOUTHWEST', representativeCategory: 'quality', positionType: 'manager', email: 'wu.gang@skywing-aero.cn', mobile: '13900000003', bidReceiver: false, inquiryReceiver: false, orderReceiver: false },
      ],
    },
    technology: {
      patents: [{ name: '航空液压泵试验台夹具', number: 'ZL202120345678.9', type: 'utility_model', validTo: '2031-05-20' }],
      equipment: [{ name: '液压部件试验台', model: 'HTS-3000', quantity: 2, manufacturer: 'Moog' }],
      testingEquipment: [{ name: '颗粒计数器', model: 'PAMAS S40', quantity: 1, calibrationValidTo: day(180) }],
      technicalProcesses: [{ name: '液压部件清洗与测试', description: 'CMM 29-11-xx 程序' }],
      managementSystems: [{ name: 'ERP (SAP Business One)', description: '库存与证书追溯' }],
      qualitySystems: [{ standard: 'AS9120', certificateNo: 'AS9120-2023-0456', certifiedBy: 'BSI', validTo: '2026-09-30' }],
    },
    compliance: {
      codeOfConductAgreed: true,
      antiBriberyAgreed: true,
      antiBriberyRemarks: '已签署反商业贿赂承诺书',
      declarations: [{ type: 'export_control', statement: '遵守中美出口管制规定 Compliant with export controls' }],
    },
    finance: {
      bankName: '中国银行成都双流支行',
      bankBranch: '双流支行',
      bankCountry: 'CN',
      bankAddress: '成都市双流区东升街道',
      accountName: '成都天翼航空器材有限公司',
      accountNumber: '123456789012345678',
      swiftCode: 'BKCHCNBJ57A',
      currency: 'CNY',
      paymentTerms: 'N60',
      invoiceTitle: '成都天翼航空器材有限公司',
      taxRegistrationAddress: '成都市双流区航空港物流大道88号',
      taxRegistrationPhone: '02885123456',
    },
  };
}

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
