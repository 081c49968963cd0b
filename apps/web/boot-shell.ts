/**
 * Build-time sign-in shell: index.html gets a static copy of the sign-in page's header and intro,
 * in both languages, so the first paint (and the largest one) happens before any JavaScript runs.
 * Texts come from the locale files; a tiny inline script picks the language exactly as the app
 * does (saved, else browser, else English) and shows the shell only on / and /login. React
 * replaces it with the same markup when it renders.
 *
 * On any other page with a session whose token is not about to expire, the same script asks for
 * the user info at once (issue 11 item 9): it is on its way while the entry script downloads and
 * runs, instead of starting after it; `ensureUserInfo` (src/lib/user.ts) takes the answer over.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

type Texts = Record<string, unknown>;

function load(tag: string, module: string): Texts {
  const file = fileURLToPath(new URL(`./src/locales/${tag}/${module}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

function get(texts: Texts, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Texts | undefined)?.[key], texts);
  if (typeof value !== 'string') throw new Error(`boot shell: missing text ${path}`);
  return value;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function both(module: string, path: string): string {
  const zh = get(load('zh-CN', module), path);
  const en = get(load('en-US', module), path);
  return `<span data-l="zh">${escape(zh)}</span><span data-l="en">${escape(en)}</span>`;
}

const BOOT_SCRIPT = `(function(){try{var d=document.documentElement,l=null,s=null;try{s=localStorage.getItem('aerosupply.lang')}catch(e){}if(s==='zh'||s==='en')l=s;if(!l){var n=(navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||'']);for(var i=0;i<n.length&&!l;i++){var t=String(n[i]).trim().toLowerCase();if(t.indexOf('zh')===0)l='zh';else if(t.indexOf('en')===0)l='en'}}d.lang=l==='zh'?'zh-CN':'en-US';var p=location.pathname;if(p==='/'||p==='/login')d.className+=' as-boot-login';else{var x=JSON.parse(localStorage.getItem('aerosupply.session')||'null');if(x&&x.accessToken&&x.expiresAt-Date.now()>90000)window.__asUserInfo={token:x.accessToken,lang:l||'en',answer:fetch('/admin/sys/user/getUserInfo',{headers:{Accept:'application/json','Accept-Language':d.lang,Authorization:'Bearer '+x.accessToken},credentials:'same-origin'}).then(function(r){return r.ok?r.json():null})['catch'](function(){return null})}}}catch(e){}})();`;

const BOOT_STYLE = `html[lang="zh-CN"] [data-l="en"],html:not([lang="zh-CN"]) [data-l="zh"]{display:none}#boot-login{display:none}.as-boot-login #boot-login{display:flex}.as-boot-login #boot{display:none}`;

/**
 * On the sign-in page the app's entry script and its modulepreloads start only after the first
 * paint (rAF + timeout), so the static shell is on screen before any JavaScript is fetched or
 * React's first render runs. Other pages have no static shell to show: their entry starts at once,
 * and with it the main layout's chunks (modulepreload: fetched and parsed, run when imported).
 */
/**
 * The other routes' table, the main layout's chunk and every chunk they import (not the entry's
 * own): the signed-in pages need them first, so their loader asks for them together with the
 * entry's instead of after it.
 */
function layoutChunks(bundle: Rollup.OutputBundle | undefined): string[] {
  if (!bundle) return [];
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const facade = (path: string) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(path));
  const layout = facade('/src/app/layout/MainLayout.tsx');
  if (!layout) return [];
  // The routes outside the sign-in path (D-702): the router asks for them before the layout.
  const rest = facade('/src/app/restRoutes.tsx');
  const entry = chunks.find((c) => c.isEntry);
  const skip = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
  const out = new Set<string>();
  const visit = (file: string) => {
    if (skip.has(file) || out.has(file)) return;
    out.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  if (rest) visit(rest.fileName);
  visit(layout.fileName);
  return [...out].map((file) => `/${file}`);
}

function deferEntry(html: string, layout: string[]): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) =>
    `<script>(function(){var go=function(more){var h=document.head;${JSON.stringify(preloads)}.concat(more).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};h.appendChild(s)};if(/(^| )as-boot-login( |$)/.test(document.documentElement.className))requestAnimationFrame(function(){setTimeout(function(){go([])},0)});else go(${JSON.stringify(layout)})})()</script>`,
  );
}

/** The entry's small stylesheet goes inline, so nothing blocks the first paint of the shell. */
function inlineEntryCss(html: string, bundle: Rollup.OutputBundle | undefined): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, file: string) => {
    const asset = bundle?.[file];
    if (!asset || asset.type !== 'asset') return tag;
    return `<style>${String(asset.source)}</style>`;
  });
}

export function bootShell(): Plugin {
  let building = false;
  return {
    name: 'aerosupply-boot-shell',
    configResolved(config) {
      building = config.command === 'build';
    },
    transformIndexHtml: { order: 'post', handler(html, ctx) {
      const shell = `<div id="boot-login" class="as-login">
        <header class="as-login-top"><span class="as-brand"><img src="/favicon.svg" alt="" width="28" height="28" /><span>${both('common', 'portalName')}</span></span></header>
        <main class="as-login-main"><section class="as-login-intro"><h1>${both('auth', 'login.welcome')}</h1><p>${both('auth', 'login.intro')}</p><p>${both('auth', 'login.openHours')}</p></section><section class="as-login-card"><h2>${both('auth', 'login.title')}</h2></section></main>
      </div>`;
      const out = html
        .replace('<!--boot-script-->', `<script>${BOOT_SCRIPT}</script><style>${BOOT_STYLE}</style>`)
        .replace('<!--boot-shell-->', shell);
      return building ? inlineEntryCss(deferEntry(out, layoutChunks(ctx.bundle)), ctx.bundle) : out;
    } },
  };
}
