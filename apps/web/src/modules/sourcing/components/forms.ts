/** Form helpers of sourcing: empty texts become absent, dayjs values become the server's text. */
import type { Dayjs } from 'dayjs';

const isDayjs = (v: unknown): v is Dayjs => typeof v === 'object' && v !== null && typeof (v as Dayjs).isValid === 'function' && typeof (v as Dayjs).format === 'function';

/** '' and null -> undefined; dates -> YYYY-MM-DD (or ISO moments for keys in `moments`). */
export function cleanValues<T extends Record<string, unknown>>(values: T, moments: readonly string[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === '' || v === null || v === undefined) continue;
    if (isDayjs(v)) out[k] = moments.includes(k) ? v.toISOString() : v.format('YYYY-MM-DD');
    else if (typeof v === 'string') out[k] = v.trim() === '' ? undefined : v.trim();
    else out[k] = v;
  }
  return out as T;
}
