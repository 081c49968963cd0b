/** Shared helpers of the supplier-lifecycle API tests. */
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  errorKey?: string;
  fields?: { path: string; errorKey: string; message: string }[];
}

export const body = <T = Record<string, unknown>>(res: { json: () => unknown }) => res.json() as Envelope<T>;

/** The id of the demo company with this tax ID. */
export async function companyByTaxId(t: TestApp, taxId: string): Promise<number> {
  const row = await t.deps.db.selectFrom('companies').select('id').where('tax_id', '=', taxId).executeTakeFirstOrThrow();
  return row.id;
}

/** Registers an uploaded file row and returns its key (as POST /api/files/upload would). */
export async function fakeUpload(t: TestApp, key: string, companyId = 2): Promise<string> {
  await t.deps.db
    .insertInto('files')
    .values({ id: key, storage_key: `test/${key}`, filename: `${key}.pdf`, content_type: 'application/pdf', size: 10, sha256: 'x'.repeat(64), company_id: companyId, uploaded_by: null, owner_type: null, owner_id: null } as never)
    .execute();
  return key;
}

/** POST a review action; returns the raw response. */
export function act(t: TestApp, token: string, companyId: number, action: string, payload: Record<string, unknown> = {}) {
  return t.call('POST', `/api/supplier-reviews/${companyId}/actions/${action}`, { token, body: payload });
}

export const FORM = { quality: 90, technical: 85, delivery: 88, price: 80, service: 86, conclusion: '合格 Qualified' };

/** Asserts a 2xx envelope and returns its data. */
export function ok<T>(res: { statusCode: number; body: string; json: () => unknown }): T {
  expect(res.statusCode, res.body).toBe(200);
  return body<T>(res).data;
}

/** A new enabled staff user holding one built-in role; returns its account. */
export async function addStaffUser(t: TestApp, account: string, roleCode: string, realName: string): Promise<number> {
  const db = t.deps.db;
  const hash = (await db.selectFrom('users').select('password_hash').where('account', '=', 'admin').executeTakeFirstOrThrow()).password_hash;
  const role = await db.selectFrom('roles').select('id').where('company_id', '=', 2).where('code', '=', roleCode).executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ company_id: 2, account, real_name: realName, email: `${account}@aerosupply.local`, mobile: null, password_hash: hash, preferences: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return user.id;
}
