/** Home (workbench) summary: pending-task counts and notices (GET /api/home/summary). */
import { z } from 'zod';
import { timestamp } from '../contracts';

/** One pending-task counter; `key` names the web text `home.tasks.<key>`, `url` the screen to open. */
export const homeTaskSchema = z.strictObject({ key: z.string(), count: z.number().int(), url: z.string() });
export type HomeTask = z.infer<typeof homeTaskSchema>;

export const homeNoticeSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: timestamp,
});
export type HomeNotice = z.infer<typeof homeNoticeSchema>;

export const homeSummarySchema = z.strictObject({ tasks: z.array(homeTaskSchema), notices: z.array(homeNoticeSchema) });
export type HomeSummary = z.infer<typeof homeSummarySchema>;

/** Notices shown on the home page at most. */
export const HOME_NOTICE_LIMIT = 10;
