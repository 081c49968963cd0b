/**
 * Issue 9 item 4: security headers on every kind of answer (the app page, a hashed asset, API JSON
 * 200, an API error, an unknown path, the token endpoint, a download, the API docs), and the app
 * page's Content-Security-Policy built from the index.html it serves (spec-decisions D-92, D-93).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../src/platform/http/security-headers';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';

const BOOT_SCRIPT = "(function(){document.documentElement.lang='en-US'})();";
const LOADER = "requestAnimationFrame(function(){var s=document.createElement('script');s.type='module';s.src='/assets/index-1234.js';document.head.appendChild(s)})";
const ENTRY_CSS = '.as-login{display:flex}\n';
const PAGE_CSS = '\n      html, body { margin: 0; }\n    ';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>AeroSupply</title>
    <script>${BOOT_SCRIPT}</script><style>${PAGE_CSS}</style>
    <script>${LOADER}</script>
    <style>${ENTRY_CSS}</style>
  </head>
  <body><div id="root"></div></body>
</html>`;
const hash = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-web-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'assets', 'index-1234.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The headers every answer carries. */
function expectBaseHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // Plain HTTP: no HSTS.
  expect(res.headers['strict-transport-security'], what).toBeUndefined();
}

/** The directives of a CSP header by name. */
function directives(csp: unknown): Map<string, string[]> {
  expect(typeof csp).toBe('string');
  return new Map(
    (csp as string)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the app page (index.html)', () => {
  it('carries a strict CSP with the hashes of its inline scripts and styles and a fresh style nonce', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/system/users', '/index.html']) {
      const res = await t.call('GET', url, { headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expectBaseHeaders(res, url);
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'", hash(BOOT_SCRIPT), hash(LOADER)]);
      const styles = csp.get('style-src')!;
      expect(styles.slice(0, 3), url).toEqual(["'self'", hash(PAGE_CSS), hash(ENTRY_CSS)]);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(styles[3] ?? '')?.[1];
      expect(nonce, url).toBeDefined();
      expect(styles).toHaveLength(4);
      // The app reads the page's nonce from this meta tag and gives it to antd's runtime styles.
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.add(nonce!);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(res.headers['content-security-policy'], url).not.toMatch(/unsafe-(eval|inline)|\*/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect(nonces.size).toBe(4);
  });

  it('follows a rebuilt index.html', async () => {
    const file = path.join(webDist, 'index.html');
    const rebuilt = INDEX.replace(BOOT_SCRIPT, "(function(){document.documentElement.lang='zh-CN'})();");
    fs.writeFileSync(file, rebuilt);
    try {
      const res = await t.call('GET', '/login');
      expect(directives(res.headers['content-security-policy']).get('script-src')).toContain(hash("(function(){document.documentElement.lang='zh-CN'})();"));
    } finally {
      fs.writeFileSync(file, INDEX);
    }
  });
});

describe('headers on every other kind of answer', () => {
  it('a hashed asset: nosniff and frame protection, long caching', async () => {
    const res = await t.call('GET', '/assets/index-1234.js');
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res, 'asset');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('API JSON 200 (signed in): no-store and a deny-all CSP', async () => {
    const token = await t.login('supa_admin');
    const res = await t.call('GET', '/admin/sys/user/getUserInfo', { token });
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res, 'api 200');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('API errors (401, 400, 404): the same headers', async () => {
    for (const [what, res] of [
      ['401', await t.call('GET', '/admin/sys/user/getUserInfo')],
      ['400', await t.call('POST', '/oauth/token', { form: { grant_type: 'nonsense' } })],
      ['404', await t.call('GET', '/api/no/such/thing')],
      ['404 with a token', await t.call('GET', '/api/no/such/thing', { token: await t.login('supa_admin') })],
    ] as const) {
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expectBaseHeaders(res, what);
      expect(res.headers['cache-control'], what).toBe('no-store');
      expect(directives(res.headers['content-security-policy']).get('default-src'), what).toEqual(["'none'"]);
    }
  });

  it('the token endpoint: no-store', async () => {
    const res = await t.call('POST', '/oauth/token', { form: { grant_type: 'password', username: 'supa_clerk', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res, 'token');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
  });

  it('a download: nosniff, no-store, its own sandbox policy; a PDF keeps none (the browser viewer)', async () => {
    const token = await t.login('supa_admin');
    const boundary = '----sec';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n`),
      Buffer.from('hello'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload: body, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(up.statusCode).toBe(200);
    const res = await t.call('GET', up.json().data.url, { token });
    expect(res.statusCode).toBe(200);
    expectBaseHeaders(res, 'download');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain('sandbox');

    const pdf = await t.call('GET', '/api/files/help-manual?obj=1&type=33');
    expect(pdf.statusCode).toBe(200);
    expectBaseHeaders(pdf, 'help manual');
    expect(pdf.headers['content-security-policy']).toBeUndefined();
  });

  it('the API docs: a policy that lets Swagger UI run its own files only', async () => {
    const page = await t.call('GET', '/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expectBaseHeaders(page, 'docs');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    const json = await t.call('GET', '/api/docs/json');
    expect(json.statusCode).toBe(200);
    expectBaseHeaders(json, 'docs json');
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over HTTPS', async () => {
    const app = Fastify({ trustProxy: true });
    registerSecurityHeaders(app);
    app.get('/x', async () => ({ ok: true }));
    const http = await app.inject({ method: 'GET', url: '/x' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const https = await app.inject({ method: 'GET', url: '/x', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    await app.close();
  });
});
