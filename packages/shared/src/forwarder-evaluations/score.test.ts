import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_WEIGHTS, parseScoreWeights, percent, questionnaireScore, questionPoints, totalScore } from './score';

describe('forwarder evaluation scorecard formula (D-413)', () => {
  it('gives a 1-5 score 0..100 points and yes/no 100/0', () => {
    expect([1, 2, 3, 4, 5].map((v) => questionPoints('score', v))).toEqual([0, 25, 50, 75, 100]);
    expect(questionPoints('yesno', 1)).toBe(100);
    expect(questionPoints('yesno', 0)).toBe(0);
  });

  it('weights the answered questions and skips the unanswered', () => {
    const qs = [
      { kind: 'score', weight: 2 },
      { kind: 'yesno', weight: 1 },
      { kind: 'score', weight: 1 },
    ] as const;
    // (2×75 + 1×0) ÷ 3 = 50; the third is unanswered
    expect(questionnaireScore(qs, [4, 0, null])).toBe(50);
    expect(questionnaireScore(qs, [5, 1, 3])).toBe(87.5);
    expect(questionnaireScore(qs, [null, null, null])).toBeNull();
  });

  it('combines the parts with the weights, leaving out a missing part', () => {
    expect(totalScore({ questionnaire: 80, onTime: 90, billAccuracy: 50 }, DEFAULT_SCORE_WEIGHTS)).toBe(77);
    // no shipments: (50×80 + 20×50) ÷ 70 = 71.43 -> 71.4
    expect(totalScore({ questionnaire: 80, onTime: null, billAccuracy: 50 }, DEFAULT_SCORE_WEIGHTS)).toBe(71.4);
    expect(totalScore({ questionnaire: null, onTime: null, billAccuracy: null }, DEFAULT_SCORE_WEIGHTS)).toBeNull();
    expect(totalScore({ questionnaire: 80, onTime: 90, billAccuracy: 50 }, { questionnaire: 1, onTime: 0, billAccuracy: 0 })).toBe(80);
  });

  it('rounds rates to one decimal and has none without a base', () => {
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(0, 0)).toBeNull();
  });

  it('reads the weights setting and refuses a malformed one', () => {
    expect(parseScoreWeights(undefined)).toEqual(DEFAULT_SCORE_WEIGHTS);
    expect(parseScoreWeights('60, 20, 20')).toEqual({ questionnaire: 60, onTime: 20, billAccuracy: 20 });
    expect(parseScoreWeights('60,40')).toBeNull();
    expect(parseScoreWeights('0,0,0')).toBeNull();
    expect(parseScoreWeights('a,1,1')).toBeNull();
  });
});
