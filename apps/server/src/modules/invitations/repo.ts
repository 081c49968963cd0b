/** All SQL of invitations; every query is scoped to the inviting company (staff see all). */
import { COUNT_CAP } from '@aerosupply/shared';
import type { InvitationListQuery } from '@aerosupply/shared/invitations/schemas';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { INVITATION_WORKFLOW } from '@aerosupply/shared/invitations/workflow';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';

export interface InvitationRecord {
  id: number;
  company_id: number;
  company_name: string;
  country: string | null;
  tax_system: string | null;
  tax_id: string | null;
  email: string;
  validity_days: number;
  code: string;
  comments: string | null;
  status: 'unsent' | 'sent' | 'registered';
  sent_at: Date | null;
  expires_at: Date | null;
  inviter_user_id: number | null;
  inviter_name: string | null;
  registered_company_id: number | null;
  registered_at: Date | null;
  created_at: Date;
}

const base = (db: Database) =>
  db
    .selectFrom('invitations')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.inviter_user_id')
    .select([
      'invitations.id',
      'invitations.company_id',
      'invitations.company_name',
      'invitations.country',
      'invitations.tax_system',
      'invitations.tax_id',
      'invitations.email',
      'invitations.validity_days',
      'invitations.code',
      'invitations.comments',
      'invitations.status',
      'invitations.sent_at',
      'invitations.expires_at',
      'invitations.inviter_user_id',
      'inviter.real_name as inviter_name',
      'invitations.registered_company_id',
      'invitations.registered_at',
      'invitations.created_at',
    ]);

const SORT_COLUMNS = {
  createdAt: 'invitations.created_at',
  sentAt: 'invitations.sent_at',
  companyName: 'invitations.company_name',
  expiresAt: 'invitations.expires_at',
} as const;

/** `expired` is a sent invitation past its validity; `sent` one still valid. */
function statusCondition(status: InvitationListQuery['status'], now: Date): Expression<SqlBool> | null {
  switch (status) {
    case 'expired':
      return sql<boolean>`invitations.status = 'sent' and invitations.expires_at < ${now}`;
    case 'sent':
      return sql<boolean>`invitations.status = 'sent' and invitations.expires_at >= ${now}`;
    case 'registered':
    case 'unsent':
      return sql<boolean>`invitations.status = ${status}`;
    default:
      return null;
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listInvitations(db: Database, scope: Scope, query: InvitationListQuery, now: Date) {
  let q = base(db).where(companyFilter('invitations.company_id', scope));
  const name = query.companyName?.trim();
  if (name) {
    // 3+ characters: substring search on the trigram index; shorter: prefix.
    const pattern = [...name].length >= 3 ? `%${escapeLike(name)}%` : `${escapeLike(name)}%`;
    q = q.where('invitations.company_name', 'ilike', pattern);
  }
  const cond = statusCondition(query.status, now);
  if (cond) q = q.where(cond);

  const column = SORT_COLUMNS[query.sort ?? 'createdAt'];
  const direction = query.order ?? 'desc';
  const page = await pageQuery(db, q.orderBy(sql`${sql.ref(column)} ${sql.raw(direction)} nulls last`).orderBy('invitations.id', direction), query, { countCap: COUNT_CAP });
  return { ...page, rows: page.rows as InvitationRecord[] };
}

export async function findInvitation(db: Database, scope: Scope, id: number): Promise<InvitationRecord | undefined> {
  return (await base(db).where('invitations.id', '=', id).where(companyFilter('invitations.company_id', scope)).executeTakeFirst()) as InvitationRecord | undefined;
}

/** By code, unscoped: the public registration side knows only the code. Codes are case-sensitive. */
export async function findInvitationByCode(db: Database, code: string): Promise<InvitationRecord | undefined> {
  return (await base(db).where('invitations.code', '=', code).executeTakeFirst()) as InvitationRecord | undefined;
}

export async function codeExists(db: Database, code: string): Promise<boolean> {
  return !!(await db.selectFrom('invitations').select('id').where('code', '=', code).executeTakeFirst());
}

export interface InvitationValues {
  company_name: string;
  country: string;
  tax_system: string;
  tax_id: string;
  email: string;
  validity_days: number;
  comments: string | null;
}

export async function insertInvitation(db: Database, values: InvitationValues & { company_id: number; code: string; inviter_user_id: number; now: Date }): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('invitations')
    .values({ ...rest, status: 'unsent', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateInvitation(db: Database, scope: Scope, id: number, values: InvitationValues, now: Date): Promise<void> {
  await db
    .updateTable('invitations')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where(companyFilter('invitations.company_id', scope))
    .execute();
}

/** The invitation's stored status, moved only by `applyTransition` with INVITATION_WORKFLOW. */
export const INVITATION_STATUS = statusColumn({ table: 'invitations', workflow: INVITATION_WORKFLOW });

/** Send or resend: a new send time and the validity restarts from it. */
export async function markSent(db: Database, id: number, action: 'send' | 'resend', now: Date, expiresAt: Date): Promise<void> {
  await applyTransition(db, INVITATION_STATUS, { id, action, set: { sent_at: now, expires_at: expiresAt, updated_at: now } });
}

export async function deleteInvitation(db: Database, scope: Scope, id: number): Promise<void> {
  await db.deleteFrom('invitations').where('id', '=', id).where('status', '<>', 'registered').where(companyFilter('invitations.company_id', scope)).execute();
}

/** Marks a sent, still valid invitation registered; false when someone else used it meanwhile. */
export async function markRegistered(db: Database, id: number, companyId: number, now: Date): Promise<boolean> {
  const usable = await db.selectFrom('invitations').select('id').where('id', '=', id).where('status', '=', 'sent').where('expires_at', '>=', now).forUpdate().executeTakeFirst();
  if (!usable) return false;
  await applyTransition(db, INVITATION_STATUS, { id, action: 'register', set: { registered_company_id: companyId, registered_at: now, updated_at: now } });
  return true;
}

/** Open (unsent, or sent and still valid) invitations with this tax ID or company name. */
export async function findOpenDuplicates(db: Database, input: { taxId?: string; names: string[] }, now: Date, excludeId?: number) {
  const taxId = input.taxId?.trim().toUpperCase();
  const names = input.names.map((n) => n.trim().toLowerCase()).filter(Boolean);
  if (!taxId && names.length === 0) return [];
  let q = db
    .selectFrom('invitations')
    .select(['id', 'tax_id', 'company_name'])
    .where((eb) => eb.or([eb('status', '=', 'unsent'), eb.and([eb('status', '=', 'sent'), eb('expires_at', '>=', now)])]))
    .where((eb) => {
      const ors = [];
      if (taxId) ors.push(eb(sql`upper(tax_id)`, '=', taxId));
      if (names.length) ors.push(eb(sql`lower(company_name)`, 'in', names));
      return eb.or(ors);
    });
  if (excludeId) q = q.where('id', '<>', excludeId);
  return q.limit(5).execute();
}
