import { sql, type Kysely } from 'kysely';

/**
 * Allotment bases are port entries (issue 26 item 6, D-511): every base an inter-base allotment
 * carries cargo between is the airport of its city, and a shipment's ports are checked against
 * the port master data, so the six bases of `shared/allotment/codes.ts` are added as airports
 * where no port entry has their code yet (an existing entry, enabled or not, is left as it is).
 */
const BASE_AIRPORTS = [
  ['PEK', '北京首都国际机场', 'Beijing Capital International Airport', '北京 Beijing'],
  ['PVG', '上海浦东国际机场', 'Shanghai Pudong International Airport', '上海 Shanghai'],
  ['CAN', '广州白云国际机场', 'Guangzhou Baiyun International Airport', '广州 Guangzhou'],
  ['CTU', '成都双流国际机场', 'Chengdu Shuangliu International Airport', '成都 Chengdu'],
  ['XIY', '西安咸阳国际机场', "Xi'an Xianyang International Airport", "西安 Xi'an"],
  ['SZX', '深圳宝安国际机场', "Shenzhen Bao'an International Airport", '深圳 Shenzhen'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [code, name, nameEn, city] of BASE_AIRPORTS) {
    await sql`
      insert into logistics_master (kind, code, name, name_en, country, city, port_type, remark, enabled)
      values ('port', ${code}, ${name}, ${nameEn}, 'CN', ${city}, 'airport', 'allotment base', true)
      on conflict (kind, code) do nothing`.execute(db);
  }
}

export async function down(): Promise<void> {}
