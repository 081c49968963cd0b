import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('spec 000 §7 sign-in and user info', () => {
  it('signs in with the password grant and answers user info with menus', async () => {
    const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'admin', password: 'Demo@Pass2026' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toMatch(/^[\w-]{40,}$/);
    const info = await t.call('GET', '/admin/sys/user/getUserInfo', { token: body.access_token });
    expect(info.statusCode).toBe(200);
    const data = info.json().data;
    expect(data.user.companyId).toBe(2);
    expect(data.menus.length).toBeGreaterThan(0);
  });
});
