/** The manifest registry: contributions are read in manifest order, keys are unique, sections follow the viewer. */
import { describe, expect, it } from 'vitest';
import type { Actor } from '../context';
import type { Database } from '../../db/database';
import { homeTaskProviders, installModules, loadSupplierSections, type SupplierSection } from './manifest';

const ctx = (permissions: string[]) => ({ db: {} as Database, actor: { permissions: new Set(permissions) } as unknown as Actor, companyId: 7, today: '2026-11-24' });

describe('module manifests', () => {
  it('installs a manifest once, refuses a second module of the same name, an import key or a section key twice', () => {
    const probe = { name: 'probe-a', dependsOn: [], homeTasks: { forwarder: [async () => [{ key: 'probe', count: 1, url: 'x' }]] } };
    const before = homeTaskProviders('forwarder').length;
    const uninstallA = installModules([probe]);
    installModules([probe]);
    expect(homeTaskProviders('forwarder')).toHaveLength(before + 1);
    expect(() => installModules([{ name: 'probe-a', dependsOn: [] }])).toThrow(/installed twice/);
    const uninstallB = installModules([{ name: 'probe-b', dependsOn: [], supplierSections: [{ key: 'probe-section', order: 1 }] }]);
    expect(() => installModules([{ name: 'probe-c', dependsOn: [], supplierSections: [{ key: 'probe-section', order: 2 }] }])).toThrow(/defined twice/);
    uninstallA();
    uninstallB();
    expect(homeTaskProviders('forwarder')).toHaveLength(before);
  });

  it('answers the visible sections in order with their fields, and leaves out the hidden ones', async () => {
    const sections = ([
      { key: 'late', order: 20, load: async ({ companyId }) => ({ late: companyId }) },
      { key: 'early', order: 10 },
      { key: 'secret', order: 15, visible: ({ actor }) => actor.permissions.has('secret.view'), load: async () => ({ secret: 'yes' }) },
    ] satisfies SupplierSection[]).sort((a, b) => a.order - b.order);
    expect(await loadSupplierSections(ctx([]), sections)).toEqual({ sections: ['early', 'late'], late: 7 });
    expect(await loadSupplierSections(ctx(['secret.view']), sections)).toEqual({ sections: ['early', 'secret', 'late'], secret: 'yes', late: 7 });
  });
});
