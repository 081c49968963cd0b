/**
 * Webhook endpoints (issue 33 item 1, D-590): the system administrator's list, create (the secret is
 * answered once), edit, enable / disable, rotate with an overlap (both secrets sign meanwhile, D-596),
 * delete, and each endpoint's delivery log with replay.
 */
import type { CursorPage } from '@aerosupply/shared';
import type { WebhookDeliveriesQuery, WebhookDelivery, WebhookEndpoint, WebhookEndpointBody, WebhookEndpointWithSecret } from '@aerosupply/shared/webhooks/schemas';
import { WEBHOOK_DELIVERY_WORKFLOW } from '@aerosupply/shared/webhooks/workflow';
import { stateRefusal } from '@aerosupply/shared/workflow/machine';
import type { Actor, AppDeps } from '../../platform/context';
import { keysetPage } from '../../platform/db/paging';
import { enforce, fieldError } from '../../platform/errors';
import { mustFind } from '../../platform/tenancy/scope';
import { presentDelivery, presentEndpoint } from './presenter';
import * as repo from './repo';
import { newSecret } from './signing';

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>;

/** The URL must be http(s) with a host, and HTTPS where the setting asks for it (production). */
function checkUrl(deps: Deps, url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fieldError('url', 'webhooks.invalid_url');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw fieldError('url', 'webhooks.invalid_url');
  if (parsed.username || parsed.password) throw fieldError('url', 'webhooks.invalid_url');
  if (deps.config.webhookHttpsOnly && parsed.protocol !== 'https:') throw fieldError('url', 'webhooks.https_required');
}

const values = (body: WebhookEndpointBody): repo.EndpointValues => ({ url: body.url, description: body.description, eventTypes: [...new Set(body.eventTypes)], enabled: body.enabled });

export async function listEndpoints(deps: Deps): Promise<WebhookEndpoint[]> {
  const now = deps.now();
  return (await repo.listEndpoints(deps.db)).map((r) => presentEndpoint(r, now));
}

export async function getEndpoint(deps: Deps, id: number): Promise<WebhookEndpoint> {
  return presentEndpoint(mustFind(await repo.findEndpoint(deps.db, id)), deps.now());
}

export async function createEndpoint(deps: Deps, actor: Actor, body: WebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
  checkUrl(deps, body.url);
  const secret = newSecret();
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertEndpoint(trx, { ...values(body), secret, userId: actor.userId, now });
    return { endpoint: presentEndpoint(mustFind(await repo.findEndpoint(trx, id)), now), secret };
  });
}

/** Edits URL, description, event types and enabled; enabling again sends the waiting deliveries in order. */
export async function updateEndpoint(deps: Deps, id: number, body: WebhookEndpointBody): Promise<WebhookEndpoint> {
  checkUrl(deps, body.url);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findEndpoint(trx, id, true));
    await repo.updateEndpoint(trx, id, values(body), now, row.enabled);
    if (body.enabled && !row.enabled) await repo.resumeDeliveries(trx, id, now);
    return presentEndpoint(mustFind(await repo.findEndpoint(trx, id)), now);
  });
}

/** A new secret, answered once; the old one keeps signing for `overlapHours` (D-596). */
export async function rotateSecret(deps: Deps, id: number, overlapHours: number): Promise<WebhookEndpointWithSecret> {
  const now = deps.now();
  const secret = newSecret();
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findEndpoint(trx, id, true));
    const until = overlapHours > 0 ? new Date(now.getTime() + overlapHours * 3600_000) : null;
    await repo.setSecret(trx, id, { secret, previous: until ? row.secret : null, previousUntil: until, now });
    return { endpoint: presentEndpoint(mustFind(await repo.findEndpoint(trx, id)), now), secret };
  });
}

export async function deleteEndpoint(deps: Deps, id: number): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findEndpoint(trx, id, true));
    await repo.deleteEndpoint(trx, id);
  });
  return null;
}

/** The delivery log of an endpoint, newest first (keyset pages). */
export async function listDeliveries(deps: Deps, id: number, q: WebhookDeliveriesQuery): Promise<CursorPage<WebhookDelivery>> {
  mustFind(await repo.findEndpoint(deps.db, id));
  const rows = await repo.findDeliveries(deps.db, id, { status: q.status, before: q.cursor }, q.pageSize + 1);
  const page = keysetPage(rows, q.pageSize, (last) => String(last.id));
  return { rows: page.rows.map(presentDelivery), nextCursor: page.nextCursor };
}

/** Sends a delivered or failed event again (pending ones are on their way already). */
export async function replayDelivery(deps: Deps, id: number, deliveryId: number): Promise<WebhookDelivery> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const d = mustFind(await repo.findDelivery(trx, id, deliveryId));
    enforce(stateRefusal(WEBHOOK_DELIVERY_WORKFLOW, 'replay', d.status));
    await repo.replayDelivery(trx, d.id, now);
    return presentDelivery(mustFind(await repo.findDelivery(trx, id, deliveryId)));
  });
}
