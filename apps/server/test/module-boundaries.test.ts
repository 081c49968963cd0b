/**
 * Module boundaries (issue 10 item 4, issue 30 item 3): the server and the web have no import circle,
 * db/ and the platform import no module, the lint rule refuses reaching inside another module on
 * both sides (D-161, D-162, D-844), and every server module declares in its manifest exactly the
 * modules it imports, with no cycle among them; the demo seeds run in that order (D-842).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules';
import { dependencyOrder } from '../src/platform/modules/manifest';

const root = path.resolve(__dirname, '..', 'src');
const repo = path.resolve(__dirname, '..', '..', '..');

const webRoot = path.resolve(repo, 'apps', 'web', 'src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((c) => fs.existsSync(c)) ?? null;
}

/** Relative imports of every file under `dir`, type imports and lazy `import()` included. */
function importGraph(dir = root): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'|import\s*\(?\s*'(\.[^']+)'/g)].map((m) => m[1] ?? m[2]!);
    graph.set(file, specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null));
  }
  return graph;
}

/** Groups of files that import each other, directly or not (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(path.relative(repo, w));
      } while (w !== v);
      if (group.length > 1) found.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('module boundaries', () => {
  const graph = importGraph();

  it('finds a circle when there is one (the detector works)', () => {
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    expect(circles(new Map([[a, [b]], [b, [a]]]))).toHaveLength(1);
  });

  it('has no import circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('the web has no import circle either, lazy imports included', () => {
    expect(circles(importGraph(webRoot))).toEqual([]);
  });

  it('db/ and the platform import no module', () => {
    const upward = [...graph].flatMap(([file, deps]) => {
      const from = path.relative(root, file);
      if (!from.startsWith(`db${path.sep}`) && !from.startsWith(`platform${path.sep}`)) return [];
      return deps.filter((d) => path.relative(root, d).startsWith(`modules${path.sep}`)).map((d) => `${from} -> ${path.relative(root, d)}`);
    });
    expect(upward).toEqual([]);
  });

  it('the lint rule lets a module reach another through its index.ts only', async () => {
    const eslint = new ESLint({ cwd: repo });
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(root, 'modules', 'blacklist', 'probe.ts') });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
    };
    expect(await lint("import { notify } from '../notifications';\nexport const x = notify;\n")).toBe(0);
    expect(await lint("import { notify } from '../notifications/index';\nexport const x = notify;\n")).toBe(0);
    expect(await lint("import { notify } from '../notifications/service';\nexport const x = notify;\n")).toBe(1);
    expect(await lint("import { listEntries } from './repo';\nexport const x = listEntries;\n")).toBe(0);
  });
});

/** The modules each server module's files import (tests and test fixtures aside: they may reach anywhere). */
function moduleImports(): Map<string, string[]> {
  const modulesDir = path.join(root, 'modules');
  const uses = new Map<string, string[]>();
  for (const name of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const files = sourceFiles(path.join(modulesDir, name)).filter((f) => !/(test-fixtures|testing)\.ts$/.test(f));
    const used = files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/from '\.\.\/([a-z-]+)(?:\/[^']*)?'/g)].map((m) => m[1]!));
    uses.set(name, [...new Set(used)].filter((m) => m !== name).sort());
  }
  return uses;
}

describe('module dependencies', () => {
  it('every module declares in its manifest exactly the modules it imports', () => {
    const imports = moduleImports();
    expect(MODULES.map((m) => m.name).sort()).toEqual([...imports.keys()].sort());
    const differ = MODULES.filter((m) => [...m.dependsOn].sort().join() !== imports.get(m.name)!.join()).map((m) => `${m.name}: declares [${m.dependsOn.join(', ')}], imports [${imports.get(m.name)!.join(', ')}]`);
    expect(differ).toEqual([]);
  });

  it('has no module cycle, and a module comes after those it depends on in the seed order', () => {
    const order = dependencyOrder(MODULES).map((m) => m.name);
    for (const m of MODULES) for (const dep of m.dependsOn) expect(order.indexOf(dep), `${m.name} after ${dep}`).toBeLessThan(order.indexOf(m.name));
    // Agreements seed before orders (a demo order draws on a demo agreement, D-614) because orders depend on agreements.
    expect(order.indexOf('agreements')).toBeLessThan(order.indexOf('orders'));
  });

  it('finds a cycle when there is one (the check works)', () => {
    const probe = (name: string, dependsOn: string[]) => ({ name, dependsOn });
    expect(() => dependencyOrder([probe('a', ['b']), probe('b', ['c']), probe('c', ['a'])])).toThrow(/cycle: a -> b -> c -> a/);
    expect(() => dependencyOrder([probe('a', ['nowhere'])])).toThrow(/not installed/);
    expect(dependencyOrder([probe('a', ['c']), probe('b', []), probe('c', [])]).map((m) => m.name)).toEqual(['c', 'a', 'b']);
  });
});

describe('web module boundaries', () => {
  it('the lint rule lets a web module reach another through its index only', async () => {
    const eslint = new ESLint({ cwd: repo });
    const lint = async (code: string, file: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(webRoot, 'modules', 'capabilities', file) });
      return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
    };
    expect(await lint("import { clean } from '../../supplier-profile';\nexport const x = clean;\n", 'pages/Probe.tsx')).toBe(0);
    expect(await lint("import { clean } from '../../supplier-profile/forms';\nexport const x = clean;\n", 'pages/Probe.tsx')).toBe(1);
    expect(await lint("import { clean } from '../supplier-profile/forms';\nexport const x = clean;\n", 'probe.ts')).toBe(1);
    expect(await lint("import { clean } from '../supplier-profile';\nexport const x = clean;\n", 'probe.ts')).toBe(0);
    expect(await lint("import { api } from '../api';\nexport const x = api;\n", 'pages/Probe.tsx')).toBe(0);
    expect(await lint("import { api } from '../../../lib/api/call';\nexport const x = api;\n", 'pages/Probe.tsx')).toBe(0);
  });

  it('no web module reaches inside another', () => {
    const modulesDir = path.join(webRoot, 'modules');
    const inside = [...importGraph(modulesDir)].flatMap(([file, deps]) => {
      const own = path.relative(modulesDir, file).split(path.sep)[0];
      return deps
        .map((d) => path.relative(modulesDir, d).split(path.sep))
        .filter((parts) => parts[0] !== '..' && parts[0] !== own && !(parts.length === 2 && /^index\.tsx?$/.test(parts[1]!)))
        .map((parts) => `${path.relative(webRoot, file)} -> modules/${parts.join('/')}`);
    });
    expect(inside).toEqual([]);
  });
});
