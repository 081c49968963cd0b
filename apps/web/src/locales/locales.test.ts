/**
 * Architecture habit 4: no UI string in code, and zh-CN and en-US have identical key sets.
 * Also checks that every literal key the code asks for exists, and that no text is empty.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HOME_TASK_KEYS } from '@aerosupply/shared/home/task-keys';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = join(here, '..');
const LANGS = ['zh-CN', 'en-US'] as const;

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lang: string): Map<string, unknown> {
  const dir = join(here, lang);
  const all = new Map<string, unknown>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const module = file.slice(0, -'.json'.length);
    const data: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [k, v] of flatten(data, module)) all.set(k, v);
  }
  return all;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('locales (architecture habit 4)', () => {
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, load(lang)])) as Record<(typeof LANGS)[number], Map<string, unknown>>;

  it('zh-CN and en-US have the same module files', () => {
    const files = LANGS.map((lang) => readdirSync(join(here, lang)).filter((f) => f.endsWith('.json')).sort());
    expect(files[0]).toEqual(files[1]);
  });

  it('zh-CN and en-US have identical key sets', () => {
    const zh = [...texts['zh-CN'].keys()].sort();
    const en = [...texts['en-US'].keys()].sort();
    expect(zh.filter((k) => !texts['en-US'].has(k)), 'keys only in zh-CN').toEqual([]);
    expect(en.filter((k) => !texts['zh-CN'].has(k)), 'keys only in en-US').toEqual([]);
  });

  it('every text is a non-empty string', () => {
    for (const lang of LANGS) {
      const bad = [...texts[lang]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(bad, `${lang} empty or non-string texts`).toEqual([]);
    }
  });

  it('both languages use the same {{placeholders}} in each text', () => {
    const names = (v: unknown) => [...String(v).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    const diff = [...texts['en-US']].filter(([k, v]) => JSON.stringify(names(v)) !== JSON.stringify(names(texts['zh-CN'].get(k)))).map(([k]) => k);
    expect(diff).toEqual([]);
  });

  it('every literal key used in the code exists', () => {
    const pattern = /(?:\bt\(|i18n\.t\(|titleKey[=:]\s*\{?|descriptionKey[=:]\s*\{?|labelKey[=:]\s*\{?)\s*'([A-Za-z][\w-]*(?:\.[\w-]+)+)'/g;
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(pattern)) {
        const key = match[1]!;
        const known = texts['en-US'].has(key) || [...texts['en-US'].keys()].some((k) => k.startsWith(`${key}.`));
        if (!known) missing.push(`${relative(src, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every workbench counter a server module may answer has its text in both languages (issue 28 item 2)', () => {
    // The workbench shows `home.tasks.<key>`; a key without text would show raw on some account's workbench.
    for (const lang of LANGS) {
      const missing = HOME_TASK_KEYS.filter((key) => typeof texts[lang].get(`home.tasks.${key}`) !== 'string');
      expect(missing, `${lang} home.tasks.* missing`).toEqual([]);
    }
    // And the catalogue holds no counter text the server never answers (the four empty-state texts aside).
    const known = new Set<string>([...HOME_TASK_KEYS, 'title', 'empty', 'emptyForwarder', 'emptySupplierClerk']);
    const stale = [...texts['en-US'].keys()].filter((k) => k.startsWith('home.tasks.') && !known.has(k.slice('home.tasks.'.length)));
    expect(stale).toEqual([]);
  });
});
