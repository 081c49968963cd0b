import { describe, expect, it } from 'vitest';
import { DEFAULT_CRITERIA } from './defaults';
import { DEFAULT_THRESHOLDS, gradeOf, monthBounds, monthsOfQuarter, monthsUpTo, previousMonth, quarterOf, scoreOf, totalOf, validateCriteria } from './grading';

describe('scoreOf by formula shape', () => {
  it('rates higher is better: 9 of 10 lines on time scores 90', () => {
    expect(scoreOf('delivery.on_time_confirmed', 9, 10)).toEqual({ value: 0.9, score: 90 });
  });
  it('rates lower is better: 1 warranty return of 4 repairs scores 75', () => {
    expect(scoreOf('quality.warranty_returns', 1, 4)).toEqual({ value: 0.25, score: 75 });
  });
  it('scaled: 6 days late per line against the 30-day scale scores 80, beyond the scale 0', () => {
    expect(scoreOf('delivery.days_late', 60, 10)).toEqual({ value: 6, score: 80 });
    expect(scoreOf('delivery.days_late', 400, 10, 30).score).toBe(0);
    expect(scoreOf('service.change_requests', 1, 4, 2)).toEqual({ value: 0.25, score: 87.5 });
  });
  it('counts: each lapsed qualification costs its points', () => {
    expect(scoreOf('quality.lapsed_qualifications', 1, 3)).toEqual({ value: 1, score: 50 });
    expect(scoreOf('quality.lapsed_qualifications', 0, 3)).toEqual({ value: 0, score: 100 });
    expect(scoreOf('quality.lapsed_qualifications', 3, 3, 40).score).toBe(0);
  });
  it('nothing to measure is no score, not zero', () => {
    expect(scoreOf('delivery.on_time_confirmed', 0, 0)).toEqual({ value: null, score: null });
  });
});

describe('grades and the weighted total', () => {
  it('grades by the lowest score of A, B and C', () => {
    expect([95, 90, 89.9, 75, 60, 59.9].map((s) => gradeOf(s, DEFAULT_THRESHOLDS))).toEqual(['A', 'A', 'B', 'B', 'C', 'D']);
    expect(gradeOf(null, DEFAULT_THRESHOLDS)).toBeNull();
  });
  it('weights the measured criteria and drops the weight of unmeasured ones', () => {
    expect(totalOf([{ weight: 60, score: 100 }, { weight: 40, score: 50 }])).toBe(80);
    expect(totalOf([{ weight: 60, score: 100 }, { weight: 40, score: null }])).toBe(100);
    expect(totalOf([{ weight: 50, score: null }])).toBeNull();
    expect(totalOf([{ weight: 30, score: 70 }, { weight: 30, score: 80 }, { weight: 40, score: 91 }])).toBe(81.4);
  });
});

describe('validateCriteria', () => {
  const t = { a: 90, b: 75, c: 60 };
  it('accepts the defaults', () => {
    expect(DEFAULT_CRITERIA.reduce((n, c) => n + c.weight, 0)).toBe(100);
    expect(validateCriteria(DEFAULT_CRITERIA, t)).toEqual([]);
  });
  it('names every wrong field at once', () => {
    const errors = validateCriteria(
      [
        { formula: 'delivery.on_time_confirmed', weight: 50, thresholds: t },
        { formula: 'delivery.teleport', weight: 20, thresholds: t },
        { formula: 'delivery.on_time_confirmed', weight: 10, thresholds: { a: 60, b: 75, c: 90 } },
        { formula: 'delivery.days_late', weight: 10, thresholds: t, param: 0 },
        { formula: 'service.rfx_answered', weight: 5, thresholds: t, param: 3 },
      ],
      { a: 50, b: 50, c: 10 },
    );
    expect(errors).toEqual([
      { path: 'criteria.1.formula', errorKey: 'scorecard.unknown_formula', params: { formula: 'delivery.teleport' } },
      { path: 'criteria.2.formula', errorKey: 'scorecard.duplicate_formula' },
      { path: 'criteria.2.thresholds', errorKey: 'scorecard.thresholds_order' },
      { path: 'criteria.3.param', errorKey: 'scorecard.param_range', params: { min: 1, max: 365 } },
      { path: 'criteria.4.param', errorKey: 'scorecard.param_unused' },
      { path: 'criteria', errorKey: 'scorecard.weights_sum', params: { sum: 95 } },
      { path: 'totalThresholds', errorKey: 'scorecard.thresholds_order' },
    ]);
  });
});

describe('periods', () => {
  it('knows months, quarters and their bounds', () => {
    expect(monthBounds('2026-02')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(monthBounds('2024-02').end).toBe('2024-02-29');
    expect(quarterOf('2026-11')).toBe('2026-Q4');
    expect(monthsOfQuarter('2026-Q2')).toEqual(['2026-04', '2026-05', '2026-06']);
    expect(previousMonth('2026-01-01')).toBe('2025-12');
    expect(monthsUpTo('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });
});
