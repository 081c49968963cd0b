/** The look-ups of decode.ts from the web's dictionary hooks, in the UI language. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_SYSTEMS } from '@aerosupply/shared/dict/tax-systems';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import { useCodeTable, useCountries, useDictOptionsMap } from '../../../lib/dict';
import { pickText, useLang } from '../../../lib/i18n';
import type { DataLookups } from './decode';
import { categoryName, useCategoryIndex } from './fields';

const DICT_DOMAINS = ['TC_CURRENCY', 'TC_PAY_PERIOD'] as const;

export function useDataLookups(files: Record<string, FileItem>): DataLookups {
  const { t } = useTranslation();
  const lang = useLang();
  const countries = useCountries().options;
  const dict = useDictOptionsMap(DICT_DOMAINS).options;
  const authority = useCodeTable('aviationAuthority');
  const serviceMode = useCodeTable('serviceMode');
  const { byCode } = useCategoryIndex();
  return useMemo(() => {
    const countryNames = new Map(countries.map((o) => [o.value, o.label]));
    const tables: Record<string, Map<string, string>> = {
      aviationAuthority: new Map(authority.options.map((o) => [o.value, o.label])),
      serviceMode: new Map(serviceMode.options.map((o) => [o.value, o.label])),
    };
    const numbers = new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 2 });
    return {
      t: (key, opts) => t(key, opts ?? {}) as string,
      country: (code) => countryNames.get(code),
      dict: (domain, value) => dict[domain]?.find((o) => o.value === value)?.label,
      codeTable: (table, code) => tables[table]?.get(code),
      category: (code) => {
        const node = byCode.get(code);
        return node ? categoryName(node) : undefined;
      },
      taxSystem: (code) => {
        const s = TAX_SYSTEMS.find((x) => x.code === code);
        return s ? pickText(lang, s.zh, s.en) : undefined;
      },
      number: (n) => numbers.format(n),
      files,
    };
  }, [t, lang, countries, dict, authority.options, serviceMode.options, byCode, files]);
}
