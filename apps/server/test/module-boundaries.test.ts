/**
 * Module boundaries (issue 10 item 4): the server has no import circle, db/ and the platform import
 * no module, and the lint rule refuses reaching inside another module (D-161, D-162).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
