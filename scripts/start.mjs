#!/usr/bin/env node
// `npm start` (and `npm run migrate`, `npm run admin`): builds what is missing or older than its
// sources, once (the web app into apps/web/dist, the server into apps/server/dist), then runs the
// compiled server with plain Node: no TypeScript is transpiled at run time.
// Usage: node scripts/start.mjs [main|migrate|admin] [args...]; `--build-only` builds and exits.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const buildOnly = args[0] === '--build-only';
const entry = !buildOnly && ['main', 'migrate', 'admin'].includes(args[0]) ? args.shift() : 'main';

function newestMtime(dir) {
  let newest = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    if (item.name === 'node_modules' || item.name === 'dist') continue;
    const full = path.join(dir, item.name);
    newest = Math.max(newest, item.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const stale = (output, ...sourceDirs) =>
  !fs.existsSync(output) || fs.statSync(output).mtimeMs < Math.max(...sourceDirs.map((d) => newestMtime(path.join(root, d))));

function run(label, cmd, cmdArgs) {
  console.log(label);
  const res = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (entry === 'main' && stale(path.join(root, 'apps/web/dist/index.html'), 'apps/web', 'packages/shared/src')) {
  run('Building the web app...', 'npm', ['run', 'build:web']);
}
if (stale(path.join(root, 'apps/server/dist/main.js'), 'apps/server/src', 'packages/shared/src')) {
  run('Compiling the server...', process.execPath, ['scripts/build-server.mjs']);
}
if (buildOnly) process.exit(0);

const child = spawn(process.execPath, ['--enable-source-maps', `apps/server/dist/${entry}.js`, ...args], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
