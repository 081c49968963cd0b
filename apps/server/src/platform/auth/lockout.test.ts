/**
 * Issue 9 item 2: wrong passwords are counted and the lock is set in one atomic statement, so
 * concurrent guesses (in one process, or in two processes on one PostgreSQL) cannot overwrite each
 * other's count (spec 000 §4, spec-decisions D-05).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { closeDeps, createDeps } from '../../bootstrap';
import type { AppDeps } from '../context';
import { createTestApp, DEMO_PASSWORD, usePostgres, type TestApp } from '../../../test/helpers';
import { hashPassword } from './passwords';

let a: TestApp;
let bDeps: AppDeps;
let b: FastifyInstance;
beforeAll(async () => {
  a = await createTestApp();
  // On PostgreSQL the second instance has its own pool, as a second server process would.
  bDeps = usePostgres() ? await createDeps(a.deps.config, { info: () => {}, warn: () => {}, error: () => {} }) : a.deps;
  b = await buildApp(bDeps);
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  if (bDeps && bDeps !== a.deps) await closeDeps(bDeps);
  await a?.close();
});

async function makeUser(account: string) {
  await a.deps.db
    .insertInto('users')
    .values({ company_id: 2, account, real_name: `Test ${account}`, password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}' })
    .execute();
}

const grant = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });

const stateOf = (account: string) => a.deps.db.selectFrom('users').select(['failed_logins', 'locked_until']).where('account', '=', account).executeTakeFirstOrThrow();

describe('lockout under concurrent wrong passwords', () => {
  it('20 concurrent wrong passwords all count: the account is locked and the right password is refused', async () => {
    await makeUser('race_one');
    const answers = await Promise.all(Array.from({ length: 20 }, () => grant(a.app, 'race_one', 'Wrong@Pass2026')));
    const keys = answers.map((r) => r.json().errorKey as string);
    expect(keys.filter((k) => k === 'auth.bad_credentials').length).toBeLessThanOrEqual(4);
    expect(keys.every((k) => k === 'auth.bad_credentials' || k === 'auth.account_locked')).toBe(true);
    const state = await stateOf('race_one');
    // Every attempt that got to check its password counted (later ones may find the lock already set).
    expect(state.failed_logins).toBeGreaterThanOrEqual(5);
    expect(state.locked_until!.getTime()).toBeGreaterThan(Date.now());
    const right = await grant(a.app, 'race_one', DEMO_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().errorKey).toBe('auth.account_locked');
  });

  it('across two server instances on one database (two pools on PostgreSQL)', async () => {
    await makeUser('race_two');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => grant(i % 2 ? a.app : b, 'race_two', 'Wrong@Pass2026')));
    expect(answers.every((r) => r.statusCode === 400 || r.statusCode === 403)).toBe(true);
    expect((await stateOf('race_two')).failed_logins).toBeGreaterThanOrEqual(5);
    const right = await grant(b, 'race_two', DEMO_PASSWORD);
    expect(right.json().errorKey).toBe('auth.account_locked');
  });

  it('keeps the sequential rule: four wrong answers bad credentials, the fifth locks (D-05)', async () => {
    await makeUser('race_seq');
    for (let i = 1; i <= 4; i++) expect((await grant(a.app, 'race_seq', 'Wrong@Pass2026')).json().errorKey).toBe('auth.bad_credentials');
    expect((await stateOf('race_seq')).locked_until).toBeNull();
    const fifth = await grant(b, 'race_seq', 'Wrong@Pass2026');
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().errorKey).toBe('auth.account_locked');
    const until = (await stateOf('race_seq')).locked_until!;
    // Midnight in Asia/Shanghai is 16:00 UTC.
    expect([until.getUTCHours(), until.getUTCMinutes()]).toEqual([16, 0]);
    expect((await grant(a.app, 'race_seq', DEMO_PASSWORD)).json().errorKey).toBe('auth.account_locked');
  });
});
