/**
 * Date helpers of spec 000 §9 / spec 001 §9. Isomorphic: only `Intl` and `Date`, no dayjs.
 * All wall-clock output is computed in an explicit IANA zone (default Asia/Shanghai), never in the
 * host's local zone, so server and browser render the same text.
 */

/** Date-only format (spec 000 §9). */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Date-time format (spec 000 §9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Zone used when a caller does not name one: the company's home zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Anything `toDate` accepts. */
export type DateInput = string | number | Date;

type Lang = 'zh' | 'en';

/** Wall-clock fields of an instant in some zone (month is 1-12). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatterCache = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatterCache.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `date` in `timeZone` (default Asia/Shanghai). */
export function wallTime(date: Date, timeZone: string = DEFAULT_TIME_ZONE): WallTime {
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes): number => {
    const part = parts.find((p) => p.type === type);
    return part ? Number(part.value) : 0;
  };
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    // Some engines print midnight as 24 even with h23.
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** Milliseconds of a wall time read as if it were UTC (used to compute zone offsets). */
function wallToUtcMs(w: WallTime): number {
  const d = new Date(Date.UTC(2000, w.month - 1, w.day, w.hour, w.minute, w.second));
  // Date.UTC maps years 0-99 to 1900-1999; setUTCFullYear does not.
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  return d.getTime();
}

/** Offset of `timeZone` from UTC at instant `ms`, in milliseconds (east positive). */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallToUtcMs(wallTime(new Date(whole), timeZone)) - whole;
}

/**
 * The instant at which the wall clock of `timeZone` shows `w`. When the wall time occurs twice
 * (clocks set back) the earlier instant wins; when it is skipped (clocks set forward) the result
 * is shifted forward by the gap, as the "compatible" rule of Temporal does.
 */
export function zonedWallToDate(w: WallTime, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const target = wallToUtcMs(w);
  const before = target - zoneOffsetMs(target - DAY, timeZone);
  const after = target - zoneOffsetMs(target + DAY, timeZone);
  const matches = (ms: number): boolean => wallToUtcMs(wallTime(new Date(ms), timeZone)) === target;
  const valid = [before, after].filter(matches).sort((a, b) => a - b);
  return new Date(valid[0] ?? before);
}

function isValidWall(w: WallTime): boolean {
  if (w.month < 1 || w.month > 12 || w.day < 1 || w.hour > 23 || w.minute > 59 || w.second > 59) return false;
  const probe = new Date(Date.UTC(2000, 0, 1));
  probe.setUTCFullYear(w.year, w.month - 1, w.day);
  return probe.getUTCDate() === w.day;
}

const NUMERIC = /^-?\d+$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

function fromEpochNumber(n: number): Date {
  // Spec 000 §9: a 10-digit timestamp is seconds; anything else (13 digits) is milliseconds.
  const digits = String(Math.trunc(Math.abs(n))).length;
  return new Date(Number.isInteger(n) && digits === 10 ? n * 1000 : n);
}

/**
 * Turns a Date, epoch number or string into a Date (spec 000 §9).
 * Numbers and numeric strings of 10 digits are epoch seconds, other lengths (13 digits) milliseconds.
 * Strings `YYYY-MM-DD[ HH:mm[:ss]]` without an offset are wall time in `timeZone`; other strings go
 * through `Date` parsing (ISO 8601 with `Z` or an offset). Throws RangeError when not a valid date.
 */
export function toDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): Date {
  let date: Date;
  if (value instanceof Date) {
    date = new Date(value.getTime());
  } else if (typeof value === 'number') {
    date = fromEpochNumber(value);
  } else {
    const text = value.trim();
    const local = LOCAL_DATE_TIME.exec(text);
    if (NUMERIC.test(text)) {
      date = fromEpochNumber(Number(text));
    } else if (local) {
      const [, y, mo, d, h, mi, sec, ms] = local;
      const wall: WallTime = {
        year: Number(y),
        month: Number(mo),
        day: Number(d),
        hour: Number(h ?? 0),
        minute: Number(mi ?? 0),
        second: Number(sec ?? 0),
      };
      if (!isValidWall(wall)) throw new RangeError(`Invalid date: ${value}`);
      date = new Date(zonedWallToDate(wall, timeZone).getTime() + Number((ms ?? '').padEnd(3, '0')));
    } else {
      date = new Date(text);
    }
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function formatWall(w: WallTime, precision: 'day' | 'minute' | 'second'): string {
  const day = `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
  if (precision === 'day') return day;
  const minute = `${day} ${pad(w.hour)}:${pad(w.minute)}`;
  return precision === 'minute' ? minute : `${minute}:${pad(w.second)}`;
}

/**
 * Formats as `YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` when `withTime` (spec 000 §9), in `timeZone`.
 * null, undefined and '' give ''; an unparsable value throws RangeError.
 */
export function formatDate(
  value: DateInput | null | undefined,
  withTime = false,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  return formatWall(wallTime(toDate(value, timeZone), timeZone), withTime ? 'second' : 'day');
}

/** Shorthand for `formatDate(value, true, timeZone)`. */
export function formatDateTime(value: DateInput | null | undefined, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(value, true, timeZone);
}

/**
 * "Time ago" text. zh per spec 000 §9: 刚刚 under 30 s, N分钟前 under 1 h, N小时前 under 1 day,
 * 1天前 under 2 days, then `YYYY-MM-DD HH:mm`. en per spec 001 §9: just now, N minutes ago,
 * N hours ago, else N days ago. Counts are whole units rounded down (at least 1).
 * Moments more than 30 s in the future are shown as the full date in both languages.
 */
export function relativeTime(
  value: DateInput,
  now: DateInput,
  lang: Lang,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const then = toDate(value, timeZone);
  const diff = toDate(now, timeZone).getTime() - then.getTime();
  const fullDate = (): string => formatWall(wallTime(then, timeZone), 'minute');
  if (diff < 30 * SECOND) {
    if (diff <= -30 * SECOND) return fullDate();
    return lang === 'zh' ? '刚刚' : 'just now';
  }
  const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  if (diff < HOUR) {
    const minutes = Math.max(1, Math.floor(diff / MINUTE));
    return lang === 'zh' ? `${minutes}分钟前` : plural(minutes, 'minute');
  }
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return lang === 'zh' ? `${hours}小时前` : plural(hours, 'hour');
  }
  if (lang === 'zh') return diff < 2 * DAY ? '1天前' : fullDate();
  return plural(Math.floor(diff / DAY), 'day');
}

function dayKey(date: Date, timeZone: string): number {
  const w = wallTime(date, timeZone);
  return w.year * 10_000 + w.month * 100 + w.day;
}

/**
 * The first instant of the next calendar day in `timeZone` after `now` (e.g. a lock that lasts
 * "until the next day", spec 000 §4). Correct across DST changes, including zones whose clocks
 * skip midnight (then the day starts at the first existing instant, e.g. 01:00).
 */
export function nextLocalMidnight(now: Date, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const start = now.getTime();
  if (Number.isNaN(start)) throw new RangeError('Invalid date');
  const today = dayKey(now, timeZone);
  // Local day number only grows with time; binary-search the first millisecond of a later day.
  let lo = start;
  let hi = start + 3 * DAY;
  while (dayKey(new Date(hi), timeZone) <= today) hi += DAY;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (dayKey(new Date(mid), timeZone) > today) hi = mid;
    else lo = mid;
  }
  return new Date(hi);
}

/** The calendar day (`YYYY-MM-DD`) of an instant in `timeZone`: a company's day, never UTC's (issue 26 item 5). */
export function dayIn(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatWall(wallTime(at, timeZone), 'day');
}
