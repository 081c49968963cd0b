/** D-108: the 90-day password change of spec 001 §4 as a reminder carried by user info. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';
import { passwordAge } from './password-age';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const info = async (account: string) => {
  const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: account, password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().access_token as string;
  return (await t.call('GET', '/admin/sys/user/getUserInfo', { token })).json().data.user as { passwordAgeDays: number; passwordChangeDue: boolean };
};
const changedDaysAgo = (account: string, days: number | null, createdDaysAgo = 400) =>
  t.deps.db
    .updateTable('users')
    .set({ password_changed_at: days === null ? null : new Date(Date.now() - days * DAY - 60_000), created_at: new Date(Date.now() - createdDaysAgo * DAY - 60_000), last_login_at: new Date() })
    .where('account', '=', account)
    .execute();

describe('D-108 password age at sign-in (PASSWORD_MAX_AGE_DAYS, default 90)', () => {
  it('is due from the 90th day after the last change, and not before', async () => {
    await changedDaysAgo('20000004', 89);
    expect(await info('20000004')).toMatchObject({ passwordAgeDays: 89, passwordChangeDue: false });
    await changedDaysAgo('20000004', 90);
    expect(await info('20000004')).toMatchObject({ passwordAgeDays: 90, passwordChangeDue: true });
  });

  it('counts from the account creation when the password was never changed', async () => {
    await changedDaysAgo('20000005', null, 120);
    expect(await info('20000005')).toMatchObject({ passwordAgeDays: 120, passwordChangeDue: true });
    await changedDaysAgo('20000005', null, 10);
    expect(await info('20000005')).toMatchObject({ passwordAgeDays: 10, passwordChangeDue: false });
  });

  it('is never due with PASSWORD_MAX_AGE_DAYS=0', async () => {
    const user = await t.deps.db.selectFrom('users').select('id').where('account', '=', '20000005').executeTakeFirstOrThrow();
    await changedDaysAgo('20000005', 500);
    expect(await passwordAge(t.deps.db, user.id, new Date(), 0)).toEqual({ passwordAgeDays: 500, passwordChangeDue: false });
    expect(t.deps.config.passwordMaxAgeDays).toBe(90);
  });
});
