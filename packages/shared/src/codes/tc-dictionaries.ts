/** The TC_* dictionaries (spec 000 §3): the nine option lists of the old portal, with their seed items. */

import { INCOTERMS } from './tables';

type Lang = 'zh' | 'en';

/** Domain codes of the nine dictionary lists (spec 000 §3, spec 001 §9). */
export const TC_DOMAIN_CODES = [
  'TC_IQ_TYPE',
  'TC_FACTORY_TYPE',
  'TC_SUPPLIER_ORG',
  'TC_GROUP_TYPE',
  'TC_ICT_TYPE',
  'TC_SITE_TYPE',
  'TC_PAY_PERIOD',
  'TC_CURRENCY',
  'TC_TAX_RATE',
] as const;
export type TcDomainCode = (typeof TC_DOMAIN_CODES)[number];

/** A dictionary option as the old portal sent it: Chinese TEXT, English ENTEXT, VALUE. */
export interface TcOption {
  TEXT: string;
  ENTEXT: string;
  VALUE: string;
}

const opt = (VALUE: string, TEXT: string, ENTEXT: string): TcOption => ({ TEXT, ENTEXT, VALUE });

/** Seed items of the TC_* dictionaries for an aviation MRO company in China. */
export const TC_DICTIONARIES: Record<TcDomainCode, TcOption[]> = {
  // RFx types.
  TC_IQ_TYPE: [
    opt('RFQ', '询价 (RFQ)', 'Request for quotation (RFQ)'),
    opt('RFP', '方案征询 (RFP)', 'Request for proposal (RFP)'),
    opt('RFI', '信息征询 (RFI)', 'Request for information (RFI)'),
    opt('OPEN_TENDER', '公开招标', 'Open tender'),
    opt('INVITED_TENDER', '邀请招标', 'Invited tender'),
    opt('COMPETITIVE', '竞争性谈判', 'Competitive negotiation'),
    opt('SINGLE_SOURCE', '单一来源采购', 'Single-source procurement'),
    opt('AGREEMENT', '协议询价', 'Framework agreement inquiry'),
  ],
  // Plants / companies (SAP plant codes).
  TC_FACTORY_TYPE: [
    opt('1000', '总部（北京）', 'Headquarters (Beijing)'),
    opt('1100', '北京维修基地', 'Beijing maintenance base'),
    opt('1200', '上海维修基地', 'Shanghai maintenance base'),
    opt('1300', '成都维修基地', 'Chengdu maintenance base'),
    opt('1400', '广州维修基地', 'Guangzhou maintenance base'),
    opt('1500', '重庆维修基地', 'Chongqing maintenance base'),
    opt('1600', '天津航材中心库', 'Tianjin central parts warehouse'),
    opt('2000', '发动机维修分公司', 'Engine maintenance branch'),
    opt('3000', '部附件维修分公司', 'Component repair branch'),
  ],
  // Purchasing organisations.
  TC_SUPPLIER_ORG: [
    opt('P100', '航材采购组织', 'Aircraft material purchasing organisation'),
    opt('P200', '送修采购组织', 'Repair purchasing organisation'),
    opt('P300', '发动机采购组织', 'Engine purchasing organisation'),
    opt('P400', '通用物资采购组织', 'General procurement organisation'),
    opt('P500', '工装设备采购组织', 'Tooling and equipment purchasing organisation'),
  ],
  // Purchasing groups.
  TC_GROUP_TYPE: [
    opt('A01', '周转件采购组', 'Rotables purchasing group'),
    opt('A02', '消耗件采购组', 'Consumables purchasing group'),
    opt('A03', '标准件与原材料采购组', 'Standard parts and raw material group'),
    opt('A04', '化工品采购组', 'Chemicals purchasing group'),
    opt('A05', '发动机及APU采购组', 'Engine and APU purchasing group'),
    opt('A06', '起落架及机轮刹车采购组', 'Landing gear, wheels and brakes group'),
    opt('R01', '部附件送修组', 'Component repair group'),
    opt('R02', '发动机送修组', 'Engine repair group'),
    opt('G01', '通用物资采购组', 'General materials purchasing group'),
    opt('G02', '服务采购组', 'Services purchasing group'),
  ],
  // International trade terms (Incoterms 2020).
  TC_ICT_TYPE: INCOTERMS.map((t) => opt(t.code, `${t.code} ${t.zh}`, `${t.code} ${t.en}`)),
  // Delivery places.
  TC_SITE_TYPE: [
    opt('PEK', '北京首都国际机场航材库', 'Beijing Capital Airport parts store (PEK)'),
    opt('PKX', '北京大兴国际机场航材库', 'Beijing Daxing Airport parts store (PKX)'),
    opt('PVG', '上海浦东国际机场航材库', 'Shanghai Pudong Airport parts store (PVG)'),
    opt('CTU', '成都双流国际机场航材库', 'Chengdu Shuangliu Airport parts store (CTU)'),
    opt('TFU', '成都天府国际机场航材库', 'Chengdu Tianfu Airport parts store (TFU)'),
    opt('CAN', '广州白云国际机场航材库', 'Guangzhou Baiyun Airport parts store (CAN)'),
    opt('CKG', '重庆江北国际机场航材库', 'Chongqing Jiangbei Airport parts store (CKG)'),
    opt('TSN', '天津航材中心库（保税区）', 'Tianjin central parts warehouse (bonded zone)'),
    opt('HKG', '香港中转仓', 'Hong Kong transit warehouse'),
  ],
  // Payment cycles.
  TC_PAY_PERIOD: [
    opt('PRE', '预付100%', '100% prepayment'),
    opt('COD', '货到付款', 'Cash on delivery'),
    opt('N30', '发票后30天', 'Net 30 days after invoice'),
    opt('N45', '发票后45天', 'Net 45 days after invoice'),
    opt('N60', '发票后60天', 'Net 60 days after invoice'),
    opt('N90', '发票后90天', 'Net 90 days after invoice'),
    opt('M30', '月结30天', 'End of month plus 30 days'),
    opt('LC', '信用证', 'Letter of credit'),
  ],
  // Currencies (ISO 4217).
  TC_CURRENCY: [
    opt('CNY', '人民币', 'Chinese yuan'),
    opt('USD', '美元', 'US dollar'),
    opt('EUR', '欧元', 'Euro'),
    opt('GBP', '英镑', 'Pound sterling'),
    opt('JPY', '日元', 'Japanese yen'),
    opt('HKD', '港币', 'Hong Kong dollar'),
    opt('SGD', '新加坡元', 'Singapore dollar'),
    opt('CAD', '加拿大元', 'Canadian dollar'),
    opt('CHF', '瑞士法郎', 'Swiss franc'),
  ],
  // China VAT rates (percent).
  TC_TAX_RATE: [
    opt('0', '0%（免税/零税率）', '0% (exempt / zero-rated)'),
    opt('1', '1%（小规模纳税人优惠）', '1% (small-scale taxpayer, reduced)'),
    opt('3', '3%（小规模纳税人）', '3% (small-scale taxpayer)'),
    opt('6', '6%（现代服务）', '6% (modern services)'),
    opt('9', '9%（运输、不动产等）', '9% (transport, real estate, etc.)'),
    opt('13', '13%（货物、修理修配）', '13% (goods, repair and processing)'),
  ],
};

/** Option label (spec 000 §3): TEXT when the language is zh, else ENTEXT (TEXT if ENTEXT is missing). */
export function optionLabel(option: { TEXT: string; ENTEXT?: string | null }, lang: Lang): string {
  if (lang === 'zh') return option.TEXT;
  return option.ENTEXT ? option.ENTEXT : option.TEXT;
}
