/**
 * Code tables with Chinese and English labels: spec 001 §3/§9 lists, the industry lists of
 * docs/domain-reference.md, and the nine TC_* dictionaries of spec 000 §3. They seed the database
 * (administrators may edit them there) and feed selects.
 */

import { CONTRACT_TYPE_TABLE } from './contract-types';

export { CONTRACT_TYPE_TABLE };

type Lang = 'zh' | 'en';

/** One entry of a code table. */
export interface CodeItem {
  code: string;
  zh: string;
  en: string;
  extra?: Record<string, unknown>;
}

const item = (code: string, zh: string, en: string, extra?: Record<string, unknown>): CodeItem =>
  extra ? { code, zh, en, extra } : { code, zh, en };

/** Aviation authority codes 0-6 (spec 001 §9); `extra.authorities` lists the single authorities. */
export const AVIATION_AUTHORITIES: CodeItem[] = [
  item('0', '中国民用航空局 (CAAC)', 'CAAC', { authorities: ['CAAC'] }),
  item('1', '美国联邦航空管理局 (FAA)', 'FAA', { authorities: ['FAA'] }),
  item('2', '欧洲航空安全局 (EASA)', 'EASA', { authorities: ['EASA'] }),
  item('3', 'CAAC + FAA', 'CAAC + FAA', { authorities: ['CAAC', 'FAA'] }),
  item('4', 'CAAC + EASA', 'CAAC + EASA', { authorities: ['CAAC', 'EASA'] }),
  item('5', 'FAA + EASA', 'FAA + EASA', { authorities: ['FAA', 'EASA'] }),
  item('6', 'CAAC + FAA + EASA（三方）', 'CAAC + FAA + EASA (all three)', { authorities: ['CAAC', 'FAA', 'EASA'] }),
];

/** Business type codes 1-7 (spec 001 §9). */
export const BUSINESS_TYPES: CodeItem[] = [
  item('1', '采购', 'Purchase'),
  item('2', '送修', 'Send for repair'),
  item('3', '共享', 'Sharing'),
  item('4', '互援', 'Mutual aid'),
  item('5', '租进', 'Rent-in'),
  item('6', '租出', 'Rent-out'),
  item('7', '设备销售', 'Equipment sale'),
];

/** Material classes 1-10 (spec 001 §9). */
export const MATERIAL_CLASSES: CodeItem[] = [
  item('1', '标准件', 'Standard parts'),
  item('2', '原材料', 'Raw material'),
  item('3', '一般航材', 'General spare parts'),
  item('4', '消耗件', 'Consumables'),
  item('5', '周转件/附件', 'Rotables/accessories'),
  item('6', '发动机', 'Engine'),
  item('7', 'APU', 'APU'),
  item('8', '起落架', 'Landing gear'),
  item('9', '飞机相关设备', 'Aircraft-related equipment'),
  item('10', '固定资产', 'Fixed assets'),
];

/** Wheel (price list) filter material groups (spec 001 §9). */
export const WHEEL_MATERIAL_GROUPS: CodeItem[] = [
  item('CHEM', '化工品', 'Chemicals'),
  item('COMP', '部件', 'Components'),
  item('SPARE', '航材备件', 'Spare parts'),
  item('STD', '标准件', 'Standard parts'),
  item('RAW', '原材料', 'Raw material'),
  item('LG', '起落架', 'Landing gear'),
  item('ENG', '发动机', 'Engine'),
];

/** Repair equipment types (spec 001 §9). */
export const REPAIR_EQUIPMENT_TYPES: CodeItem[] = [
  item('HVR3', '3年摊销高价周转件', '3-year amortised high-value rotable'),
  item('HVR10', '10年摊销高价周转件', '10-year amortised high-value rotable'),
  item('HVR15', '15年摊销高价周转件', '15-year amortised high-value rotable'),
  item('ENG_QEC', '发动机/QEC', 'Engine/QEC'),
  item('REFIT', '仅改装件', 'Refit only'),
  item('TIME_CTRL', '时控件', 'Time-controlled part'),
  item('REP_ORD', '可修件（有序）', 'Repairable (ordered)'),
  item('REP_UNORD', '可修件（无序）', 'Repairable (unordered)'),
  item('OV', 'OV外委', 'OV outsourced'),
  item('TYRE', '轮胎', 'Tyres'),
  item('SOFTWARE', '机载软件', 'Airborne software'),
  item('SELF_MADE', '自制件', 'Self-made product'),
  item('THIRD_PARTY', '第三方自有', 'Third-party owned'),
];

/** Supplier types (spec 001 §1/§9). */
export const SUPPLIER_TYPES: CodeItem[] = [
  item('AIR', '航材类供应商（航材/零部件/送修）', 'Aircraft material supplier (material/parts/repair)'),
  item('GEN', '通用采购供应商（地面物资/服务）', 'General procurement supplier (ground materials/services)'),
];

/** Supplier nature values of the admittance data (spec 001 §3). */
export const SUPPLIER_NATURES: CodeItem[] = [
  item('OEM', '原厂 (OEM)', 'OEM'),
  item('OEM_AGENT', '原厂独家代理', 'OEM sole agency'),
  item('DISTRIBUTOR', '航材分销商', 'Air material distributor'),
  item('AIRLINE', '航空公司', 'Airline'),
  item('MANUFACTURER', '零部件/耗材制造商', 'Parts/consumables manufacturer'),
];

/** Product ranges of the admittance data (spec 001 §3). */
export const PRODUCT_RANGES: CodeItem[] = [
  item('ROTABLE', '周转件/附件', 'Rotables/accessories'),
  item('SPARE', '一般航材', 'General spare parts'),
  item('STANDARD', '标准件', 'Standard parts'),
  item('RAW', '原材料', 'Raw material'),
  item('CONSUMABLE', '消耗件', 'Consumables'),
  item('APU', 'APU', 'APU'),
  item('LANDING_GEAR', '起落架', 'Landing gear'),
  item('ENGINE', '发动机', 'Engine'),
];

/** Quick-parcel tiers (spec 001 §9); `extra.hours` is the promised time, weights in kg. */
export const QUICK_PARCEL_TIERS: CodeItem[] = [
  item('URGENT_CITY', '同城急送（4小时，20kg以下）', 'Urgent same-city (4 h, under 20 kg)', { hours: 4, maxKg: 20 }),
  item('SAME_DAY', '当日达（24小时，20kg以下）', 'Same day (24 h, under 20 kg)', { hours: 24, maxKg: 20 }),
  item('EXPRESS', '特快（48小时，20kg以下）', 'Express (48 h, under 20 kg)', { hours: 48, maxKg: 20 }),
  item('STANDARD', '标准快递（72小时，20kg以下）', 'Standard (72 h, under 20 kg)', { hours: 72, maxKg: 20 }),
  item('STANDARD_ARRIVAL', '标准到达（72小时，20kg以上）', 'Standard arrival (72 h, over 20 kg)', { hours: 72, minKg: 20 }),
  item('DEDICATED', '专车', 'Dedicated vehicle'),
];

/** Logistics service modes (spec 001 §9). */
export const SERVICE_MODES: CodeItem[] = [
  item('DOOR_DOOR', '门到门', 'Door to door'),
  item('DOOR_PORT', '门到港', 'Door to port'),
  item('FREE_AIR', '免费航空运输', 'Free air'),
  item('PAID_AIR', '付费航空运输', 'Paid air'),
  item('LAND_FTL', '陆运（专车）', 'Land (dedicated vehicle)'),
  item('LAND_LTL', '陆运（零担）', 'Land (less than truckload)'),
  item('SEA', '海运', 'Sea'),
  item('EXPRESS', '快递', 'Express'),
  item('FLIGHT_CARRIED', '随机带运', 'Flight-carried'),
  item('SELF_PICKUP', '自提', 'Self pickup'),
];

/** Two-letter part condition codes (domain reference, ATA Spec 2000). */
export const PART_CONDITIONS: CodeItem[] = [
  item('FN', '原厂全新', 'Factory new', { note: 'straight from the manufacturer' }),
  item('NE', '全新', 'New', { note: 'no time or cycles; 8130-3 / EASA Form 1 expected' }),
  item('NS', '全新库存件', 'New surplus', { note: 'unused surplus; certification may be missing' }),
  item('OH', '大修', 'Overhauled', { note: 'full overhaul to the maintenance manual' }),
  item('SV', '可用', 'Serviceable', { note: 'inspected/tested, airworthy, not overhauled' }),
  item('RP', '修理', 'Repaired', { note: 'restored; time since overhaul retained' }),
  item('IN', '检验', 'Inspected'),
  item('IT', '检测', 'Inspected/tested'),
  item('AR', '拆下原状', 'As removed', { note: 'no guarantee, no release certificate' }),
  item('US', '不可用', 'Unserviceable', { note: 'cores, repair inputs' }),
  item('BER', '无修理价值', 'Beyond economic repair', { note: 'repair-order outcome' }),
  item('SCRAP', '报废', 'Scrap'),
];

/** Release (airworthiness) certificate types (domain reference). */
export const RELEASE_CERTIFICATES: CodeItem[] = [
  item('FAA_8130_3', 'FAA 8130-3 适航批准标签', 'FAA Form 8130-3', { authority: 'FAA' }),
  item('EASA_FORM_1', 'EASA Form 1 适航批准标签', 'EASA Form 1', { authority: 'EASA' }),
  item('CAAC_AAC_038', 'CAAC AAC-038 适航批准标签', 'CAAC AAC-038', { authority: 'CAAC' }),
  item('TCCA_FORM_ONE', 'TCCA Form One (24-0078)', 'TCCA Form One (24-0078)', { authority: 'TCCA' }),
  item('CASA_FORM_1', 'CASA Form 1', 'CASA Form 1', { authority: 'CASA' }),
  item('COC', '合格证 (CoC)', 'Certificate of Conformance (CoC)'),
  item('TRANSFER', '转让文件', 'Transfer document'),
];

/** Repair process codes (Spec 2000 common data dictionary, domain reference). */
export const REPAIR_PROCESSES: CodeItem[] = [
  item('T', '测试', 'Test'),
  item('R', '修理', 'Repair'),
  item('O', '大修', 'Overhaul'),
  item('B', '无修理价值', 'Beyond economic repair'),
  item('E', '估价/评估', 'Estimate/evaluation'),
  item('M', '改装', 'Modification'),
  item('C', '校验', 'Calibration'),
  item('L', '寿命延期', 'Shelf-life renewal'),
  item('P', '部分修理', 'Partial repair'),
  item('X', '交换件', 'Exchange unit'),
  item('U', '不可修', 'Unrepairable'),
  item('A', '特殊协议', 'Special agreement'),
  item('S', '见备注', 'See remarks'),
];

/** Warranty units (domain reference). */
export const WARRANTY_UNITS: CodeItem[] = [
  item('C', '循环', 'Cycles'),
  item('D', '日历日', 'Calendar days'),
  item('H', '运行小时', 'Operating hours'),
];

/** Warranty start points (domain reference); combined with a unit: CI, CP, CR, DI, ... HR. */
export const WARRANTY_STARTS: CodeItem[] = [
  item('I', '自装机起', 'Since installation'),
  item('P', '自购买起', 'Since purchase'),
  item('R', '自收货起', 'Since receipt'),
];

/** Priorities (domain reference); `extra.rank` 1 is the most urgent. */
export const PRIORITIES: CodeItem[] = [
  item('AOG', '停场 (AOG)', 'Aircraft on ground (AOG)', { rank: 1 }),
  item('WSP', '停工待料 (WSP)', 'Work stoppage (WSP)', { rank: 2 }),
  item('USR', '紧急补库 (USR)', 'Urgent stock replenishment (USR)', { rank: 3 }),
  item('RTN', '常规', 'Routine', { rank: 4 }),
];

/** Serial-number return codes of repair orders (domain reference). */
export const SERIAL_RETURNS: CodeItem[] = [
  item('P', '原序号返回', 'Same serial number as sent'),
  item('C', '客户自有任一序号', 'Any serial number owned by the customer'),
  item('E', '任一序号（交换）', 'Any serial number (exchange)'),
];

/** Other-charge codes of a quote (Spec 2000, domain reference); VAT is never one of them. */
export const OTHER_CHARGES: CodeItem[] = [
  item('01', '包装费', 'Packing'),
  item('02', '准备/切割费', 'Set-up/cutting'),
  item('03', '模具/工装费', 'Die/tooling'),
  item('04', '文件/认证费', 'Documentation/certification'),
  item('05', '可退还容器费', 'Returnable container (refundable)', { refundable: true }),
  item('06', '运输费', 'Transportation'),
  item('07', '杂费', 'Miscellaneous'),
  item('08', '消费税', 'Excise tax'),
  item('09', '手续费/加价', 'Fees/markup'),
];

/** The codes of UNITS, as a tuple for request enums (order and agreement lines). */
export const UNIT_CODES = ['EA', 'PC', 'SET', 'KIT', 'PR', 'BOX', 'ROLL', 'CAN', 'TUBE', 'KG', 'G', 'L', 'ML', 'M', 'CM', 'MM', 'M2', 'HR'] as const;

/** Units of measure of requirements, RFx items, agreement and order lines (D-560; EA is the default unit of spec 001 §9). */
export const UNITS: CodeItem[] = [
  item('EA', '个 (EA)', 'Each (EA)'),
  item('PC', '件 (PC)', 'Piece (PC)'),
  item('SET', '套 (SET)', 'Set (SET)'),
  item('KIT', '组件包 (KIT)', 'Kit (KIT)'),
  item('PR', '对 (PR)', 'Pair (PR)'),
  item('BOX', '盒 (BOX)', 'Box (BOX)'),
  item('ROLL', '卷 (ROLL)', 'Roll (ROLL)'),
  item('CAN', '罐 (CAN)', 'Can (CAN)'),
  item('TUBE', '管 (TUBE)', 'Tube (TUBE)'),
  item('KG', '千克 (KG)', 'Kilogram (KG)'),
  item('G', '克 (G)', 'Gram (G)'),
  item('L', '升 (L)', 'Litre (L)'),
  item('ML', '毫升 (ML)', 'Millilitre (ML)'),
  item('M', '米 (M)', 'Metre (M)'),
  item('CM', '厘米 (CM)', 'Centimetre (CM)'),
  item('MM', '毫米 (MM)', 'Millimetre (MM)'),
  item('M2', '平方米 (M2)', 'Square metre (M2)'),
  item('HR', '小时 (HR)', 'Hour (HR)'),
];

/** Incoterms 2020 (domain reference); `extra.seaOnly` marks sea and inland waterway terms. */
export const INCOTERMS: CodeItem[] = [
  item('EXW', '工厂交货', 'Ex Works', { seaOnly: false }),
  item('FCA', '货交承运人', 'Free Carrier', { seaOnly: false }),
  item('CPT', '运费付至', 'Carriage Paid To', { seaOnly: false }),
  item('CIP', '运费和保险费付至', 'Carriage and Insurance Paid To', { seaOnly: false }),
  item('DAP', '目的地交货', 'Delivered at Place', { seaOnly: false }),
  item('DPU', '卸货地交货', 'Delivered at Place Unloaded', { seaOnly: false }),
  item('DDP', '完税后交货', 'Delivered Duty Paid', { seaOnly: false }),
  item('FAS', '船边交货', 'Free Alongside Ship', { seaOnly: true }),
  item('FOB', '船上交货', 'Free on Board', { seaOnly: true }),
  item('CFR', '成本加运费', 'Cost and Freight', { seaOnly: true }),
  item('CIF', '成本、保险费加运费', 'Cost, Insurance and Freight', { seaOnly: true }),
];

/** True for an Incoterm valid for sea and inland waterway only (warn when chosen for air freight). */
export function isSeaOnlyIncoterm(code: string): boolean {
  return INCOTERMS.find((t) => t.code === code.toUpperCase())?.extra?.seaOnly === true;
}

/** Every code table by name. */
export const CODE_TABLES = {
  aviationAuthority: AVIATION_AUTHORITIES,
  businessType: BUSINESS_TYPES,
  materialClass: MATERIAL_CLASSES,
  wheelMaterialGroup: WHEEL_MATERIAL_GROUPS,
  repairEquipmentType: REPAIR_EQUIPMENT_TYPES,
  supplierType: SUPPLIER_TYPES,
  supplierNature: SUPPLIER_NATURES,
  productRange: PRODUCT_RANGES,
  quickParcelTier: QUICK_PARCEL_TIERS,
  serviceMode: SERVICE_MODES,
  partCondition: PART_CONDITIONS,
  releaseCertificate: RELEASE_CERTIFICATES,
  repairProcess: REPAIR_PROCESSES,
  warrantyUnit: WARRANTY_UNITS,
  warrantyStart: WARRANTY_STARTS,
  priority: PRIORITIES,
  serialReturn: SERIAL_RETURNS,
  otherCharge: OTHER_CHARGES,
  incoterm: INCOTERMS,
  contractType: CONTRACT_TYPE_TABLE,
  unit: UNITS,
} satisfies Record<string, CodeItem[]>;

export type CodeTableName = keyof typeof CODE_TABLES;

/** Label of a code-table entry in the language (zh -> zh, else en). */
export function codeLabel(entry: Pick<CodeItem, 'zh' | 'en'>, lang: Lang): string {
  return lang === 'zh' ? entry.zh : entry.en;
}

/** Entry of `table` with `code`, if any. */
export function findCode(table: CodeTableName, code: string): CodeItem | undefined {
  return CODE_TABLES[table].find((e) => e.code === code);
}
