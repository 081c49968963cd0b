/**
 * The common pieces of response contracts (issue 10 item 1): every route declares the zod schema of
 * the `data` of its `{code, msg, data}` envelope (`defineRoute({ response })`), the server's
 * presenters are typed by it and the web's types are inferred from it, so both sides share one
 * definition. Response schemas are plain shapes (no transforms): what the presenter returns is what
 * the browser reads as JSON. Their objects are `z.strictObject` (D-200): an answer with a field its
 * contract does not name fails the run-time check, so nothing leaks past the contract unseen.
 */
import { z } from 'zod';
import { fileItemSchema } from './validation/upload';

export { idParams, companyIdParams } from './validation/ids';

/** `data: null`: the route answers only "done" (the handler returns nothing). */
export const noData = z.null();

/** A database id. */
export const idSchema = z.number().int();

/** `{id}`: the answer of a create or an update that only reports which record. */
export const idAnswer = z.strictObject({ id: idSchema });
export type IdAnswer = z.infer<typeof idAnswer>;

/** A timestamp or date as the presenters send it (ISO 8601 text, formatted on the server). */
export const timestamp = z.string();

/** A stored file as records refer to it (spec 000 §3 file item): key, name, size, download url. */
export const fileRef = fileItemSchema;
export type FileRef = z.infer<typeof fileRef>;

/** File keys a record names (its attachments), resolved to `fileRef`s by a `files` map beside it. */
export const fileKeyList = z.array(z.string());

/** The actions the current user may take on a record: the web shows exactly these buttons. */
export const actionsOf = <const A extends readonly [string, ...string[]]>(actions: A) => z.array(z.enum(actions));

/** Offset page (`Page<T>` in api.ts): rows, page, pageSize, total, and `capped` when total is a floor. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.strictObject({
    rows: z.array(row),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    capped: z.boolean().optional(),
    totals: z.array(z.strictObject({ currency: z.string(), amount: z.number() })).optional(),
  });

/** Keyset page (`CursorPage<T>` in api.ts): rows and the cursor of the next page, null on the last. */
export const cursorPageOf = <T extends z.ZodType>(row: T) =>
  z.strictObject({
    rows: z.array(row),
    nextCursor: z.string().nullable(),
  });

/** A plain list answer. */
export const listOf = <T extends z.ZodType>(row: T) => z.array(row);
