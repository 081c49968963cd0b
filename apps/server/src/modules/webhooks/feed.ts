/**
 * The events feed for ERPs that poll (issue 33 item 4, D-595): `GET /api/integration/events?after=`
 * with an integration client's credentials (HTTP Basic, as the order intake; orders checks them and
 * registers the route, D-843), oldest first after the cursor. Only events recorded at least FEED_SETTLE_MS ago are answered, so an event of a transaction
 * that committed after a later one is not skipped by a poller that already moved past it.
 */
import type { EventFeedPage, EventFeedQuery } from '@aerosupply/shared/webhooks/schemas';
import type { AppDeps } from '../../platform/context';
import { presentEvent } from './presenter';
import * as repo from './repo';

export const FEED_SETTLE_MS = 5_000;

export async function eventFeed(deps: AppDeps, q: EventFeedQuery): Promise<EventFeedPage> {
  const after = q.after ?? '0';
  const rows = await repo.findEventsAfter(deps.db, after, new Date(deps.now().getTime() - FEED_SETTLE_MS), q.limit + 1);
  const page = rows.slice(0, q.limit);
  return { events: page.map(presentEvent), next: page.length ? String(page[page.length - 1]!.id) : after, hasMore: rows.length > q.limit };
}
