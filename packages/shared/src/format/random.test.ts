import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANDOM_ALPHABET, randomString, type RandomBytes } from './random';

const FORBIDDEN = ['i', 'l', 'o', '0', '1', 'I', 'L', 'O'];

/** An rng that replays the given byte values in a loop. */
const replay = (values: number[]): RandomBytes => {
  let k = 0;
  return (bytes) => {
    for (let i = 0; i < bytes.length; i += 1) {
      bytes[i] = values[k % values.length]!;
      k += 1;
    }
  };
};

describe('spec 000 §9 random string alphabet', () => {
  it('omits i, l, o, 0, 1, I, L, O and keeps every other letter and digit', () => {
    for (const c of FORBIDDEN) expect(RANDOM_ALPHABET).not.toContain(c);
    const all = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    const expected = [...all].filter((c) => !FORBIDDEN.includes(c)).join('');
    expect([...RANDOM_ALPHABET].sort().join('')).toBe([...expected].sort().join(''));
    expect(RANDOM_ALPHABET).toHaveLength(54);
    expect(new Set(RANDOM_ALPHABET).size).toBe(54);
  });

  it('produces strings of the requested length from Web Crypto by default', () => {
    expect(randomString(0)).toBe('');
    const s = randomString(32);
    expect(s).toHaveLength(32);
    expect(s).toMatch(new RegExp(`^[${RANDOM_ALPHABET}]+$`));
    expect(randomString(1000)).toHaveLength(1000);
  });

  it('two default strings of 32 characters differ', () => {
    expect(randomString(32)).not.toBe(randomString(32));
  });

  it('rejects bad lengths and alphabets', () => {
    expect(() => randomString(-1)).toThrow(RangeError);
    expect(() => randomString(2.5)).toThrow(RangeError);
    expect(() => randomString(4, undefined, 'a')).toThrow(RangeError);
  });

  it('maps bytes by index and discards bytes >= 216 (rejection sampling, no modulo bias)', () => {
    // 54 * 4 = 216: bytes 216..255 are skipped, 0 -> 'A', 53 -> '9', 54 -> 'A' again.
    expect(randomString(4, replay([216, 255, 0, 53, 230, 54, 1]))).toBe('A9AB');
    expect(randomString(3, replay([215]))).toBe('999');
  });

  it('every character is reachable and equally weighted over one full byte cycle', () => {
    const bytes = Array.from({ length: 256 }, (_, i) => i);
    const s = randomString(216, replay(bytes));
    const counts = new Map<string, number>();
    for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(54);
    for (const n of counts.values()) expect(n).toBe(4);
  });

  it('property (fast-check): no forbidden character ever appears, whatever the rng returns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), fc.array(fc.integer({ min: 0, max: 215 }), { minLength: 1, maxLength: 64 }), fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), (length, good, any) => {
        // At least one accepted byte per cycle guarantees progress.
        const s = randomString(length, replay([...any, ...good]));
        expect(s).toHaveLength(length);
        for (const c of FORBIDDEN) expect(s).not.toContain(c);
        for (const c of s) expect(RANDOM_ALPHABET).toContain(c);
      }),
    );
  });

  it('property (fast-check): real crypto output never contains a forbidden character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (length) => {
        const s = randomString(length);
        expect(s).toHaveLength(length);
        expect(s).not.toMatch(/[ilo01ILO]/);
      }),
    );
  });
});
