/** Supplier scorecard calls (issue 31). Types from the shared schemas. */
import { scorecardRoutes } from '@aerosupply/shared/supplier-scorecard/routes';
import type { SettingsBody } from '@aerosupply/shared/supplier-scorecard/schemas';
import type { FormulaCode } from '@aerosupply/shared/supplier-scorecard/formulas';
import { supplierProfileRoutes } from '@aerosupply/shared/supplier-profile/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api/call';

export const scorecardKeys = {
  all: ['supplier-scorecard'] as const,
  settings: ['supplier-scorecard', 'settings'] as const,
  card: (companyId: number | 'own') => ['supplier-scorecard', 'card', companyId] as const,
  evidence: (companyId: number, period: string, formula: string) => ['supplier-scorecard', 'evidence', companyId, period, formula] as const,
  ranking: ['supplier-scorecard', 'ranking'] as const,
  bidders: (ids: readonly number[]) => ['supplier-scorecard', 'bidders', ...ids] as const,
};

export const scorecardApi = {
  settings: () => call(scorecardRoutes.settings),
  saveSettings: (body: SettingsBody) => call(scorecardRoutes.saveSettings, { body }, { silent: true }),
  compute: (month: string) => call(scorecardRoutes.compute, { body: { month } }, { silent: true }),
  card: (companyId: number | 'own') => (companyId === 'own' ? call(scorecardRoutes.ownCard) : call(scorecardRoutes.card, { params: { companyId } })),
  evidence: (companyId: number, period: string, formula: FormulaCode) => call(scorecardRoutes.evidence, { params: { companyId }, query: { period, formula } }),
  bidders: (ids: readonly number[]) => call(scorecardRoutes.bidders, { query: { companyIds: ids.join(',') } }),
  /** The supply category tree (levels I and II) for the ranking's category filter. */
  categories: () => call(supplierProfileRoutes.categories, undefined, { background: true }),
};

export function useCategoryOptions(lang: string) {
  const q = useQuery({ queryKey: ['supplier-scorecard', 'categories'], queryFn: scorecardApi.categories, staleTime: 300_000 });
  const options = (q.data ?? []).flatMap((l1) => [l1, ...l1.children]).map((c) => ({ value: c.code, label: `${c.level === 2 ? '· ' : ''}${c.code} ${lang === 'en' ? c.nameEn : c.nameZh}` }));
  return { options, loading: q.isLoading };
}

export function useScorecard(companyId: number | 'own') {
  return useQuery({ queryKey: scorecardKeys.card(companyId), queryFn: () => scorecardApi.card(companyId) });
}

/** The newest month score of each bidder (none asked: no request). */
export function useBidderScores(ids: readonly number[], enabled = true) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({ queryKey: scorecardKeys.bidders(sorted), queryFn: () => scorecardApi.bidders(sorted), enabled: enabled && sorted.length > 0, staleTime: 60_000 });
}
