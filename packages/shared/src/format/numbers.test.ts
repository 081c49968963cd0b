import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviateNumber, formatAmount, NUMBER_SUFFIXES } from './numbers';

describe('spec 000 §9 number abbreviations k, M, G, T, P, E', () => {
  it('uses the six suffixes of the spec for 1e3 .. 1e18', () => {
    expect(NUMBER_SUFFIXES.map((s) => s.symbol).reverse().join('')).toBe('kMGTPE');
    expect(abbreviateNumber(1e3)).toBe('1k');
    expect(abbreviateNumber(1e6)).toBe('1M');
    expect(abbreviateNumber(1e9)).toBe('1G');
    expect(abbreviateNumber(1e12)).toBe('1T');
    expect(abbreviateNumber(1e15)).toBe('1P');
    expect(abbreviateNumber(1e18)).toBe('1E');
  });

  it('keeps one decimal by default and drops trailing zeros', () => {
    expect(abbreviateNumber(1234)).toBe('1.2k');
    expect(abbreviateNumber(1_500_000)).toBe('1.5M');
    expect(abbreviateNumber(2_000_000)).toBe('2M');
    expect(abbreviateNumber(12_345_678_901)).toBe('12.3G');
  });

  it('honours the digits argument', () => {
    expect(abbreviateNumber(1234, 2)).toBe('1.23k');
    expect(abbreviateNumber(1234, 0)).toBe('1k');
    expect(abbreviateNumber(1205, 2)).toBe('1.21k');
    expect(abbreviateNumber(1200, 3)).toBe('1.2k');
    expect(() => abbreviateNumber(1234, -1)).toThrow(RangeError);
    expect(() => abbreviateNumber(1234, 1.5)).toThrow(RangeError);
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(abbreviateNumber(999_950)).toBe('1M');
    expect(abbreviateNumber(999_949)).toBe('999.9k');
  });

  it('leaves numbers under 1000 unchanged and keeps the sign', () => {
    expect(abbreviateNumber(0)).toBe('0');
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(12.5)).toBe('12.5');
    expect(abbreviateNumber(-1500)).toBe('-1.5k');
    expect(abbreviateNumber(-42)).toBe('-42');
  });

  it('does not choke on non-finite numbers', () => {
    expect(abbreviateNumber(Number.NaN)).toBe('NaN');
    expect(abbreviateNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('property: abbreviated values >= 1000 are a short number plus one suffix', () => {
    fc.assert(
      fc.property(fc.double({ min: 1000, max: 1e20, noNaN: true }), fc.integer({ min: 0, max: 3 }), (n, digits) => {
        const text = abbreviateNumber(n, digits);
        const match = /^(\d+(?:\.(\d+))?)([kMGTPE])$/.exec(text);
        expect(match).not.toBeNull();
        const [, num, decimals, symbol] = match!;
        expect((decimals ?? '').length).toBeLessThanOrEqual(digits);
        const unit = NUMBER_SUFFIXES.find((s) => s.symbol === symbol)!.value;
        if (symbol !== 'E') expect(Number(num)).toBeLessThan(1000);
        expect(Math.abs(Number(num) * unit - n)).toBeLessThanOrEqual(unit * 0.5 * 10 ** -digits * 1.000001);
      }),
    );
  });
});

describe('spec 000 §9 amounts by language', () => {
  it('formats plain amounts with grouping and two decimals', () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'zh')).toBe('1,234.50');
    expect(formatAmount(0, 'en')).toBe('0.00');
    expect(formatAmount(-9876543.219, 'en')).toBe('-9,876,543.22');
  });

  it('adds the currency symbol for the language', () => {
    expect(formatAmount(1234.5, 'zh', 'CNY')).toBe('¥1,234.50');
    expect(formatAmount(1234.5, 'en', 'USD')).toBe('$1,234.50');
    expect(formatAmount(1234.5, 'zh', 'USD')).toBe('US$1,234.50');
    expect(formatAmount(1234.5, 'en', 'eur')).toBe('€1,234.50');
    // Yen has no minor unit.
    expect(formatAmount(1234.5, 'en', 'JPY')).toBe('¥1,235');
  });

  it('rejects a malformed currency code', () => {
    expect(() => formatAmount(1, 'en', 'DOLLARS')).toThrow(RangeError);
  });
});
