/** The operation log (spec 001 §3): written for every successful write by one onResponse hook in app.ts. */
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';

type OpType = 'login' | 'logout' | 'add' | 'modify' | 'delete' | 'query';

export async function recordOperation(db: Database, req: FastifyRequest, opType: string, status: number): Promise<void> {
  const actor = req.actor;
  if (!actor) return;
  const mac = req.headers['x-mac-addr'];
  await db
    .insertInto('operation_logs')
    .values({
      user_id: actor.userId,
      account: actor.account,
      user_name: actor.realName,
      company_id: actor.companyId,
      company_name: actor.companyName,
      op_type: opType as OpType,
      description: req.routeOptions.config?.summary ?? req.routeOptions.url ?? req.url,
      method: req.method,
      path: (req.routeOptions.url ?? req.url).slice(0, 300),
      status,
      ip: req.ip,
      mac: typeof mac === 'string' ? mac.slice(0, 60) : null,
    })
    .execute();
}
