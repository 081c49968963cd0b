/**
 * Record ids in paths (and id filters in queries), validated strictly (docs/spec-decisions.md
 * D-99): only the canonical decimal form of a positive database id, so `01`, `+1`, `1e0`, `0x1`,
 * ` 1` or `1 ` never mean record 1. Every route with an id parameter uses these.
 */
import { z } from 'zod';

/** The largest database id (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** 1 to 10 digits without a leading zero. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

const INVALID_ID = 'validation.invalid_id';

/** A path id: the string of digits of a positive id, as a number. */
export const pathId = z
  .string({ error: INVALID_ID })
  .regex(ID_PATTERN, { error: INVALID_ID })
  .transform(Number)
  .pipe(z.number().max(MAX_ID, { error: INVALID_ID }));

/** `{id}` route parameters. */
export const idParams = z.strictObject({ id: pathId });

/** `{companyId}` route parameters. */
export const companyIdParams = z.strictObject({ companyId: pathId });

/** An optional id filter in a query string, as strict as a path id. */
export const queryId = pathId;
