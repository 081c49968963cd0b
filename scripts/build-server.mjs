#!/usr/bin/env node
// Compiles the server once into apps/server/dist (issue 10 item 7): one ES module per entry point
// (main, migrate, admin), the workspace's own TypeScript bundled in, npm packages left as imports
// so native and WebAssembly packages (argon2, PGlite) load their files as usual.
// `--outdir <dir>` compiles elsewhere (the e2e run, so a rebuild of apps/server/dist meanwhile cannot
// pull files from under its servers); the directory must be inside the repository, where Node finds
// the npm packages.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const server = path.join(root, 'apps/server');
const outdirArg = process.argv.indexOf('--outdir');
const outdir = outdirArg > 0 ? path.resolve(process.argv[outdirArg + 1]) : path.join(server, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(server, 'package.json'), 'utf8'));
// Every dependency but the workspace package stays external.
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@aerosupply/'));

const isExternal = (spec) => external.some((name) => spec === name || spec.startsWith(`${name}/`));
/** npm packages stay imports; their JSON files are bundled (Node 20 needs import attributes for JSON). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (isExternal(args.path) && !args.path.endsWith('.json') ? { path: args.path, external: true } : undefined));
  },
};

const started = Date.now();
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', migrate: 'src/cli/migrate.ts', admin: 'src/cli/admin.ts' },
  absWorkingDir: server,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  plugins: [externalPackages],
  // Bundled CommonJS helpers may call require(); give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
fs.writeFileSync(path.join(outdir, 'package.json'), JSON.stringify({ type: 'module' }) + '\n');
console.log(`Server compiled to ${path.relative(root, outdir)} in ${Date.now() - started} ms`);
