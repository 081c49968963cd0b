/**
 * A module is a manifest: everything the app wires per module (routes, messages, demo data, home
 * counters, supplier-360 sections, Excel imports, jobs) is declared once in the module's `index.ts`
 * as a `ModuleManifest`, listed in `modules/index.ts`, and read from here by the app, the seed, the
 * home page, the imports pipeline and the supplier detail. Nothing here knows any module.
 */
import type { CompanyType } from '@aerosupply/shared';
import type { HomeTask } from '@aerosupply/shared/home/schemas';
import { registerMessages, type MessageCatalogue } from '@aerosupply/shared/i18n/messages';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { DemoSeed } from '../../db/seed/demo';
import type { Actor, AppDeps } from '../context';
import type { BlobStore } from '../files/blob-store';
import type { ImportDefinition } from './import-definition';

export interface HomeTaskContext {
  /** The summary's transaction; providers read only through it. */
  db: Database;
  actor: Actor;
  now: Date;
}

/** Answers the home-page counters this actor should see (check the actor's permissions inside). */
export type HomeTaskProvider = (ctx: HomeTaskContext) => Promise<HomeTask[]>;

/** Writes bytes of demo files whose rows the seed stored (every start with demo data; idempotent). */
export type DemoFiles = (db: Database, blobs: BlobStore) => Promise<unknown>;

export interface SupplierSectionContext {
  db: Database;
  actor: Actor;
  companyId: number;
  /** The company's calendar day (YYYY-MM-DD), for expiry flags. */
  today: string;
}

/** One part of the staff supplier detail ("supplier 360"); the web renders it by `key`. */
export interface SupplierSection {
  key: string;
  /** Place among every module's sections, lower first (the web's tab order follows it). */
  order: number;
  /** Whether this viewer sees the section for this supplier; absent: everyone who may open the detail. */
  visible?: (ctx: SupplierSectionContext) => boolean;
  /** The section's fields of the detail answer; absent when the web loads the section itself. */
  load?: (ctx: SupplierSectionContext) => Promise<Record<string, unknown>>;
}

export interface ModuleJob {
  queue: string;
  run: (deps: AppDeps, payload: Record<string, unknown>, job: { attempt: number; log: FastifyInstance['log'] }) => Promise<void>;
  /** A scheduler: called every minute outside tests (tests call it with a clock override). */
  tick?: (deps: AppDeps) => Promise<unknown>;
  /** How often the scheduler runs, in ms (default a minute; webhook delivery: 5 s). */
  tickMs?: number;
}

export type { DemoSeed };

export interface ModuleManifest {
  /** The module's folder name. */
  name: string;
  /**
   * The modules whose `index.ts` this one imports, by name (D-842): exactly its imports, checked by
   * test/module-boundaries.test.ts, never a cycle. Its demo seed runs after theirs.
   */
  dependsOn: readonly string[];
  /** Registers the module's HTTP routes (`defineRoute`). */
  routes?: (app: FastifyInstance) => void;
  /** Message catalogues of `packages/shared` the module answers with. */
  messages?: readonly MessageCatalogue[];
  demoSeed?: DemoSeed;
  demoFiles?: DemoFiles;
  /** Home-page counter providers per side, in the order shown. */
  homeTasks?: Partial<Record<CompanyType, readonly HomeTaskProvider[]>>;
  supplierSections?: readonly SupplierSection[];
  /** Excel imports (`defineImport` of the imports module), served under `/api/imports/<key>`. */
  imports?: readonly ImportDefinition[];
  jobs?: readonly ModuleJob[];
}

const installed: ModuleManifest[] = [];

/**
 * Makes the manifests' contributions known (idempotent: every test app installs the same list).
 * Tests may install a small manifest of their own (a probe provider, a test import).
 */
export function installModules(manifests: readonly ModuleManifest[]): () => void {
  const added: ModuleManifest[] = [];
  for (const m of manifests) {
    if (installed.includes(m)) continue;
    if (installed.some((other) => other.name === m.name)) throw new Error(`Module "${m.name}" is installed twice`);
    const importKeys = new Set(installed.flatMap((other) => (other.imports ?? []).map((i) => i.key)));
    for (const i of m.imports ?? []) if (importKeys.has(i.key)) throw new Error(`Import "${i.key}" is defined twice`);
    const sectionKeys = new Set(installed.flatMap((other) => (other.supplierSections ?? []).map((s) => s.key)));
    for (const s of m.supplierSections ?? []) if (sectionKeys.has(s.key)) throw new Error(`Supplier section "${s.key}" is defined twice`);
    installed.push(m);
    added.push(m);
    for (const catalogue of m.messages ?? []) registerMessages(catalogue);
  }
  // Tests share a process (the API suite runs without isolation): a test's probe modules are taken out again.
  return () => {
    for (const m of added) installed.splice(installed.indexOf(m), 1);
  };
}

export const installedModules = (): readonly ModuleManifest[] => installed;

/** The home counter providers of a side, in manifest order. */
export const homeTaskProviders = (side: CompanyType): HomeTaskProvider[] => installed.flatMap((m) => m.homeTasks?.[side] ?? []);

/** Every installed module's imports. */
export const moduleImports = (): ImportDefinition[] => installed.flatMap((m) => m.imports ?? []);

/** Every installed module's supplier-detail sections, by `order`. */
export const supplierSections = (): SupplierSection[] => installed.flatMap((m) => m.supplierSections ?? []).sort((a, b) => a.order - b.order);

const TICK_MS = 60_000;

function registerJob(app: FastifyInstance, job: ModuleJob): void {
  const deps = app.deps;
  deps.jobs.register(job.queue, (payload, ctx) => job.run(deps, payload, { attempt: ctx.attempt, log: app.log }));
  const tick = job.tick;
  // Tests drive schedulers themselves with a clock override.
  if (!tick || deps.config.nodeEnv === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    const run = () => void tick(deps).catch((err: unknown) => app.log.error({ err, queue: job.queue }, 'scheduler failed'));
    timer = setInterval(run, job.tickMs ?? TICK_MS);
    timer.unref();
    run();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** Installs the manifests and registers, in their order, each one's routes and jobs on this app. */
export function registerModules(app: FastifyInstance, manifests: readonly ModuleManifest[]): void {
  installModules(manifests);
  for (const m of manifests) {
    m.routes?.(app);
    for (const job of m.jobs ?? []) registerJob(app, job);
  }
}

/**
 * The supplier detail's sections this viewer sees for this supplier: their keys in order (the web
 * renders each by key) and every visible section's fields, loaded in parallel.
 */
export async function loadSupplierSections(ctx: SupplierSectionContext, sections: readonly SupplierSection[] = supplierSections()): Promise<{ sections: string[] } & Record<string, unknown>> {
  const visible = sections.filter((s) => s.visible?.(ctx) ?? true);
  const parts = await Promise.all(visible.map((s) => s.load?.(ctx) ?? {}));
  return Object.assign({}, ...parts, { sections: visible.map((s) => s.key) }) as { sections: string[] } & Record<string, unknown>;
}

/**
 * The modules in an order where each comes after every module it depends on, otherwise in the
 * given order (a module moves only behind its dependencies). Throws on a cycle or an unknown name.
 */
export function dependencyOrder<M extends Pick<ModuleManifest, 'name' | 'dependsOn'>>(modules: readonly M[]): M[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const placed = new Set<string>();
  const order: M[] = [];
  const place = (m: M, path: readonly string[]) => {
    if (placed.has(m.name)) return;
    if (path.includes(m.name)) throw new Error(`module dependency cycle: ${[...path, m.name].join(' -> ')}`);
    for (const name of m.dependsOn) {
      const dep = byName.get(name);
      if (!dep) throw new Error(`module ${m.name} depends on ${name}, which is not installed`);
      place(dep, [...path, m.name]);
    }
    placed.add(m.name);
    order.push(m);
  };
  for (const m of modules) place(m, []);
  return order;
}
