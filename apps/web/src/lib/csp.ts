/**
 * The page's Content-Security-Policy nonce for styles (spec-decisions D-92). The server puts a
 * fresh one in `<meta property="csp-nonce" nonce="...">` of every index.html it sends; its style-src
 * allows <style> tags carrying it and no other inline style. antd's CSS-in-JS gets it through
 * ConfigProvider `csp`; a few rc-component helpers (the scroll locker of modals and drawers, the
 * scrollbar measure) insert <style> tags without it (ant-design#53032), so style elements that
 * scripts add to <head> get the nonce too. Markup injected as HTML never passes through here.
 *
 * The policy has no 'unsafe-eval': zod, which would probe `new Function` on its first object parse
 * (a reported violation even though it falls back), runs jitless.
 */
/** zod 4 keeps its settings on this global (`zod/v4/core`'s `config` writes it; csp.test.ts checks that zod reads it). */
const ZOD_CONFIG = '__zod_globalConfig';

const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');

/** The style nonce of this page, or undefined (the Vite dev server sends no policy). */
export const styleNonce: string | undefined = meta?.nonce || undefined;

/** Call once before anything renders: zod without eval, runtime <style> tags with the nonce. */
export function prepareForCsp(): void {
  zodJitless();
  nonceRuntimeStyles();
}

/** As zod's `config({ jitless: true })`, without loading zod's core into the first page's code (D-682). */
export function zodJitless(): void {
  // The same object zod holds once loaded: set the flag on it, never replace it.
  const g = globalThis as Record<string, unknown>;
  const zodSettings = (g[ZOD_CONFIG] ??= {}) as { jitless?: boolean };
  zodSettings.jitless = true;
}

/** Gives the page's nonce to every <style> element a script appends or inserts into <head>. */
function nonceRuntimeStyles(): void {
  const nonce = styleNonce;
  const head = document.head;
  if (!nonce || !head) return;
  const tag = (node: Node) => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
  };
  const appendChild = head.appendChild.bind(head);
  const insertBefore = head.insertBefore.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    tag(node);
    return appendChild(node);
  };
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T => {
    tag(node);
    return insertBefore(node, child);
  };
}
