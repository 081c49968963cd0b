import { signInWires } from '@aerosupply/shared/http/wires';
import { useQuery } from '@tanstack/react-query';
import { callWire } from '../../lib/api/call';
import { currentLang, useLang } from '../../lib/i18n';
import { queryClient } from '../../lib/queryClient';

export type { HomeNotice, HomeSummary, HomeTask } from '@aerosupply/shared/home/schemas';

export const homeKeys = {
  summary: (lang: string) => ['home', 'summary', lang] as const,
};

const summaryQuery = (lang: string) => ({
  queryKey: homeKeys.summary(lang),
  // By type only (D-730): the workbench loader is in the entry chunk, which /login loads.
  queryFn: () => callWire(signInWires.homeSummary),
});

/** GET /api/home/summary: what awaits the user, and notices (texts come in the UI language). */
export function useHomeSummary() {
  return useQuery(summaryQuery(useLang()));
}

/**
 * Route loader of the workbenches: asks for the summary as soon as the user info is there, while
 * the layout and the workbench render (after sign-in the summary used to wait for that render).
 */
export function prefetchHomeSummary(): null {
  void queryClient.prefetchQuery(summaryQuery(currentLang()));
  return null;
}
