/**
 * Date filters on timestamps by the company's calendar day (issue 26 item 5): a day `YYYY-MM-DD`
 * starts at midnight in the company's time zone, not UTC's, so an order released at 02:10 in
 * Shanghai is found under its own day.
 */
import { sql, type RawBuilder } from 'kysely';

/** The first instant of `day` in `timeZone`. */
export const dayStartsAt = (day: string, timeZone: string): RawBuilder<Date> => sql<Date>`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The first instant after `day` in `timeZone` (the next day's start): `at < dayEndsAt(to)` keeps all of `to`. */
export const dayEndsAt = (day: string, timeZone: string): RawBuilder<Date> => sql<Date>`((${day}::date + 1)::timestamp at time zone ${timeZone})`;
