/**
 * Demo scores (issue 31 item 4, D-639): the twelve months before this one and this month to date,
 * computed by the scorecard's own computation from the demo transactions the other modules seeded
 * (the orders' year of deliveries above all); the past months are closed without notices (the
 * demo has no one to tell). No figure is typed in.
 */
import { dayIn } from '@aerosupply/shared/format/dates';
import { monthsUpTo } from '@aerosupply/shared/supplier-scorecard/grading';
import type { Database } from '../../db/database';
import { closeRun } from './repo';
import { computeMonthIn } from './service';

export async function seedScorecardDemo(trx: Database): Promise<void> {
  const now = new Date();
  const today = dayIn(now, 'Asia/Shanghai');
  const ctx = { db: trx, today, timeZone: 'Asia/Shanghai', now, inTransaction: <T>(fn: (t: Database) => Promise<T>) => fn(trx) };
  const months = monthsUpTo(today.slice(0, 7), 13);
  for (const month of months) await computeMonthIn(ctx, month, null);
  for (const month of months.slice(0, -1)) await closeRun(trx, month, now);
}
