import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  nextLocalMidnight,
  relativeTime,
  toDate,
  wallTime,
  zonedWallToDate,
} from './dates';

// 2024-05-10 12:34:56 in Shanghai (UTC+8).
const INSTANT = Date.UTC(2024, 4, 10, 4, 34, 56);

describe('spec 000 §9 date formats', () => {
  it('exports the two formats of the spec', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Shanghai');
  });

  it('formats a date as YYYY-MM-DD and YYYY-MM-DD HH:mm:ss in Asia/Shanghai by default', () => {
    expect(formatDate(INSTANT)).toBe('2024-05-10');
    expect(formatDate(INSTANT, true)).toBe('2024-05-10 12:34:56');
    expect(formatDateTime(new Date(INSTANT))).toBe('2024-05-10 12:34:56');
  });

  it('formats in another zone when asked, including the date change', () => {
    expect(formatDate(INSTANT, true, 'UTC')).toBe('2024-05-10 04:34:56');
    expect(formatDate(INSTANT, true, 'America/New_York')).toBe('2024-05-10 00:34:56');
    expect(formatDate(Date.UTC(2024, 4, 10, 16, 0, 0), true)).toBe('2024-05-11 00:00:00');
    expect(formatDate(Date.UTC(2024, 4, 10, 16, 0, 0), true, 'America/Los_Angeles')).toBe('2024-05-10 09:00:00');
  });

  it('renders midnight as 00, not 24', () => {
    expect(formatDate(Date.UTC(2024, 0, 1, 16, 0, 5), true)).toBe('2024-01-02 00:00:05');
  });

  it('gives an empty string for empty values and throws for garbage', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, true)).toBe('');
    expect(formatDate('')).toBe('');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('rejects an unknown time zone', () => {
    expect(() => formatDate(INSTANT, false, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('spec 000 §9 timestamps: 10 digits are seconds, 13 digits milliseconds', () => {
  it('reads a 10-digit number as seconds', () => {
    expect(toDate(1715315696).getTime()).toBe(1715315696000);
    expect(formatDate(1715315696, true)).toBe('2024-05-10 12:34:56');
  });

  it('reads a 13-digit number as milliseconds', () => {
    expect(toDate(1715315696123).getTime()).toBe(1715315696123);
  });

  it('reads numeric strings the same way', () => {
    expect(toDate('1715315696').getTime()).toBe(1715315696000);
    expect(toDate('1715315696123').getTime()).toBe(1715315696123);
    expect(toDate(' 1715315696 ').getTime()).toBe(1715315696000);
  });

  it('keeps other lengths as milliseconds', () => {
    expect(toDate(0).getTime()).toBe(0);
    expect(toDate(123456789).getTime()).toBe(123456789);
  });

  it('property: any 10-digit second count and its 13-digit millisecond form are the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000_000, max: 9_999_999_999 }), (seconds) => {
        expect(toDate(seconds).getTime()).toBe(seconds * 1000);
        expect(toDate(String(seconds)).getTime()).toBe(seconds * 1000);
        expect(toDate(seconds * 1000).getTime()).toBe(seconds * 1000);
      }),
    );
  });

  it('copies Date inputs and rejects invalid ones', () => {
    const d = new Date(INSTANT);
    const copy = toDate(d);
    expect(copy.getTime()).toBe(INSTANT);
    expect(copy).not.toBe(d);
    expect(() => toDate(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('reads ISO strings with an offset as absolute instants', () => {
    expect(toDate('2024-05-10T04:34:56Z').getTime()).toBe(INSTANT);
    expect(toDate('2024-05-10T12:34:56+08:00').getTime()).toBe(INSTANT);
  });

  it('reads YYYY-MM-DD[ HH:mm:ss] without an offset as wall time of the zone', () => {
    expect(toDate('2024-05-10 12:34:56').getTime()).toBe(INSTANT);
    expect(toDate('2024-05-10T12:34:56.250').getTime()).toBe(INSTANT + 250);
    expect(toDate('2024-05-10').getTime()).toBe(Date.UTC(2024, 4, 9, 16));
    expect(toDate('2024-05-10 00:34:56', 'America/New_York').getTime()).toBe(INSTANT);
    expect(toDate('2024-02-29').getTime()).toBe(Date.UTC(2024, 1, 28, 16));
  });

  it('rejects impossible calendar dates and times', () => {
    expect(() => toDate('2024-02-30')).toThrow(RangeError);
    expect(() => toDate('2023-02-29')).toThrow(RangeError);
    expect(() => toDate('2024-13-01')).toThrow(RangeError);
    expect(() => toDate('2024-05-10 24:00:00')).toThrow(RangeError);
    expect(() => toDate('2024-05-10 12:60')).toThrow(RangeError);
  });

  it('property: formatting then parsing a date-time gives the same second', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 11, 31) }),
        fc.constantFrom('Asia/Shanghai', 'America/New_York', 'Europe/Berlin', 'UTC'),
        (ms, zone) => {
          const wholeSecond = Math.floor(ms / 1000) * 1000;
          const text = formatDate(wholeSecond, true, zone);
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
          const back = toDate(text, zone).getTime();
          // In the repeated hour after clocks go back, the earlier instant is chosen.
          if (back !== wholeSecond) expect(wholeSecond - back).toBe(3600_000);
          expect(formatDate(back, true, zone)).toBe(text);
        },
      ),
    );
  });
});

describe('spec 000 §9 wall time in a zone', () => {
  it('splits an instant into wall-clock fields', () => {
    expect(wallTime(new Date(INSTANT))).toEqual({ year: 2024, month: 5, day: 10, hour: 12, minute: 34, second: 56 });
  });

  it('maps a skipped wall time forward and a repeated one to the earlier instant', () => {
    // New York, 2024-03-10 02:30 does not exist (clocks jump 02:00 -> 03:00).
    const gap = zonedWallToDate({ year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0 }, 'America/New_York');
    expect(gap.toISOString()).toBe('2024-03-10T07:30:00.000Z');
    // New York, 2024-11-03 01:30 happens twice (EDT then EST).
    const twice = zonedWallToDate({ year: 2024, month: 11, day: 3, hour: 1, minute: 30, second: 0 }, 'America/New_York');
    expect(twice.toISOString()).toBe('2024-11-03T05:30:00.000Z');
  });
});

describe('spec 000 §9 relative time (Chinese)', () => {
  const now = new Date(INSTANT);
  const ago = (ms: number): number => INSTANT - ms;
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it("says 刚刚 under 30 seconds", () => {
    expect(relativeTime(ago(0), now, 'zh')).toBe('刚刚');
    expect(relativeTime(ago(29 * S), now, 'zh')).toBe('刚刚');
    expect(relativeTime(ago(29_999), now, 'zh')).toBe('刚刚');
  });

  it('counts minutes from 30 seconds to under an hour', () => {
    expect(relativeTime(ago(30 * S), now, 'zh')).toBe('1分钟前');
    expect(relativeTime(ago(5 * M), now, 'zh')).toBe('5分钟前');
    expect(relativeTime(ago(59 * M + 59 * S), now, 'zh')).toBe('59分钟前');
  });

  it('counts hours from one hour to under a day', () => {
    expect(relativeTime(ago(H), now, 'zh')).toBe('1小时前');
    expect(relativeTime(ago(23 * H + 59 * M), now, 'zh')).toBe('23小时前');
  });

  it('says 1天前 from one day to under two days', () => {
    expect(relativeTime(ago(D), now, 'zh')).toBe('1天前');
    expect(relativeTime(ago(2 * D - S), now, 'zh')).toBe('1天前');
  });

  it('shows the full date YYYY-MM-DD HH:mm from two days on', () => {
    expect(relativeTime(ago(2 * D), now, 'zh')).toBe('2024-05-08 12:34');
    expect(relativeTime(ago(40 * D), now, 'zh')).toBe('2024-03-31 12:34');
    expect(relativeTime(ago(2 * D), now, 'zh', 'UTC')).toBe('2024-05-08 04:34');
  });

  it('accepts 10-digit second timestamps for both arguments', () => {
    expect(relativeTime(Math.floor(ago(5 * M) / 1000), Math.floor(INSTANT / 1000), 'zh')).toBe('5分钟前');
  });

  it('treats small clock skew as now and the real future as a date', () => {
    expect(relativeTime(INSTANT + 10 * S, now, 'zh')).toBe('刚刚');
    expect(relativeTime(INSTANT + 3 * D, now, 'zh')).toBe('2024-05-13 12:34');
  });
});

describe('spec 001 §9 relative time (English)', () => {
  const now = INSTANT;
  const ago = (ms: number): number => INSTANT - ms;
  const S = 1000;
  const M = 60 * S;
  const H = 60 * M;
  const D = 24 * H;

  it('says just now under 30 seconds', () => {
    expect(relativeTime(ago(29 * S), now, 'en')).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(relativeTime(ago(30 * S), now, 'en')).toBe('1 minute ago');
    expect(relativeTime(ago(2 * M), now, 'en')).toBe('2 minutes ago');
    expect(relativeTime(ago(59 * M), now, 'en')).toBe('59 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(relativeTime(ago(H), now, 'en')).toBe('1 hour ago');
    expect(relativeTime(ago(23 * H), now, 'en')).toBe('23 hours ago');
  });

  it('counts days from one day on, with no full-date cut-off', () => {
    expect(relativeTime(ago(D), now, 'en')).toBe('1 day ago');
    expect(relativeTime(ago(2 * D), now, 'en')).toBe('2 days ago');
    expect(relativeTime(ago(45 * D + 3 * H), now, 'en')).toBe('45 days ago');
  });

  it('property: output always matches one of the spec forms for past instants', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * D }), (diff) => {
        expect(relativeTime(ago(diff), now, 'en')).toMatch(/^(just now|\d+ (minute|hour|day)s? ago)$/);
        expect(relativeTime(ago(diff), now, 'zh')).toMatch(/^(刚刚|\d+分钟前|\d+小时前|1天前|\d{4}-\d{2}-\d{2} \d{2}:\d{2})$/);
      }),
    );
  });
});

describe('spec 000 §4 lock until the next day: nextLocalMidnight', () => {
  it('Asia/Shanghai: next 00:00 (UTC+8) from any time of the day', () => {
    expect(nextLocalMidnight(new Date('2024-05-10T04:34:56Z')).toISOString()).toBe('2024-05-10T16:00:00.000Z');
    expect(nextLocalMidnight(new Date('2024-05-10T15:59:59.999Z'), 'Asia/Shanghai').toISOString()).toBe(
      '2024-05-10T16:00:00.000Z',
    );
    // Exactly at local midnight: the lock runs to the following midnight, not to now.
    expect(nextLocalMidnight(new Date('2024-05-10T16:00:00Z')).toISOString()).toBe('2024-05-11T16:00:00.000Z');
    // Year and leap-day boundaries.
    expect(nextLocalMidnight(new Date('2024-12-31T20:00:00Z')).toISOString()).toBe('2025-01-01T16:00:00.000Z');
    expect(nextLocalMidnight(new Date('2024-02-28T17:00:00Z')).toISOString()).toBe('2024-02-29T16:00:00.000Z');
  });

  it('America/New_York: follows EST/EDT across both DST changes', () => {
    const ny = 'America/New_York';
    // Winter (EST, UTC-5).
    expect(nextLocalMidnight(new Date('2024-01-15T17:00:00Z'), ny).toISOString()).toBe('2024-01-16T05:00:00.000Z');
    // Day before spring forward: midnight of 10 March is still EST.
    expect(nextLocalMidnight(new Date('2024-03-09T17:00:00Z'), ny).toISOString()).toBe('2024-03-10T05:00:00.000Z');
    // Spring-forward day (23 h long): next midnight is EDT (UTC-4).
    expect(nextLocalMidnight(new Date('2024-03-10T05:30:00Z'), ny).toISOString()).toBe('2024-03-11T04:00:00.000Z');
    // Fall-back day (25 h long), even in the repeated hour.
    expect(nextLocalMidnight(new Date('2024-11-03T05:30:00Z'), ny).toISOString()).toBe('2024-11-04T05:00:00.000Z');
    expect(nextLocalMidnight(new Date('2024-11-03T06:30:00Z'), ny).toISOString()).toBe('2024-11-04T05:00:00.000Z');
  });

  it('America/Santiago: a day whose midnight is skipped starts at 01:00', () => {
    const scl = 'America/Santiago';
    // 2024-09-08 clocks jump from 00:00 to 01:00.
    expect(nextLocalMidnight(new Date('2024-09-07T20:00:00Z'), scl).toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(formatDate(new Date('2024-09-08T04:00:00Z'), true, scl)).toBe('2024-09-08 01:00:00');
    // 2024-04-07 clocks go back from 00:00 to 23:00, so 6 April lasts 25 h.
    expect(nextLocalMidnight(new Date('2024-04-07T01:00:00Z'), scl).toISOString()).toBe('2024-04-07T04:00:00.000Z');
  });

  it('property: result is later than now, is a new local day, and the instant before is still today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom('Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago'),
        (ms, zone) => {
          const now = new Date(ms);
          const next = nextLocalMidnight(now, zone);
          expect(next.getTime()).toBeGreaterThan(ms);
          expect(next.getTime() - ms).toBeLessThanOrEqual(25 * 3600_000);
          expect(formatDate(next, false, zone)).not.toBe(formatDate(now, false, zone));
          expect(formatDate(next.getTime() - 1, false, zone)).toBe(formatDate(now, false, zone));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects an invalid date', () => {
    expect(() => nextLocalMidnight(new Date(Number.NaN))).toThrow(RangeError);
  });
});
