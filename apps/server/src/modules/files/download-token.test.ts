/**
 * Issue 9 item 4: one-time download links instead of the access token in a URL (spec-decisions
 * D-94). The token is issued to a signed-in user under the download's own access rule, works once,
 * for 60 s, for its file only, and is stored hashed.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { redactUrl } from '../../app';
import { multipart, pdfFile } from './test-fixtures';

let t: TestApp;
let tokens: Record<string, string>;
let fileA: { fileKey: string; url: string };
let fileA2: { fileKey: string; url: string };

async function upload(token: string, name: string): Promise<{ fileKey: string; url: string }> {
  const { payload, contentType } = multipart([{ name: 'file', filename: name, content: Buffer.from(`hello ${name}`) }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

const issue = (fileKey: string, token?: string) => t.call('POST', `/api/files/${fileKey}/download-token`, { token });

beforeAll(async () => {
  t = await createTestApp();
  tokens = {};
  for (const a of ['20000001', 'supa_admin', 'supa_clerk', 'supb_admin']) tokens[a] = await t.login(a);
  fileA = await upload(tokens.supa_admin!, 'a.txt');
  fileA2 = await upload(tokens.supa_admin!, 'a2.txt');
});
afterAll(async () => {
  await t?.close();
});

describe('one-time download tokens', () => {
  it('gives a link that downloads the file once, without a session', async () => {
    const res = await issue(fileA.fileKey, tokens.supa_clerk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { token, url, expiresIn } = res.json().data as { token: string; url: string; expiresIn: number };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${fileA.url}?dt=${token}`);
    expect(expiresIn).toBe(60);

    const first = await t.call('GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('hello a.txt');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="a.txt"/);
    const again = await t.call('GET', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().errorKey).toBe('common.not_found');
  });

  it('keeps the token out of logged URLs', () => {
    expect(redactUrl('/api/files/abc?dt=secret&x=1')).toBe('/api/files/abc?dt=[REDACTED]&x=1');
  });

  it('stores only the hash of the token', async () => {
    const { token } = (await issue(fileA.fileKey, tokens.supa_admin)).json().data;
    const rows = await t.deps.db.selectFrom('download_tokens').select(['token_hash', 'file_id']).execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows).toContainEqual({ token_hash: createHash('sha256').update(token).digest('hex'), file_id: fileA.fileKey });
  });

  it('expires after 60 seconds', async () => {
    const { url } = (await issue(fileA.fileKey, tokens.supa_admin)).json().data;
    const realNow = t.deps.now;
    try {
      const issued = realNow();
      t.deps.now = () => new Date(issued.getTime() + 61_000);
      expect((await t.call('GET', url)).statusCode).toBe(404);
    } finally {
      t.deps.now = realNow;
    }
    const fresh = (await issue(fileA.fileKey, tokens.supa_admin)).json().data;
    const issued = realNow();
    try {
      t.deps.now = () => new Date(issued.getTime() + 50_000);
      expect((await t.call('GET', fresh.url)).statusCode).toBe(200);
    } finally {
      t.deps.now = realNow;
    }
  });

  it('opens only the file it was issued for', async () => {
    const { token } = (await issue(fileA.fileKey, tokens.supa_admin)).json().data;
    expect((await t.call('GET', `${fileA2.url}?dt=${token}`)).statusCode).toBe(404);
    expect((await t.call('GET', `${fileA.url}?dt=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await t.call('GET', `${fileA.url}?dt=short`)).statusCode).toBe(404);
  });

  it('follows the download access rule: another company 404, staff 200, anonymous 401', async () => {
    const other = await issue(fileA.fileKey, tokens.supb_admin);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorKey).toBe('common.not_found');
    expect((await issue('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', tokens.supa_admin)).statusCode).toBe(404);
    expect((await issue(fileA.fileKey, tokens['20000001'])).statusCode).toBe(200);
    expect((await issue(fileA.fileKey)).statusCode).toBe(401);
    // Without a token or a session the download itself still answers 401.
    expect((await t.call('GET', fileA.url)).statusCode).toBe(401);
  });

  it('is not used up by a HEAD request', async () => {
    const { url } = (await issue(fileA.fileKey, tokens.supa_admin)).json().data;
    expect((await t.call('HEAD', url)).statusCode).toBe(200);
    expect((await t.call('GET', url)).statusCode).toBe(200);
  });

  it('serves a PDF inline through a token as through a session', async () => {
    const { payload, contentType } = multipart([{ name: 'file', filename: 'cert.pdf', content: pdfFile() }]);
    const pdf = (await t.app.inject({ method: 'POST', url: '/api/files/upload', payload, headers: { 'content-type': contentType, authorization: `Bearer ${tokens.supa_admin}` } })).json().data;
    const { url } = (await issue(pdf.fileKey, tokens.supa_admin)).json().data;
    const res = await t.call('GET', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdfFile())).toBe(true);
  });
});
