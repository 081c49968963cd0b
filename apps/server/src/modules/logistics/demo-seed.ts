/**
 * Logistics demo data (issue 16): master data (air zones, ports and airports, agents, forwarders
 * domestic and international of the demo forwarder company) and shipments at several milestones.
 */
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { insertMaster, upsertPort } from './master-repo';
import { seedShipmentsDemo } from './shipment-demo';

export const DEMO_MASTER = {
  zones: [
    { code: 'EC', name: '华东区', remark: 'East China' },
    { code: 'NC', name: '华北区', remark: 'North China' },
    { code: 'EU', name: '欧洲区', remark: 'Europe' },
    { code: 'NA', name: '北美区', remark: 'North America' },
  ],
  ports: [
    { code: 'PVG', name: '上海浦东国际机场', name_en: 'Shanghai Pudong International Airport', country: 'CN', city: '上海 Shanghai', zone_code: 'EC' },
    { code: 'SHA', name: '上海虹桥国际机场', name_en: 'Shanghai Hongqiao International Airport', country: 'CN', city: '上海 Shanghai', zone_code: 'EC' },
    { code: 'PEK', name: '北京首都国际机场', name_en: 'Beijing Capital International Airport', country: 'CN', city: '北京 Beijing', zone_code: 'NC' },
    { code: 'FRA', name: '法兰克福机场', name_en: 'Frankfurt Airport', country: 'DE', city: 'Frankfurt', zone_code: 'EU' },
    { code: 'LAX', name: '洛杉矶国际机场', name_en: 'Los Angeles International Airport', country: 'US', city: 'Los Angeles', zone_code: 'NA' },
  ],
} as const;

export async function seedLogisticsDemo(trx: Database, ids: DemoIds): Promise<void> {
  for (const z of DEMO_MASTER.zones) await insertMaster(trx, { kind: 'airZone', ...z });
  // PVG and PEK are allotment bases, already port entries (migration 1020, D-511): given their zone.
  for (const p of DEMO_MASTER.ports) await upsertPort(trx, { port_type: 'airport', ...p });
  await insertMaster(trx, { kind: 'inlandAgent', code: 'SHCB', name: '上海浦东报关行', name_en: 'Shanghai Pudong Customs Brokerage', country: 'CN', city: '上海 Shanghai', contact: '吴芳 Wu Fang', phone: '021-68880001' });
  await insertMaster(trx, { kind: 'intlIn', code: 'EALIN', name: '东航物流进口代理', name_en: 'Eastern Air Logistics Import', country: 'CN', city: '上海 Shanghai', contact: '郑涛 Zheng Tao', phone: '021-68880002' });
  await insertMaster(trx, { kind: 'intlOut', code: 'EALOUT', name: '东航物流出口代理', name_en: 'Eastern Air Logistics Export', country: 'CN', city: '上海 Shanghai', contact: '钱红 Qian Hong', phone: '021-68880003' });
  const domestic = await insertMaster(trx, {
    kind: 'forwarder', code: 'EAL-DOM', name: '东航物流（国内段）', name_en: 'Eastern Air Logistics (domestic)', forwarder_company_id: ids.forwarder,
    scope: 'domestic', leg: 'both', service_mode: 'DOOR_DOOR', contact: '周杰 Zhou Jie', phone: '13700000001',
  });
  const international = await insertMaster(trx, {
    kind: 'forwarder', code: 'EAL-INTL', name: '东航物流（国际段）', name_en: 'Eastern Air Logistics (international)', forwarder_company_id: ids.forwarder,
    scope: 'international', leg: 'both', origin: null, destination: 'PVG', service_mode: 'PAID_AIR', contact: '周杰 Zhou Jie', phone: '13700000001',
  });
  await seedShipmentsDemo(trx, ids, { domestic, international });
}
