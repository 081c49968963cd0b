/**
 * The company's own maintenance bases an allotment moves parts between (D-393: the seeds name no
 * base list; each base is its airport's IATA code, which is also the port the shipment runs between)
 * and the demand priorities (AOG, urgent, routine).
 */
export interface AllotBase {
  code: string;
  zh: string;
  en: string;
  cityZh: string;
  city: string;
}

export const ALLOT_BASES: readonly AllotBase[] = [
  { code: 'PEK', zh: '北京基地', en: 'Beijing base', cityZh: '北京', city: 'Beijing' },
  { code: 'PVG', zh: '上海基地', en: 'Shanghai base', cityZh: '上海', city: 'Shanghai' },
  { code: 'CAN', zh: '广州基地', en: 'Guangzhou base', cityZh: '广州', city: 'Guangzhou' },
  { code: 'CTU', zh: '成都基地', en: 'Chengdu base', cityZh: '成都', city: 'Chengdu' },
  { code: 'XIY', zh: '西安基地', en: "Xi'an base", cityZh: '西安', city: "Xi'an" },
  { code: 'SZX', zh: '深圳基地', en: 'Shenzhen base', cityZh: '深圳', city: 'Shenzhen' },
];
export const ALLOT_BASE_CODES = ALLOT_BASES.map((b) => b.code) as [string, ...string[]];

export const ALLOT_PRIORITIES = ['aog', 'urgent', 'routine'] as const;
export type AllotPriority = (typeof ALLOT_PRIORITIES)[number];

export const ALLOT_UNITS = ['EA', 'SET', 'KIT', 'M', 'KG', 'L'] as const;
