import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, redactUrl } from '../../app';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('issue 2 item 3: logs never carry secrets', () => {
  it('redacts tokens and passwords in logged URLs', () => {
    expect(redactUrl('/admin/sys/user/getUserInfo?access_token=abc&x=1')).toBe('/admin/sys/user/getUserInfo?access_token=[REDACTED]&x=1');
    expect(redactUrl('/oauth/token?password=p&username=u')).toBe('/oauth/token?password=[REDACTED]&username=u');
  });

  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes JSON lines with request ids and without the access token, password or Authorization header', async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        cb();
      },
    });
    const logger = pino({ ...(loggerOptions('info') as pino.LoggerOptions) }, sink);
    const app = await buildApp(t.deps, { loggerInstance: logger });
    await app.ready();
    const token = await t.login('admin');
    await app.inject({ method: 'GET', url: `/admin/sys/user/getUserInfo?access_token=${token}`, headers: { 'x-request-id': 'req-12345' } });
    await app.inject({ method: 'GET', url: '/admin/sys/user/getUserInfo', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=password&username=admin&password=Secret%40Pass9' });
    await app.close();
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(all).toContain('req-12345');
    expect(all).not.toContain(token);
    expect(all).not.toContain('Secret@Pass9');
    expect(all).not.toContain('Secret%40Pass9');
  });
});
