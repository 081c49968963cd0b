import type { fileRoutes } from '@aerosupply/shared/files/routes';
import { urlOf, type QueryOf, type RouteContract } from '@aerosupply/shared/http/contract';
import { signInWires } from '@aerosupply/shared/http/wires';
import { callWire, downloadFrom, type CallOptions } from './api/call';
import { download, type RequestOptions } from './api/client';

function clickLink(href: string, filename: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Downloads a stored file (spec 000 §3 file item) through a one-time link (spec-decisions D-94):
 * the server issues a token valid 60 s for one download, and the browser fetches the file itself,
 * streaming it to disk under the server's file name (`filename` when it gives none). No access
 * token appears in a URL.
 */
export async function saveFile(fileKey: string, filename = ''): Promise<void> {
  const link = await callWire(signInWires.downloadToken, { params: { fileKey } }, { background: true });
  clickLink(link.url, filename);
}

/** Downloads `url` (exports, the help manual) with the session's token in the header and saves it under the server's file name. */
export async function saveDownload(url: string, fallbackName: string, opts?: RequestOptions): Promise<void> {
  const { blob, filename } = await download(url, opts);
  const href = URL.createObjectURL(blob);
  clickLink(href, filename ?? fallbackName);
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads a file route of a contract (an Excel export, a PDF) and saves it under the server's file name. */
export async function saveFrom<C extends RouteContract>(contract: C, args: Parameters<typeof downloadFrom<C>>[1], fallbackName: string, opts?: CallOptions): Promise<void> {
  const { blob, filename } = await (downloadFrom as (c: C, a: unknown, o?: CallOptions) => ReturnType<typeof downloadFrom>)(contract, args, opts);
  const href = URL.createObjectURL(blob);
  clickLink(href, filename ?? fallbackName);
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The help documents' route, by type only (D-730): the sign-in page links the purchase terms. */
const helpDocumentUrl = (query: QueryOf<typeof fileRoutes.helpManual>) => urlOf(signInWires.helpManual, { query });

/** Spec 000 §7: the help manual is obj 1, type 33. */
export const HELP_MANUAL_URL = helpDocumentUrl({ obj: 1, type: 33 });
/** The purchase terms offered with the purchase policy on the sign-in page. */
export const PURCHASE_TERMS_URL = helpDocumentUrl({ obj: 1, type: 34 });
