/** Dictionary rows -> the shapes the client reads (spec 000 §3: TEXT/ENTEXT/VALUE). */
import { CODE_TABLES, type CodeTableName } from '@aerosupply/shared/codes/tables';
import { TC_DICTIONARIES, type TcDomainCode } from '@aerosupply/shared/codes/tc-dictionaries';
import { isTcDomain, type CodeRow, type DictItemView, type DictOption } from '@aerosupply/shared/dict/schemas';
import type { DictItemRow } from './repo';

export const toOption = (r: DictItemRow): DictOption => ({ TEXT: r.text_zh, ENTEXT: r.text_en, VALUE: r.value });

export const toCodeRow = (r: DictItemRow): CodeRow => ({ code: r.value, zh: r.text_zh, en: r.text_en, extra: r.extra ?? null });

/** Values shipped with the product per domain: seeding re-creates them, so they are disabled, never deleted. */
const BUILTIN = new Map<string, Set<string>>([
  ...Object.entries(TC_DICTIONARIES).map(([d, rows]) => [d, new Set(rows.map((r) => r.VALUE))] as [string, Set<string>]),
  ...Object.entries(CODE_TABLES).map(([d, rows]) => [d, new Set(rows.map((r) => r.code))] as [string, Set<string>]),
]);

export const isBuiltinItem = (domain: string, value: string): boolean => BUILTIN.get(domain)?.has(value) ?? false;

/** Items of TC_* lists and built-in items are referenced by records and seeds: delete means disable. */
export const deleteDisables = (r: Pick<DictItemRow, 'domain' | 'value'>): boolean => isTcDomain(r.domain) || isBuiltinItem(r.domain, r.value);

export function toItemView(r: DictItemRow): DictItemView {
  const actions: DictItemView['actions'] = ['edit'];
  if (deleteDisables(r)) actions.push(r.enabled ? 'disable' : 'enable');
  else actions.push(r.enabled ? 'disable' : 'enable', 'delete');
  return {
    id: r.id,
    domain: r.domain,
    value: r.value,
    textZh: r.text_zh,
    textEn: r.text_en,
    extra: r.extra ?? null,
    sort: r.sort,
    enabled: r.enabled,
    builtin: isBuiltinItem(r.domain, r.value),
    updatedAt: r.updated_at.toISOString(),
    actions,
  };
}

export type { CodeTableName, TcDomainCode };
