/**
 * Logistics master data use cases (issue 16 item 6): list with search, create, edit, delete
 * (an entry named by a shipment is disabled instead, D-300), forwarder matching by route and mode.
 */
import type { Page } from '@aerosupply/shared';
import type { MasterBody, MasterKind, MasterListQuery, MasterRecord } from '@aerosupply/shared/logistics/master';
import type { PortOption, PortSearchQuery } from '@aerosupply/shared/logistics/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { mapPage } from '../../platform/db/paging';
import * as repo from './master-repo';

type Row = repo.MasterRow;

export function presentMaster(r: Row, actor: Actor): MasterRecord {
  const mayManage = actor.permissions.has('logistics.master.manage');
  return {
    id: r.id,
    kind: r.kind as MasterKind,
    code: r.code,
    name: r.name,
    nameEn: r.name_en,
    country: r.country,
    city: r.city,
    zoneCode: r.zone_code,
    portType: r.port_type as MasterRecord['portType'],
    forwarderCompanyId: r.forwarder_company_id,
    forwarderCompanyName: r.company_name,
    forwarderCompanyNameEn: r.company_name_en,
    scope: r.scope as MasterRecord['scope'],
    leg: r.leg as MasterRecord['leg'],
    origin: r.origin,
    destination: r.destination,
    serviceMode: r.service_mode,
    contact: r.contact,
    phone: r.phone,
    email: r.email,
    remark: r.remark,
    enabled: r.enabled,
    updatedAt: new Date(r.updated_at).toISOString(),
    actions: mayManage ? ['edit', 'delete'] : [],
  };
}

export async function listMaster(deps: AppDeps, actor: Actor, kind: MasterKind, q: MasterListQuery): Promise<Page<MasterRecord>> {
  return mapPage(await repo.listMaster(deps.db, kind, q), (r) => presentMaster(r, actor));
}

export async function getMaster(deps: AppDeps, actor: Actor, kind: MasterKind, id: number): Promise<MasterRecord> {
  const row = await repo.findMaster(deps.db, kind, id);
  if (!row) throw notFound();
  return presentMaster(row, actor);
}

/** The fields each kind requires beyond code and name. */
const REQUIRED: Record<MasterKind, (keyof MasterBody)[]> = {
  airZone: [],
  port: ['country', 'city', 'portType'],
  inlandAgent: ['country', 'city', 'contact'],
  intlIn: ['country', 'contact'],
  intlOut: ['country', 'contact'],
  forwarder: ['forwarderCompanyId', 'scope', 'leg', 'serviceMode'],
};

/** Fields a kind does not use are stored empty. */
const USED: Record<MasterKind, (keyof MasterBody)[]> = {
  airZone: ['remark'],
  port: ['nameEn', 'country', 'city', 'zoneCode', 'portType', 'remark'],
  inlandAgent: ['nameEn', 'country', 'city', 'contact', 'phone', 'email', 'remark'],
  intlIn: ['nameEn', 'country', 'city', 'contact', 'phone', 'email', 'remark'],
  intlOut: ['nameEn', 'country', 'city', 'contact', 'phone', 'email', 'remark'],
  forwarder: ['nameEn', 'forwarderCompanyId', 'scope', 'leg', 'origin', 'destination', 'serviceMode', 'contact', 'phone', 'email', 'remark'],
};

async function valuesOf(deps: AppDeps, kind: MasterKind, b: MasterBody) {
  const missing = REQUIRED[kind].find((k) => b[k] === undefined);
  if (missing) throw fieldError(missing, 'validation.required');
  if (b.forwarderCompanyId !== undefined && kind === 'forwarder' && !(await repo.isForwarderCompany(deps.db, b.forwarderCompanyId))) {
    throw fieldError('forwarderCompanyId', 'logistics.not_forwarder_company');
  }
  const used = (k: keyof MasterBody) => USED[kind].includes(k);
  const pick = <T>(k: keyof MasterBody, v: T | undefined): T | null => (used(k) && v !== undefined ? v : null);
  return {
    code: b.code.toUpperCase(),
    name: b.name,
    name_en: pick('nameEn', b.nameEn),
    country: pick('country', b.country),
    city: pick('city', b.city),
    zone_code: pick('zoneCode', b.zoneCode?.toUpperCase()),
    port_type: pick('portType', b.portType),
    forwarder_company_id: pick('forwarderCompanyId', b.forwarderCompanyId),
    scope: pick('scope', b.scope),
    leg: pick('leg', b.leg),
    origin: pick('origin', b.origin?.toUpperCase()),
    destination: pick('destination', b.destination?.toUpperCase()),
    service_mode: pick('serviceMode', b.serviceMode),
    contact: pick('contact', b.contact),
    phone: pick('phone', b.phone),
    email: pick('email', b.email),
    remark: pick('remark', b.remark),
    enabled: b.enabled,
  };
}

export async function createMaster(deps: AppDeps, actor: Actor, kind: MasterKind, body: MasterBody): Promise<MasterRecord> {
  const values = await valuesOf(deps, kind, body);
  const id = await deps.db.transaction().execute(async (trx) => {
    if (await repo.codeTaken(trx, kind, values.code)) throw fieldError('code', 'logistics.master_code_taken', 409);
    return repo.insertMaster(trx, { kind, ...values });
  });
  return getMaster(deps, actor, kind, id);
}

export async function updateMaster(deps: AppDeps, actor: Actor, kind: MasterKind, id: number, body: MasterBody): Promise<MasterRecord> {
  const values = await valuesOf(deps, kind, body);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.findMaster(trx, kind, id))) throw notFound();
    if (await repo.codeTaken(trx, kind, values.code, id)) throw fieldError('code', 'logistics.master_code_taken', 409);
    await repo.updateMaster(trx, id, { ...values, updated_at: deps.now() });
  });
  return getMaster(deps, actor, kind, id);
}

export async function deleteMaster(deps: AppDeps, _actor: Actor, kind: MasterKind, id: number): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.findMaster(trx, kind, id))) throw notFound();
    if (await repo.masterInUse(trx, id)) throw conflict('logistics.master_in_use');
    await repo.deleteMaster(trx, id);
  });
  return null;
}

export async function forwarderCompanies(deps: AppDeps) {
  return (await repo.listForwarderCompanies(deps.db)).map((c) => ({ id: c.id, name: c.name, nameEn: c.name_en }));
}

/** The port pickers' search (D-512). */
export async function searchPorts(deps: AppDeps, q: PortSearchQuery): Promise<Page<PortOption>> {
  return mapPage(await repo.searchPorts(deps.db, q), (r) => ({ code: r.code, name: r.name, nameEn: r.name_en, country: r.country, city: r.city }));
}
