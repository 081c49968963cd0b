/** Opens the database: PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  pglite?: PGlite;
  close(): Promise<void>;
}

// Return int8 and numeric as JS numbers/strings consistently on both drivers.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * PGlite's WebAssembly modules, compiled once per process: compiling is most of PGlite's start-up
 * cost, and the test suite opens many databases in one process.
 */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
// The server's TypeScript lib has no DOM/WebAssembly typings; Node has the global.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;
let compiled: Promise<{ pgliteWasmModule: WasmModule; initdbWasmModule: WasmModule; fsBundle: Blob }> | null = null;
function pgliteModules() {
  compiled ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      wasm.compile(await fs.promises.readFile(path.join(dist, 'pglite.wasm'))),
      wasm.compile(await fs.promises.readFile(path.join(dist, 'initdb.wasm'))),
    ]);
    const fsBundle = new Blob([await fs.promises.readFile(path.join(dist, 'pglite.data'))]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return compiled;
}

/** The data directory of an open PGlite database as a tarball (tests start new databases from it). */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  if (!handle.pglite) throw new Error('not a PGlite database');
  return handle.pglite.dumpDataDir('none');
}

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string | null; template?: Blob }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, driver: 'postgres', close: () => db.destroy() };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(await pgliteModules()),
    ...(opts.template ? { loadDataDir: opts.template } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return { db, driver: 'pglite', pglite: client, close: () => db.destroy() };
}
