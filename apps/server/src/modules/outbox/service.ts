/** The sysadmin's outbox viewer: every mail and SMS the portal queued, readable in embedded/demo mode. */
import type { CursorPage } from '@aerosupply/shared';
import type { OutboxListQuery, OutboxMessage, OutboxRow } from '@aerosupply/shared/outbox/schemas';
import type { AppDeps } from '../../platform/context';
import { conflict, wrongState } from '../../platform/errors';
import { mustFind } from '../../platform/tenancy/scope';
import { canRetry, toOutboxMessage, toOutboxRow } from './presenter';
import * as repo from './repo';

type Deps = Pick<AppDeps, 'db' | 'outbox'>;

/** Newest first; `nextCursor` continues after the last row. */
export async function listMessages(deps: Deps, q: OutboxListQuery): Promise<CursorPage<OutboxRow>> {
  const rows = await repo.findPage(
    deps.db,
    { channel: q.channel, status: q.status, recipient: q.recipient || undefined, q: q.q || undefined, before: q.cursor ? Number(q.cursor) : undefined },
    q.pageSize + 1,
  );
  const page = rows.slice(0, q.pageSize);
  return {
    rows: page.map((r) => toOutboxRow(r, deps.outbox.canDeliver)),
    nextCursor: rows.length > q.pageSize ? String(page[page.length - 1]!.id) : null,
  };
}

/** One message with its full body. */
export async function getMessage(deps: Deps, id: number): Promise<OutboxMessage> {
  return toOutboxMessage(mustFind(await repo.findById(deps.db, id)), deps.outbox.canDeliver);
}

/** Queues an undelivered mail again; refused for SMS, delivered mail, or without a mail server. */
export async function retryMessage(deps: Deps, id: number): Promise<OutboxMessage> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findById(trx, id));
    if (!deps.outbox.canDeliver) throw conflict('outbox.no_transport');
    if (!canRetry(row, true)) throw wrongState('outbox.not_retryable');
    await deps.outbox.retry(id, trx);
    return toOutboxMessage(mustFind(await repo.findById(trx, id)), deps.outbox.canDeliver);
  });
}
