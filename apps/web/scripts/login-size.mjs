/**
 * Gzipped JavaScript that /login loads, from the production build's manifest: the entry, its
 * static imports, the locale bundle and antd locale of one language, and the sign-in page chunk
 * with its static imports. Usage: node apps/web/scripts/login-size.mjs [--json]
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function walk(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) walk(dep);
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
walk(entry);
const required = [/modules\/auth\/pages\/LoginPage\.tsx$/, /locales\/en-US\.bundle\.ts$/];
// antd's en_US locale may be its own chunk or part of antd's core chunk.
const optional = [/antd\/es\/locale\/en_US\.js$/, /^_en_US-.*\.js$/];
for (const re of [...required, ...optional]) {
  const key = Object.keys(manifest).find((k) => re.test(k));
  if (!key && required.includes(re)) throw new Error(`no chunk for ${re}`);
  if (key) walk(key);
}

let raw = 0;
let gzip = 0;
const files = [];
for (const key of seen) {
  const file = manifest[key].file;
  const bytes = readFileSync(join(dist, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gzip += gz;
  files.push({ file, gzipKB: +(gz / 1024).toFixed(1) });
}
const result = { page: '/login', chunks: files.length, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzip / 1024).toFixed(1), budgetKB: 300 };
if (process.argv.includes('--json')) console.info(JSON.stringify(result));
else {
  for (const f of files.sort((a, b) => b.gzipKB - a.gzipKB)) console.info(`${f.gzipKB.toFixed(1).padStart(7)} KB  ${f.file}`);
  console.info(`/login JavaScript: ${result.gzipKB} KB gzipped (${result.rawKB} KB raw), budget ${result.budgetKB} KB`);
}
if (result.gzipKB > result.budgetKB) process.exitCode = 1;
