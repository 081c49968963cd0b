/** D-104: sign-in does not tell an unknown account name from a real one, locked or not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';
import { hashPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const passwordGrant = (username: string, password: string) =>
  t.call('POST', '/oauth/token', { headers: { 'accept-language': 'en' }, form: { grant_type: 'password', username, password } });

const answer = (res: { statusCode: number; json: () => { errorKey?: string; msg?: string } }) => ({ status: res.statusCode, errorKey: res.json().errorKey, msg: res.json().msg });

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('D-104 sign-in answers of unknown and real accounts', () => {
  it('an unknown name answers wrong passwords and locks exactly like a real account', async () => {
    await t.deps.db
      .insertInto('users')
      .values({ company_id: 2, account: 'enum_real', real_name: 'Enum Real', password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}', last_login_at: new Date() })
      .execute();
    const real: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 7; i++) {
      real.push(answer(await passwordGrant('enum_real', 'Wrong@Pass2026')));
      unknown.push(answer(await passwordGrant('Enum_Nobody', 'Wrong@Pass2026')));
    }
    expect(unknown).toEqual(real);
    expect(real.slice(0, 4)).toEqual(Array(4).fill({ status: 400, errorKey: 'auth.bad_credentials', msg: expect.stringMatching(/incorrect/) }));
    expect(real.slice(4)).toEqual(Array(3).fill({ status: 403, errorKey: 'auth.account_locked', msg: expect.stringMatching(/locked until tomorrow/) }));
    // The right password of the real account is refused like any password of the unknown name.
    expect(answer(await passwordGrant('enum_real', DEMO_PASSWORD))).toEqual(answer(await passwordGrant('enum_nobody', DEMO_PASSWORD)));
    // Another unknown name is not locked.
    expect(answer(await passwordGrant('enum_other', 'Wrong@Pass2026')).errorKey).toBe('auth.bad_credentials');
  });

  it('a locked account spends a password check like an unknown name (similar timing)', async () => {
    await t.deps.db
      .insertInto('users')
      .values({ company_id: 2, account: 'enum_locked', real_name: 'Enum Locked', password_hash: await hashPassword(DEMO_PASSWORD), preferences: '{}', locked_until: new Date(Date.now() + 3_600_000) })
      .execute();
    const locked: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      locked.push(await timed(() => passwordGrant('enum_locked', 'Wrong@Pass2026')));
      unknown.push(await timed(() => passwordGrant(`enum_ghost_${i}`, 'Wrong@Pass2026')));
    }
    // Without the check a locked account answers in a few milliseconds, an unknown one after argon2.
    expect(median(locked)).toBeGreaterThan(median(unknown) * 0.5);
  });
});
