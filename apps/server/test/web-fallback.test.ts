/** The server serves the web app: page routes fall back to index.html, unknown API paths answer a 404 envelope. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aerosupply-web-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>AeroSupply</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('answers page routes with index.html', async () => {
    for (const url of ['/login', '/supRegister', '/system/users', '/sys/log']) {
      const res = await t.call('GET', url, { headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with long caching', async () => {
    const res = await t.call('GET', '/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.call('GET', '/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, errorKey: 'common.route_not_found' });
  });
});
