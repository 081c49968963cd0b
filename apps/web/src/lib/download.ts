import { download, type RequestOptions } from './api/client';

/** Downloads `url` with the session's token and saves it under the server's file name. */
export async function saveDownload(url: string, fallbackName: string, opts?: RequestOptions): Promise<void> {
  const { blob, filename } = await download(url, opts);
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename ?? fallbackName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Spec 000 §7: the help manual is obj 1, type 33. */
export const HELP_MANUAL_URL = '/api/files/help-manual?obj=1&type=33';
/** The purchase terms offered with the purchase policy on the sign-in page. */
export const PURCHASE_TERMS_URL = '/api/files/help-manual?obj=1&type=34';
