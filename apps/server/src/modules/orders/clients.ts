/** The ERP's integration clients (D-223): their credentials, checked on every intake, and their administration. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor, AppDeps } from '../../platform/context';
import { unauthorized } from '../../platform/errors';
import { mustFind } from '../../platform/tenancy/scope';
import * as repo from './repo';

/** How stale an integration client's "last used" time may get before a request writes it again. */
export const CLIENT_TOUCH_MS = 60_000;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The integration client of an `Authorization: Basic base64(clientId:secret)` header, or 401. */
export async function authenticateClient(deps: AppDeps, authorization: string | undefined): Promise<{ id: number; name: string; lastUsedAt: Date | null }> {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  if (!match) throw unauthorized('orders.integration_unauthorized');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw unauthorized('orders.integration_unauthorized');
  const client = await repo.findClientByClientId(deps.db, decoded.slice(0, colon));
  const given = Buffer.from(sha256(decoded.slice(colon + 1)), 'hex');
  const stored = Buffer.from(client?.secret_hash ?? sha256('no client'), 'hex');
  if (!client || !client.enabled || !timingSafeEqual(given, stored)) throw unauthorized('orders.integration_unauthorized');
  return { id: client.id, name: client.name, lastUsedAt: client.last_used_at };
}

const presentClient = (c: Awaited<ReturnType<typeof repo.findClient>> & object) => ({
  id: c.id,
  clientId: c.client_id,
  name: c.name,
  enabled: c.enabled,
  createdAt: c.created_at.toISOString(),
  lastUsedAt: c.last_used_at ? c.last_used_at.toISOString() : null,
  actions: c.enabled ? ['revoke' as const] : ['enable' as const],
});

export async function createIntegrationClient(deps: AppDeps, actor: Actor, name: string) {
  const clientId = `erp-${randomBytes(6).toString('hex')}`;
  const clientSecret = randomBytes(32).toString('base64url');
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertClient(trx, { clientId, secretHash: sha256(clientSecret), name, createdBy: actor.userId });
    return { ...presentClient(mustFind(await repo.findClient(trx, id))), clientSecret };
  });
}

export async function listIntegrationClients(deps: AppDeps) {
  return (await repo.listClients(deps.db)).map(presentClient);
}

export async function setIntegrationClientEnabled(deps: AppDeps, id: number, enabled: boolean) {
  return deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findClient(trx, id));
    await repo.setClientEnabled(trx, id, enabled);
    return presentClient(mustFind(await repo.findClient(trx, id)));
  });
}
