/**
 * A real OpenID provider for the tests (`oidc-provider`, panva), on a random loopback port: one
 * confidential client, accounts given by the test, a login interaction the test submits itself
 * (`POST /interaction/:uid/login` with `login=<account id>`, like the library's dev interactions,
 * from the HTML form of `GET /interaction/:uid` in a browser test) and consent granted to the portal
 * as a first-party client. Used by the API tests and by e2e/specs/shell/single-sign-on.spec.ts.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Signs in at the provider as `login` from the portal's authorization URL; the redirect URI with `code`, `state` and `iss`. */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

export async function startTestIdp(redirectUri: string, accounts: Record<string, Record<string, unknown>>): Promise<TestIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'aerosupply-portal';
  const clientSecret = 'idp-client-secret-for-tests-only';
  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] }],
    jwks: { keys: [{ ...key, kid: 'test-key', use: 'sig', alg: 'RS256' } as never] },
    cookies: { keys: ['aerosupply-test-idp-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => (accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub] }) } : undefined),
    // The portal is the company's own application: no consent screen.
    loadExistingGrant: async (ctx) => {
      const existing = ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  server.on('request', (req, res) => {
    const login = /^\/interaction\/([^/?]+)\/login$/.exec(req.url ?? '');
    if (req.method === 'GET' && /^\/interaction\/[^/?]+$/.test(req.url ?? '')) {
      // The provider's login page: a form a browser test fills, or the API tests post to directly.
      const page = `<!doctype html><title>Test IdP</title><form method="post" action="${req.url}/login"><label>Login <input name="login"></label><button type="submit">Sign in at the IdP</button></form>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
      return;
    }
    if (req.method === 'POST' && login) {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const accountId = new URLSearchParams(body).get('login') ?? '';
        provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false }).catch((err: unknown) => {
          res.writeHead(500).end(String(err));
        });
      });
      return;
    }
    void callback(req, res);
  });

  /** Follows the provider's redirects with its cookies, submitting the login form when it is shown. */
  async function signIn(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    let body: string | undefined;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }) },
        body,
      });
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(';')[0]!;
        jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
      }
      if (res.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
        url = `${url}/login`;
        body = new URLSearchParams({ login }).toString();
        continue;
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider answered ${res.status} without a redirect: ${await res.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return next;
      url = next.href;
      body = undefined;
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
