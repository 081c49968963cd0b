/** Date columns as the API answers them: a calendar day (YYYY-MM-DD) or an ISO instant. */
import { formatDate } from '@aerosupply/shared/utils';

/** A `date` column (PGlite and pg hand back a Date at UTC midnight or a string) as YYYY-MM-DD. */
export const dateOnly = (d: Date | string | null): string | null => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : formatDate(d, false, 'UTC'));

/** A timestamp column as an ISO instant, null kept. */
export const isoOrNull = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);
