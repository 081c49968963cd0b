import { describe, expect, it } from 'vitest';
import { caseless, containsPattern } from './search';

describe('typed "contains" searches', () => {
  it('uses the case-sensitive operator only for terms without case', () => {
    expect(caseless('4500012345')).toBe(true);
    expect(caseless('发动机部')).toBe(true);
    expect(caseless('PO-2026/01')).toBe(false);
    expect(caseless('b000')).toBe(false);
    expect(caseless('ß')).toBe(false);
  });

  it('escapes the pattern characters of the term', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
