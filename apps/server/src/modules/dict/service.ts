/** Dictionary use cases: public look-ups and the sysadmin's editing of dictionary items. */
import type { Page } from '@aerosupply/shared';
import { taxSystemsFor, type TaxSystem } from '@aerosupply/shared/dict/tax-systems';
import {
  DICT_DOMAINS,
  DICT_DOMAIN_LABELS,
  isTcDomain,
  type AdminItemsQuery,
  type CodeRow,
  type CodeTableName,
  type CountryOption,
  type CreateItemInput,
  type DeleteItemResult,
  type DictDomainSummary,
  type DictItemView,
  type DictOption,
  type RegionOption,
  type TimeZoneOption,
  type UpdateItemInput,
} from '@aerosupply/shared/dict/schemas';
import type { AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { AppError, fieldError } from '../../platform/errors';
import { mustFind } from '../../platform/tenancy/scope';
import { isCountryCode, listCities, listCountries, listProvinces, listTimeZones } from './lookups';
import { deleteDisables, toCodeRow, toItemView, toOption } from './presenter';
import * as repo from './repo';

type Deps = Pick<AppDeps, 'db'>;

/** Spec 000 §7: the TC_* lists named in a comma-separated `domainCodes`, each with its enabled items. */
export async function loadDomains(deps: Deps, domainCodes: string): Promise<Record<string, DictOption[]>> {
  const codes = [...new Set(domainCodes.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean))];
  if (codes.length === 0) throw fieldError('domainCodes', 'validation.required');
  const unknown = codes.filter((c) => !isTcDomain(c));
  if (unknown.length) throw fieldError('domainCodes', 'dict.unknown_domain');
  const rows = await repo.findEnabledItems(deps.db, codes);
  const out: Record<string, DictOption[]> = Object.fromEntries(codes.map((c) => [c, []]));
  for (const r of rows) out[r.domain]!.push(toOption(r));
  return out;
}

/** Spec 000 §7: countries by language. */
export function getCountries(lang: 'ZH' | 'EN'): CountryOption[] {
  return listCountries(lang);
}

/** Spec 000 §7: time zones by countryCode. */
export function getTimeZones(countryCode: string): TimeZoneOption[] {
  if (!isCountryCode(countryCode)) throw fieldError('countryCode', 'dict.unknown_country');
  return listTimeZones(countryCode);
}

/** Spec 001 §7: provinces of China. */
export function getProvinces(): RegionOption[] {
  return listProvinces();
}

/** Spec 001 §7: cities of a province. */
export function getCities(province: string): RegionOption[] {
  const cities = listCities(province);
  if (!cities) throw fieldError('province', 'dict.unknown_province');
  return cities;
}

/** Spec 001 §7: tax numbering systems offered for a country. */
export function getTaxSystems(country: string): TaxSystem[] {
  if (!isCountryCode(country)) throw fieldError('country', 'dict.unknown_country');
  return taxSystemsFor(country);
}

/** A code table's enabled rows, as edited by administrators. */
export async function getCodeTable(deps: Deps, table: CodeTableName): Promise<CodeRow[]> {
  const rows = await repo.findEnabledItems(deps.db, [table]);
  return rows.map(toCodeRow);
}

// ---- sysadmin editing ----

/** Every editable domain with its item counts. */
export async function listDomains(deps: Deps): Promise<DictDomainSummary[]> {
  const counts = new Map((await repo.countByDomain(deps.db)).map((c) => [c.domain, c]));
  return DICT_DOMAINS.map((domain) => ({
    domain,
    kind: isTcDomain(domain) ? ('tc' as const) : ('code' as const),
    zh: DICT_DOMAIN_LABELS[domain]?.zh ?? domain,
    en: DICT_DOMAIN_LABELS[domain]?.en ?? domain,
    total: counts.get(domain)?.total ?? 0,
    enabled: counts.get(domain)?.enabled ?? 0,
  }));
}

export async function listItems(deps: Deps, q: AdminItemsQuery): Promise<Page<DictItemView>> {
  return mapPage(await repo.findItemsPage(
    deps.db,
    { domains: q.domain ? [q.domain] : DICT_DOMAINS, q: q.q || undefined, enabled: q.enabled === undefined ? undefined : q.enabled === 'true' },
    q.page,
    q.pageSize,
  ), toItemView);
}

export async function createItem(deps: Deps, input: CreateItemInput): Promise<DictItemView> {
  return deps.db.transaction().execute(async (trx) => {
    if (await repo.findItemByValue(trx, input.domain, input.value)) throw new AppError(409, 'dict.value_exists', undefined, [{ path: 'value', errorKey: 'dict.value_exists' }]);
    const row = await repo.insertItem(trx, {
      domain: input.domain,
      value: input.value,
      text_zh: input.textZh,
      text_en: input.textEn,
      sort: input.sort ?? (await repo.nextSort(trx, input.domain)),
      enabled: input.enabled ?? true,
      extra: input.extra ?? null,
    });
    return toItemView(row);
  });
}

export async function updateItem(deps: Pick<AppDeps, 'db' | 'now'>, id: number, input: UpdateItemInput): Promise<DictItemView> {
  return deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findItemById(trx, id));
    const row = mustFind(
      await repo.updateItem(trx, id, {
        ...(input.textZh !== undefined ? { text_zh: input.textZh } : {}),
        ...(input.textEn !== undefined ? { text_en: input.textEn } : {}),
        ...(input.sort !== undefined ? { sort: input.sort } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(input.extra !== undefined ? { extra: input.extra } : {}),
      }, deps.now()),
    );
    return toItemView(row);
  });
}

/** Deletes an administrator-added item; TC_* and built-in items are disabled instead (records refer to them). */
export async function deleteItem(deps: Pick<AppDeps, 'db' | 'now'>, id: number): Promise<DeleteItemResult> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findItemById(trx, id));
    if (deleteDisables(row)) {
      await repo.updateItem(trx, id, { enabled: false }, deps.now());
      return { id, deleted: false, disabled: true };
    }
    await repo.deleteItem(trx, id);
    return { id, deleted: true, disabled: false };
  });
}
