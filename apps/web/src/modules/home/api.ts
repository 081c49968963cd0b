import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api/client';
import { useLang } from '../../lib/i18n';

export interface HomeTask {
  key: string;
  count: number;
  url: string;
}

export interface HomeNotice {
  id: number | string;
  title: string;
  body: string;
  createdAt: string;
}

export interface HomeSummary {
  tasks: HomeTask[];
  notices: HomeNotice[];
}

export const homeKeys = {
  summary: (lang: string) => ['home', 'summary', lang] as const,
};

/** GET /api/home/summary: what awaits the user, and notices (texts come in the UI language). */
export function useHomeSummary() {
  const lang = useLang();
  return useQuery({
    queryKey: homeKeys.summary(lang),
    queryFn: () => api.get<HomeSummary>('/api/home/summary'),
  });
}
