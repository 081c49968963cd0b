/**
 * The SQL of what outside flows read from logistics (issue 17 item 2, D-406): enabled ports and
 * forwarder entries of the master data, and a shipment notice's cargo. Read-only.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export const findEnabledPortRow = (db: Database, code: string) =>
  db
    .selectFrom('logistics_master')
    .select(['id', 'code', 'name', 'name_en', 'country'])
    .where('kind', '=', 'port')
    .where('enabled', '=', true)
    .where(sql<boolean>`upper(code) = ${code.toUpperCase()}`)
    .executeTakeFirst();

/** Forwarder entries of a frozen forwarder company are neither offered nor taken (D-515). */
export const findEnabledForwarderRow = (db: Database, id: number) =>
  db
    .selectFrom('logistics_master as m')
    .innerJoin('companies as c', 'c.id', 'm.forwarder_company_id')
    .select(['m.id', 'm.code', 'm.name', 'm.name_en', 'm.forwarder_company_id'])
    .where('m.kind', '=', 'forwarder')
    .where('m.enabled', '=', true)
    .where('c.status', '<>', 'frozen')
    .where('m.id', '=', id)
    .executeTakeFirst();

export const listEnabledPortRows = (db: Database) =>
  db.selectFrom('logistics_master').select(['code', 'name', 'name_en']).where('kind', '=', 'port').where('enabled', '=', true).orderBy('code').limit(1000).execute();

export const listEnabledForwarderRows = (db: Database) =>
  db
    .selectFrom('logistics_master as m')
    .innerJoin('companies as c', 'c.id', 'm.forwarder_company_id')
    .select(['m.id', 'm.code', 'm.name', 'm.name_en'])
    .where('m.kind', '=', 'forwarder')
    .where('m.enabled', '=', true)
    .where('c.status', '<>', 'frozen')
    .orderBy('m.code')
    .limit(500)
    .execute();

export const findShipmentByNumberRow = (db: Database, number: string) =>
  db.selectFrom('shipments').select(['id', 'number', 'gross_weight', 'dangerous']).where(sql<boolean>`upper(number) = ${number.toUpperCase()}`).executeTakeFirst();

export const findShipmentNumberRow = (db: Database, id: number) => db.selectFrom('shipments').select(['id', 'number']).where('id', '=', id).executeTakeFirst();

export const listShipmentCargoRows = (db: Database, shipmentId: number) =>
  db.selectFrom('shipment_cargo').select(['line_no', 'part_number', 'description', 'quantity', 'unit']).where('shipment_id', '=', shipmentId).orderBy('line_no').limit(200).execute();
