/** Notification centre queries: the unread count (polled), the latest items and the paged list. */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationRoutes as r } from '@aerosupply/shared/notifications/routes';
import { call } from '../../lib/api/call';
import { useLang } from '../../lib/i18n';

/** How often the bell asks for the unread count (it also asks when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;
export const PAGE_SIZE = 20;
export const LATEST_SIZE = 6;

export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  latest: (lang: string) => ['notifications', 'latest', lang] as const,
  list: (lang: string, unread: boolean) => ['notifications', 'list', lang, unread] as const,
};

/** GET /api/notifications/unread-count, every minute and on focus, without the loading overlay. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: () => call(r.unreadCount, {}, { background: true, silent: true }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The newest few, for the bell's panel (texts in the UI language). */
export function useLatestNotifications(enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: notificationKeys.latest(lang),
    queryFn: () => call(r.list, { query: { pageSize: LATEST_SIZE } }, { background: true }),
    enabled,
    staleTime: 0,
  });
}

/** Every notification (or the unread ones), newest first, a keyset page at a time. */
export function useNotificationPages(unread: boolean) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(lang, unread),
    queryFn: ({ pageParam }) => call(r.list, { query: { unread: unread ? 'true' : undefined, cursor: pageParam, pageSize: PAGE_SIZE } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const notificationsApi = {
  markRead: (id: number) => call(r.read, { params: { id } }, { background: true }),
  markAllRead: () => call(r.readAll),
};

/** Refreshes the count and every list after a change. */
export function useRefreshNotifications() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: notificationKeys.all });
}
