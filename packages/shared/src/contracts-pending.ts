/** TEMPORARY stand-ins for the common response pieces helper "contracts" is adding (packages/shared/src/contracts.ts); replaced on rebase. */
import { z } from 'zod';
import { fileItemSchema } from './validation/upload';

export const noData = z.null();
export const idSchema = z.number().int();
export const timestamp = z.string();
export const fileRef = fileItemSchema;
export const actionsOf = <const A extends readonly [string, ...string[]]>(actions: A) => z.array(z.enum(actions));
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), page: z.number().int(), pageSize: z.number().int(), total: z.number().int(), capped: z.boolean().optional() });
export const cursorPageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), nextCursor: z.string().nullable() });
export const fileKeyList = z.array(z.string());
