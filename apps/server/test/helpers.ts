/**
 * Test harness: a real app (Fastify + Kysely) on a fresh database per call, PGlite in memory by
 * default or a new database on the PostgreSQL server when TEST_DB=pg (TEST_DATABASE_URL).
 * Requests go through the real HTTP pipeline with `app.inject()`.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { closeDeps, createDeps } from '../src/bootstrap';
import { loadConfig, type Config } from '../src/config';
import { dumpPglite, openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedBase } from '../src/db/seed/base';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo';
import { demoSeeds } from '../src/modules';
import type { AppDeps } from '../src/platform/context';

export { DEMO_PASSWORD };

export const DEMO_ACCOUNTS = ['admin', '20000001', '20000002', '20000003', '20000004', '20000005', 'supa_admin', 'supa_clerk', 'supb_admin', 'fwd_admin'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

export const usePostgres = () => process.env.TEST_DB === 'pg';
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const databaseUrlOf = (name: string) => {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The PostgreSQL twin of the PGlite template below: a database migrated and seeded with the base and
 * demo data once per test run (the forks of one run share their parent's pid) and source hash, which
 * each test database is then copied from (`create database … template`) instead of migrating and
 * seeding it again. Built and copied under an advisory lock: a template must have no other session.
 */
async function createFromPgTemplate(admin: pg.Client, name: string): Promise<void> {
  const template = `aerosupply_tpl_${SOURCE_HASH}_${process.ppid}`;
  await admin.query('select pg_advisory_lock(727001)');
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (!rows.length) {
      // Templates of earlier runs: dropped when no one uses them (errors mean in use: left alone).
      const old = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'aerosupply_tpl_%'");
      for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      const building = `${template}_b`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ databaseUrl: databaseUrlOf(building), dataDir: null });
      try {
        await migrateToLatest(handle.db);
        await seedBase(handle.db);
        await seedDemo(handle.db, demoSeeds());
      } finally {
        await handle.close();
      }
      await waitForNoSessions(admin, building);
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(727001)');
  }
}

/** pg's pool.end() resolves before its sockets have closed: wait for a database's sessions to leave. */
async function waitForNoSessions(c: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0]!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function createPgDatabase(withDemoData: boolean): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `aerosupply_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (withDemoData) await createFromPgTemplate(admin, name);
    else await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrlOf(name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // Wait for the sessions to leave, so the forced drop does not kill a closing connection (an
      // unhandled FATAL 57P01 in the test run).
      await waitForNoSessions(c, name);
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A hash of every server and shared source file: the template below is rebuilt when any changes. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) hash.update(file).update(fs.readFileSync(file));
    }
  };
  const root = path.resolve(import.meta.dirname, '../../..');
  walk(path.join(root, 'apps/server/src'));
  walk(path.join(root, 'packages/shared/src'));
  return hash.digest('hex').slice(0, 16);
}

// Hashed when this file loads, before the seeds' modules are, so a template always matches the code that built it.
const SOURCE_HASH = sourceHash();
let template: Promise<Blob> | null = null;
/**
 * A migrated PGlite database with the base and demo data, built once and kept as a tarball in the
 * temp directory (keyed by the source hash), so each test file starts from it in a fraction of the
 * time migrations and seeds take.
 */
function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `aerosupply-test-template-${SOURCE_HASH}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const handle = await openDatabase({ databaseUrl: null, dataDir: null });
    try {
      await migrateToLatest(handle.db);
      await seedBase(handle.db);
      await seedDemo(handle.db, demoSeeds());
      const blob = await dumpPglite(handle);
      const tmp = `${file}.${process.pid}`;
      fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
      fs.renameSync(tmp, file);
      return blob;
    } finally {
      await handle.close();
    }
  })();
  return template;
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  /** Signs in through POST /oauth/token and returns the access token. */
  login(account: string, password?: string): Promise<string>;
  /** A request with an optional bearer token; JSON bodies unless `form` is given. */
  call(method: string, url: string, opts?: { token?: string; body?: unknown; form?: Record<string, string>; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const pgdb = usePostgres() ? await createPgDatabase(overrides.demoData ?? true) : null;
  const dataDir = path.join(os.tmpdir(), `aerosupply-test-${randomBytes(4).toString('hex')}`);
  const config = loadConfig(
    { NODE_ENV: 'test', CAPTCHA_MODE: 'off', DATA_DIR: dataDir },
    { databaseUrl: pgdb?.url ?? null, loginRateLimitPerIp: 0, loginRateLimitPerAccount: 0, demoData: true, ...overrides },
  );
  const useTemplate = !pgdb && config.demoData;
  const deps = await createDeps(config, silentLog, { inMemory: true, template: useTemplate ? await pgliteTemplate() : undefined });
  const app = await buildApp(deps);
  await app.ready();

  const send: TestApp['call'] = (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return app.inject({ method: method as 'GET', url, headers, payload: new URLSearchParams(opts.form).toString() });
    }
    return app.inject({ method: method as 'GET', url, headers, ...(opts.body !== undefined ? { payload: opts.body as object } : {}) });
  };
  // An answer that breaks its route's response contract fails the test here, with the route and field (D-130).
  const call: TestApp['call'] = async (method, url, opts) => {
    const res = await send(method, url, opts);
    if (res.statusCode === 500 && res.body.includes('"common.response_contract"')) throw new Error((res.json() as { msg: string }).msg);
    return res;
  };

  const tokens = new Map<string, string>();
  const login: TestApp['login'] = async (account, password = DEMO_PASSWORD) => {
    const cached = password === DEMO_PASSWORD ? tokens.get(account) : undefined;
    if (cached) return cached;
    const res = await call('POST', '/oauth/token', { form: { grant_type: 'password', username: account, password } });
    if (res.statusCode !== 200) throw new Error(`login ${account} failed: ${res.statusCode} ${res.body}`);
    const token = (res.json() as { access_token: string }).access_token;
    if (password === DEMO_PASSWORD) tokens.set(account, token);
    return token;
  };

  return {
    app,
    deps,
    login,
    call,
    close: async () => {
      await app.close();
      await closeDeps(deps);
      await pgdb?.drop();
    },
  };
}
