/**
 * Security headers on every answer (issue 9 item 4; spec-decisions D-92, D-93), set by one onSend
 * hook, and the web app's index.html served with its Content-Security-Policy.
 *
 * - Every answer: `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 *   `Referrer-Policy: strict-origin-when-cross-origin`, `Cross-Origin-Opener-Policy` and
 *   `Cross-Origin-Resource-Policy: same-origin`; HSTS only when the request came over HTTPS.
 * - The app page: script-src and style-src list the SHA-256 of index.html's inline scripts and
 *   styles (the boot script, the deferred entry loader and the inline entry CSS of D-86), computed
 *   from the file served; antd's CSS-in-JS inserts <style> tags at runtime, so style-src also
 *   carries a fresh nonce per page, handed to the app in `<meta property="csp-nonce">`.
 * - The API docs (Swagger UI): their own policy. Other answers (JSON, errors): nothing may load.
 * - API answers get `Cache-Control: no-store` unless the route chose its own caching.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';

const API_PREFIXES = ['/api/', '/oauth/', '/admin/'];
const DOCS_PREFIX = '/api/docs';

/** JSON, errors and any other non-page answer: nothing may load from it and nobody may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What both policies share: fonts and calls to this origin only; no plugins, base, foreign forms or framing. */
const COMMON_DIRECTIVES = ["font-src 'self' data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"];

/** Swagger UI loads only its own files; it sets element styles at runtime and shows data: images. */
export const DOCS_CSP = ["default-src 'self'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:", ...COMMON_DIRECTIVES].join('; ');

export const HSTS = 'max-age=31536000; includeSubDomains';

const pathOf = (url: string) => url.split('?', 1)[0]!;
const isDocs = (path: string) => path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);

    const path = pathOf(req.url);
    const docs = isDocs(path);
    if (!reply.hasHeader('Content-Security-Policy')) {
      const type = String(reply.getHeader('Content-Type') ?? '');
      // Files keep no policy of their own here: a CSP would stop the browser's PDF viewer (downloads set theirs).
      if (docs) reply.header('Content-Security-Policy', DOCS_CSP);
      else if (type === '' || type.includes('json') || type.startsWith('text/html') || type.startsWith('text/plain')) reply.header('Content-Security-Policy', API_CSP);
    }
    // Answers to signed-in calls (and the token endpoint) never go to a shared or browser cache.
    if (!docs && API_PREFIXES.some((p) => path.startsWith(p)) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

// ---- the web app's page ----

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP sources for the inline scripts (without src) and inline styles of an HTML page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter((m) => !/\bsrc\s*=/i.test(m[1]!)).map((m) => sha256Source(m[2]!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => sha256Source(m[1]!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The app's policy: its own files, the page's inline blocks by hash, runtime styles by nonce. */
export function appCsp(hashes: { scripts: string[]; styles: string[] }, nonce: string): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes.scripts].join(' '),
    ['style-src', "'self'", ...hashes.styles, `'nonce-${nonce}'`].join(' '),
    "img-src 'self' data: blob:",
    ...COMMON_DIRECTIVES,
  ].join('; ');
}

export interface WebPage {
  /** Sends index.html with a fresh style nonce and its policy. */
  send(reply: FastifyReply): FastifyReply;
}

const NONCE_SLOT = '__CSP_NONCE__';

/**
 * index.html as served: read when first asked and again whenever the file changes (a rebuild),
 * with the hashes of its inline blocks and a `<meta property="csp-nonce">` right after `<head>`
 * that the app reads to give antd's runtime styles the page's nonce.
 */
export function webPage(file: string): WebPage {
  let cached: { mtimeMs: number; size: number; html: string; hashes: { scripts: string[]; styles: string[] } } | null = null;
  const load = () => {
    const stat = fs.statSync(file);
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      const source = fs.readFileSync(file, 'utf8');
      const meta = `<meta property="csp-nonce" nonce="${NONCE_SLOT}">`;
      const html = /<head\b[^>]*>/i.test(source) ? source.replace(/<head\b[^>]*>/i, (head) => `${head}${meta}`) : `${meta}${source}`;
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, html, hashes: inlineHashes(source) };
    }
    return cached;
  };
  return {
    send(reply) {
      const page = load();
      const nonce = randomBytes(18).toString('base64');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', appCsp(page.hashes, nonce))
        .send(page.html.replace(NONCE_SLOT, nonce));
    },
  };
}
