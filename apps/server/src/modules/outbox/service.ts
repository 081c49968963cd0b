/** The sysadmin's outbox viewer: every mail and SMS the portal queued, readable in embedded/demo mode. */
import type { CursorPage } from '@aerosupply/shared';
import type { OutboxListQuery, OutboxMessage, OutboxRow } from '@aerosupply/shared/outbox/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { keysetPage } from '../../platform/db/paging';
import { mustFind } from '../../platform/tenancy/scope';
import { toOutboxMessage, toOutboxRow } from './presenter';
import { assertMayOnMessage } from './policy';
import * as repo from './repo';

type Deps = Pick<AppDeps, 'db' | 'outbox'>;

/** Newest first; `nextCursor` continues after the last row. */
export async function listMessages(deps: Deps, actor: Actor, q: OutboxListQuery): Promise<CursorPage<OutboxRow>> {
  const rows = await repo.findPage(
    deps.db,
    { channel: q.channel, status: q.status, recipient: q.recipient || undefined, q: q.q || undefined, before: q.cursor ? Number(q.cursor) : undefined },
    q.pageSize + 1,
  );
  const page = keysetPage(rows, q.pageSize, (last) => String(last.id));
  return { rows: page.rows.map((r) => toOutboxRow(r, deps.outbox.canDeliver, actor)), nextCursor: page.nextCursor };
}

/** One message with its full body. */
export async function getMessage(deps: Deps, actor: Actor, id: number): Promise<OutboxMessage> {
  return toOutboxMessage(mustFind(await repo.findById(deps.db, id)), deps.outbox.canDeliver, actor);
}

/** Queues an undelivered mail again; refused for SMS, delivered mail, or without a mail server. */
export async function retryMessage(deps: Deps, actor: Actor, id: number): Promise<OutboxMessage> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findById(trx, id));
    assertMayOnMessage(row, deps.outbox.canDeliver, actor, 'retry');
    await deps.outbox.retry(id, trx);
    return toOutboxMessage(mustFind(await repo.findById(trx, id)), deps.outbox.canDeliver, actor);
  });
}
