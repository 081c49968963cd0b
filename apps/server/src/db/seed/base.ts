/**
 * Data every installation needs, production included: the staff company (id 2), the built-in
 * roles and the dictionaries. Idempotent: runs at every start and only adds what is missing.
 */
import { BUILTIN_STAFF_ROLES, FORWARDER_PERMISSIONS, STAFF_COMPANY_ID } from '@aerosupply/shared';
import { CODE_TABLES } from '@aerosupply/shared/codes/tables';
import { TC_DICTIONARIES } from '@aerosupply/shared/codes/tc-dictionaries';
import { sql } from 'kysely';
import type { Database } from '../database';

export const FORWARDER_ROLE_CODE = 'forwarder';

export async function seedBase(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('companies')
      .values({ id: STAFF_COMPANY_ID, type: 'staff', name: '航材采购与维修有限公司', name_en: 'AeroSupply Maintenance & Procurement Co., Ltd.', country: 'CN', time_zone: 'Asia/Shanghai' })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();

    // Built-in roles are created once; administrators may change them afterwards. Only the
    // system-administrator role is kept at "every staff permission", including keys added later.
    for (const [code, role] of Object.entries(BUILTIN_STAFF_ROLES)) {
      await trx
        .insertInto('roles')
        .values({ company_id: STAFF_COMPANY_ID, kind: 'staff', code, name_zh: role.zh, name_en: role.en, permissions: [...role.permissions], builtin: true })
        .onConflict((oc) =>
          code === 'admin' ? oc.columns(['company_id', 'code']).doUpdateSet({ permissions: [...role.permissions], builtin: true }) : oc.columns(['company_id', 'code']).doNothing(),
        )
        .execute();
    }
    await trx
      .insertInto('roles')
      .values({ company_id: STAFF_COMPANY_ID, kind: 'forwarder', code: FORWARDER_ROLE_CODE, name_zh: '货代', name_en: 'Forwarder', permissions: [...FORWARDER_PERMISSIONS], builtin: true })
      .onConflict((oc) => oc.columns(['company_id', 'code']).doNothing())
      .execute();

    const items: { domain: string; value: string; text_zh: string; text_en: string; sort: number; extra: string | null }[] = [];
    for (const [domain, rows] of Object.entries(TC_DICTIONARIES)) {
      rows.forEach((r, i) => items.push({ domain, value: r.VALUE, text_zh: r.TEXT, text_en: r.ENTEXT, sort: i, extra: null }));
    }
    for (const [domain, rows] of Object.entries(CODE_TABLES)) {
      rows.forEach((r, i) => items.push({ domain, value: r.code, text_zh: r.zh, text_en: r.en, sort: i, extra: r.extra ? JSON.stringify(r.extra) : null }));
    }
    for (let i = 0; i < items.length; i += 200) {
      await trx
        .insertInto('dict_items')
        .values(items.slice(i, i + 200))
        .onConflict((oc) => oc.columns(['domain', 'value']).doNothing())
        .execute();
    }
  });
  // Keep the id sequence clear of the reserved low ids after an explicit insert.
  await sql`select setval('companies_id_seq', greatest((select max(id) from companies), 99))`.execute(db);
}
