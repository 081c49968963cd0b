/**
 * Issue 11 item 1: the read-only views decode every field of the supplier's data. A sample with
 * every field of every section filled (every list with a row) is decoded in both languages with the
 * real catalogues: no field key, code, storage key, "undefined" or "null" may reach the text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TAX_SYSTEMS } from '@aerosupply/shared/dict/tax-systems';
import { fileRoutes } from '@aerosupply/shared/files/routes';
import { urlOf } from '@aerosupply/shared/http/contract';
import { PROFILE_CODE_LISTS } from '@aerosupply/shared/supplier-profile/codes';
import { DATA_SECTIONS, QUALIFICATION_DOC_FIELDS, viewFieldsOf, type FieldSpec } from '@aerosupply/shared/supplier-profile/fields';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { decodeField, fieldLabelKey, formatFileSize, shownText, type DataLookups } from './decode';

const locales = fileURLToPath(new URL('../../../locales/', import.meta.url));
type Lang = 'zh' | 'en';
const catalogue = (lang: Lang): Record<string, unknown> => {
  const dir = join(locales, lang === 'zh' ? 'zh-CN' : 'en-US');
  return { supplierProfile: JSON.parse(readFileSync(join(dir, 'supplierProfile.json'), 'utf8')), common: JSON.parse(readFileSync(join(dir, 'common.json'), 'utf8')) };
};

function translator(lang: Lang) {
  const root = catalogue(lang);
  const find = (key: string): string | undefined => {
    let node: unknown = root;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  const t = (key: string, opts: Record<string, unknown> = {}) => {
    const text = find(key) ?? (opts.defaultValue as string | undefined) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(opts[k] ?? ''));
  };
  return { t, has: (key: string) => find(key) !== undefined };
}

const FILE_KEY = 'Zx9fK2mQ7rT1vB8nL4pW6sD3hJ5gC0aE';
const FILES: Record<string, FileItem> = {
  [FILE_KEY]: { uid: FILE_KEY, fileKey: FILE_KEY, filename: '营业执照.pdf', url: urlOf(fileRoutes.download, { params: { fileKey: FILE_KEY } }), type: 'pdf', fileSize: 18_944, fileContentType: 'application/pdf' },
};

function lookups(lang: Lang): DataLookups {
  const zh = lang === 'zh';
  const tables: Record<string, Record<string, string>> = {
    aviationAuthority: { '0': zh ? '中国民航局' : 'CAAC' },
    serviceMode: { DOOR_DOOR: zh ? '门到门' : 'Door to door' },
  };
  const dicts: Record<string, Record<string, string>> = { TC_CURRENCY: { CNY: zh ? '人民币' : 'Chinese yuan' }, TC_PAY_PERIOD: { N60: zh ? '60天' : '60 days' } };
  const categories: Record<string, string> = { A10: zh ? '液压系统' : 'Hydraulics', A1002: zh ? '液压泵' : 'Hydraulic pumps' };
  return {
    t: translator(lang).t,
    country: (c) => ({ CN: zh ? '中国' : 'China' })[c],
    dict: (domain, v) => dicts[domain]?.[v],
    codeTable: (table, c) => tables[table]?.[c],
    category: (c) => categories[c],
    taxSystem: (c) => TAX_SYSTEMS.find((s) => s.code === c)?.[lang],
    number: (n) => n.toLocaleString(zh ? 'zh-CN' : 'en-US'),
    files: FILES,
  };
}

/** A filled value for a field (lists get one filled row). */
function sample(spec: FieldSpec, row: Record<string, unknown>): void {
  switch (spec.kind) {
    case 'text':
      row[spec.name] = spec.decode === 'taxSystem' ? 'USCC' : '成都 Chengdu';
      break;
    case 'email':
      row[spec.name] = 'info@skywing-aero.cn';
      break;
    case 'url':
      row[spec.name] = 'https://www.skywing-aero.cn';
      break;
    case 'digits':
      row[spec.name] = '02885123456';
      break;
    case 'number':
      row[spec.name] = 50000000;
      break;
    case 'date':
      row[spec.name] = '2024-05-01';
      break;
    case 'bool':
      row[spec.name] = true;
      break;
    case 'files':
      row[spec.name] = [FILE_KEY];
      break;
    case 'country':
      row[spec.name] = 'CN';
      break;
    case 'timezone':
      row[spec.name] = 'Asia/Shanghai';
      break;
    case 'code':
      row[spec.name] = spec.multiple ? [...PROFILE_CODE_LISTS[spec.list]] : PROFILE_CODE_LISTS[spec.list][0];
      break;
    case 'table':
      row[spec.name] = spec.table === 'serviceMode' ? ['DOOR_DOOR'] : '0';
      break;
    case 'dict':
      row[spec.name] = spec.domain === 'TC_PAY_PERIOD' ? 'N60' : 'CNY';
      break;
    case 'category':
      row.level1 = 'A10';
      row.level2 = 'A1002';
      break;
    case 'list': {
      const item: Record<string, unknown> = {};
      for (const s of spec.item) sample(s, item);
      row[spec.name] = [item];
      break;
    }
  }
}

/** Identifier-looking text: camelCase, snake_case, SCREAMING_CASE, or our storage / file keys. */
const RAW_KEY = /\b[a-z]+[A-Z][A-Za-z]*\b|\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b|\bdemo\/|Zx9fK2mQ7rT1vB8nL4pW6sD3hJ5gC0aE|\bundefined\b|\bnull\b|supplierProfile\./;

describe('supplier data decoding (issue 11 item 1)', () => {
  for (const lang of ['zh', 'en'] as const) {
    it(`shows no raw key for a filled sample (${lang})`, () => {
      const lk = lookups(lang);
      const { has } = translator(lang);
      const specs = [...DATA_SECTIONS.flatMap((s) => viewFieldsOf(s)), ...QUALIFICATION_DOC_FIELDS];
      const data: Record<string, unknown> = {};
      for (const spec of specs) sample(spec, data);
      const walk = (list: FieldSpec[], row: Record<string, unknown>) => {
        for (const spec of list) {
          expect(has(fieldLabelKey(spec)), `label of ${spec.name}`).toBe(true);
          const text = shownText(spec, row, lk);
          expect(text, spec.name).not.toMatch(RAW_KEY);
          expect(text.trim(), spec.name).not.toBe('');
          if (spec.kind === 'list') walk(spec.item, (row[spec.name] as Record<string, unknown>[])[0]!);
        }
      };
      walk(specs, data);
      // Every code of every list has its text in this language.
      for (const [list, codes] of Object.entries(PROFILE_CODE_LISTS)) for (const c of codes) expect(has(`supplierProfile.codes.${list}.${c}`), `${list}.${c}`).toBe(true);
    });
  }

  it('decodes codes, countries, categories with codes, dates and files', () => {
    const lk = lookups('en');
    const general = viewFieldsOf('general');
    const spec = (name: string, list = general) => list.find((s) => s.name === name)!;
    expect(shownText(spec('enterpriseType'), { enterpriseType: 'private' }, lk)).toBe(translator('en').t('supplierProfile.codes.enterpriseType.private'));
    expect(shownText(spec('country'), { country: 'CN' }, lk)).toBe('China');
    expect(shownText(spec('taxSystem'), { taxSystem: 'USCC' }, lk)).toBe('Unified social credit code (USCC)');
    expect(shownText(spec('establishmentDate'), { establishmentDate: '2009-04-16' }, lk)).toBe('2009-04-16');
    expect(shownText(spec('businessLicenceFileKeys'), { businessLicenceFileKeys: [FILE_KEY] }, lk)).toBe('营业执照.pdf (19 KB)');
    const categories = viewFieldsOf('supply').find((s) => s.name === 'categories')!;
    const category = (categories as FieldSpec & { kind: 'list' }).item.find((s) => s.kind === 'category')!;
    expect(shownText(category, { level1: 'A10', level2: 'A1002' }, lk)).toBe('A10 Hydraulics / A1002 Hydraulic pumps');
    // Empty values are a dash, never "undefined"; a file key without its metadata is not shown.
    expect(shownText(spec('website'), {}, lk)).toBe('-');
    expect(shownText(spec('officeInChina'), { officeInChina: null }, lk)).toBe('-');
    expect(decodeField(spec('businessLicenceFileKeys'), { businessLicenceFileKeys: ['unknownKey123456789'] }, lk)).toEqual({ type: 'files', files: [], missing: 1 });
    expect(shownText(spec('businessLicenceFileKeys'), { businessLicenceFileKeys: ['unknownKey123456789'] }, lk)).not.toContain('unknownKey');
    expect(formatFileSize(87)).toBe('87 B');
    expect(formatFileSize(1_300_000)).toBe('1.2 MB');
  });
});
