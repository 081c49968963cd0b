/**
 * Issue 9 item 3: refresh-token families (OAuth 2.0 Security BCP §4.14: reuse of a rotated refresh
 * token revokes every token descended from the same sign-in) and exact client authentication on
 * grant_type=refresh_token (RFC 6749 §2.3.1, §6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearActorCache } from './actor-repo';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/helpers';

const CLIENT_ID = 'aerosupply-web';
const CLIENT_SECRET = 'aerosupply-web-secret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const basic = (raw: string) => `Basic ${Buffer.from(raw, 'utf8').toString('base64')}`;

const signIn = async (account = '20000003') => {
  const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: account, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json() as { access_token: string; refresh_token: string };
};

/** grant_type=refresh_token with the web client's credentials in the form unless others are given. */
const refresh = (refreshToken: string, opts: { form?: Record<string, string>; headers?: Record<string, string> } = { form: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET } }) =>
  t.call('POST', '/oauth/token', { form: { grant_type: 'refresh_token', refresh_token: refreshToken, ...(opts.form ?? {}) }, headers: opts.headers });

const userInfo = async (token: string) => {
  clearActorCache();
  return (await t.call('GET', '/admin/sys/user/getUserInfo', { token })).statusCode;
};

describe('refresh-token families', () => {
  it('re-using RT1 after RT1 -> RT2 -> RT3 revokes the whole family: the newest access token and RT3 too', async () => {
    const first = await signIn();
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    expect(third.refresh_token).toEqual(expect.any(String));
    expect(await userInfo(third.access_token)).toBe(200);
    // Another sign-in of the same user is another family and survives.
    const other = await signIn();

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errorKey).toBe('auth.refresh_invalid');

    expect(await userInfo(third.access_token)).toBe(401);
    const rt3 = await refresh(third.refresh_token);
    expect(rt3.statusCode).toBe(400);
    expect(rt3.json().errorKey).toBe('auth.refresh_invalid');
    expect(await userInfo(other.access_token)).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('re-using a middle token (RT2) revokes the family as well', async () => {
    const first = await signIn('20000004');
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    const fourth = (await refresh(third.refresh_token)).json();
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
    expect(await userInfo(fourth.access_token)).toBe(401);
    expect((await refresh(fourth.refresh_token)).statusCode).toBe(400);
  });

  it('a logged-out session is refused without touching other sessions', async () => {
    const a = await signIn('20000001');
    const b = await signIn('20000001');
    expect((await t.call('GET', '/oauth/logout', { token: a.access_token })).statusCode).toBe(200);
    expect((await refresh(a.refresh_token)).statusCode).toBe(400);
    expect(await userInfo(b.access_token)).toBe(200);
  });
});

describe('client authentication on grant_type=refresh_token', () => {
  const invalidClient = (res: { statusCode: number; json(): { errorKey?: string } }) => {
    expect(res.statusCode).toBe(401);
    expect(res.json().errorKey).toBe('auth.client_invalid');
  };

  it('is required: a refresh without client credentials is refused and the token stays usable', async () => {
    const s = await signIn();
    invalidClient(await refresh(s.refresh_token, {}));
    invalidClient(await refresh(s.refresh_token, { form: { client_id: CLIENT_ID } }));
    invalidClient(await refresh(s.refresh_token, { form: { client_secret: CLIENT_SECRET } }));
    expect((await refresh(s.refresh_token)).statusCode).toBe(200);
  });

  it('compares HTTP Basic credentials exactly: an extra ":suffix", a wrong id or secret, or a malformed header fail', async () => {
    const s = await signIn();
    const bad = [
      `${CLIENT_ID}:${CLIENT_SECRET}:suffix`,
      `${CLIENT_ID}:${CLIENT_SECRET}x`,
      `${CLIENT_ID}:${CLIENT_SECRET.slice(0, -1)}`,
      `${CLIENT_ID}x:${CLIENT_SECRET}`,
      `${CLIENT_ID}${CLIENT_SECRET}`,
      `:${CLIENT_SECRET}`,
      `${CLIENT_ID}:`,
      `${CLIENT_ID}:${CLIENT_SECRET}%`,
    ];
    for (const raw of bad) {
      const res = await refresh(s.refresh_token, { headers: { authorization: basic(raw) } });
      expect(res.statusCode, raw).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Basic /);
    }
    invalidClient(await refresh(s.refresh_token, { headers: { authorization: 'Basic !!!not-base64' } }));
    invalidClient(await refresh(s.refresh_token, { headers: { authorization: 'Basic' } }));
    const ok = await refresh(s.refresh_token, { headers: { authorization: basic(`${CLIENT_ID}:${CLIENT_SECRET}`) } });
    expect(ok.statusCode).toBe(200);
  });

  it('compares form credentials exactly and refuses two methods at once', async () => {
    const s = await signIn();
    invalidClient(await refresh(s.refresh_token, { form: { client_id: CLIENT_ID, client_secret: `${CLIENT_SECRET}:suffix` } }));
    invalidClient(await refresh(s.refresh_token, { form: { client_id: ` ${CLIENT_ID}`, client_secret: CLIENT_SECRET } }));
    invalidClient(
      await refresh(s.refresh_token, { form: { client_id: CLIENT_ID, client_secret: CLIENT_SECRET }, headers: { authorization: basic(`${CLIENT_ID}:${CLIENT_SECRET}`) } }),
    );
    expect((await refresh(s.refresh_token)).statusCode).toBe(200);
  });

  it('url-decodes Basic credentials (RFC 6749 §2.3.1)', async () => {
    const app = await createTestApp({ oauthClientId: 'web client', oauthClientSecret: 'se:cr+et%/é' });
    try {
      const s = (await app.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD } })).json();
      const encoded = `${encodeURIComponent('web client').replace(/%20/g, '+')}:${encodeURIComponent('se:cr+et%/é')}`;
      const form = { grant_type: 'refresh_token', refresh_token: s.refresh_token };
      const raw = await app.call('POST', '/oauth/token', { form, headers: { authorization: basic('web client:se:cr+et%/é') } });
      expect(raw.statusCode).toBe(401);
      const ok = await app.call('POST', '/oauth/token', { form, headers: { authorization: basic(encoded) } });
      expect(ok.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
