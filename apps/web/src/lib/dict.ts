/**
 * Dictionary lookups (spec 000 §3, §7): domain lists with TEXT/ENTEXT/VALUE, countries by
 * language, time zones by country, code tables. Labels follow the UI language (TEXT when zh,
 * ENTEXT otherwise).
 */
import { dictRoutes } from '@aerosupply/shared/dict/routes';
import type { CodeRow } from '@aerosupply/shared/dict/schemas';
import { useQuery } from '@tanstack/react-query';
import { call } from './api/call';
import { pickText, useLang } from './i18n';

/** An option of a select (label shown, value sent). */
export interface Option {
  label: string;
  value: string;
}

const HOUR = 3_600_000;

/** Items of several dictionary domains, keyed by domain code. */
export function useDictDomains(domainCodes: readonly string[]) {
  const codes = [...new Set(domainCodes)].sort();
  return useQuery({
    queryKey: ['dict', 'domains', codes],
    queryFn: () =>
      call(dictRoutes.domains, { query: { domainCodes: codes.join(',') } }, { background: true }),
    staleTime: HOUR,
    enabled: codes.length > 0,
  });
}

/** Options of one domain in the UI language. */
export function useDictOptions(domainCode: string): { options: Option[]; loading: boolean } {
  const lang = useLang();
  const query = useDictDomains([domainCode]);
  const items = query.data?.[domainCode] ?? [];
  return {
    options: items.map((item) => ({ value: item.VALUE, label: pickText(lang, item.TEXT, item.ENTEXT) })),
    loading: query.isLoading,
  };
}

/** Countries (ISO alpha-2 values) named in the UI language. */
export function useCountries(): { options: Option[]; loading: boolean } {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['dict', 'countries', lang],
    queryFn: () => call(dictRoutes.countries, { query: { lang: lang === 'zh' ? 'ZH' : 'EN' } }, { background: true }),
    staleTime: HOUR,
  });
  return { options: query.data ?? [], loading: query.isLoading };
}

/** Time zones of a country. */
export function useTimeZones(countryCode: string | null | undefined): { options: Option[]; loading: boolean } {
  const query = useQuery({
    queryKey: ['dict', 'timezones', countryCode],
    queryFn: () => call(dictRoutes.timezones, { query: { countryCode: countryCode ?? '' } }, { background: true }),
    staleTime: HOUR,
    enabled: Boolean(countryCode),
  });
  return {
    options: (query.data ?? []).map((item) => ({ value: item.VALUE, label: item.TEXT })),
    loading: query.isLoading && Boolean(countryCode),
  };
}

/** Rows of a code table (`dictRoutes.codeTable`), labels in the UI language. */
export function useCodeTable(table: string): { options: Option[]; rows: CodeRow[]; loading: boolean; labelOf: (code: string) => string } {
  const lang = useLang();
  const query = useQuery({
    queryKey: ['dict', 'codes', table],
    queryFn: () => call(dictRoutes.codeTable, { params: { table } }, { background: true }),
    staleTime: HOUR,
  });
  const rows = query.data ?? [];
  const options = rows.map((row) => ({ value: row.code, label: pickText(lang, row.zh, row.en) }));
  const labels = new Map(options.map((o) => [o.value, o.label]));
  return { options, rows, loading: query.isLoading, labelOf: (code) => labels.get(code) ?? code };
}

/** Options of several domains fetched in one call, keyed by domain code. */
export function useDictOptionsMap(domainCodes: readonly string[]): { options: Record<string, Option[]>; loading: boolean } {
  const lang = useLang();
  const query = useDictDomains(domainCodes);
  const options: Record<string, Option[]> = {};
  for (const code of domainCodes) {
    options[code] = (query.data?.[code] ?? []).map((item) => ({ value: item.VALUE, label: pickText(lang, item.TEXT, item.ENTEXT) }));
  }
  return { options, loading: query.isLoading };
}
