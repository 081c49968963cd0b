import { describe, expect, it } from 'vitest';
import { changedPaths } from './forms';

describe('changedPaths (a corrected field loses its error, issue 11 item 4)', () => {
  it('walks nested steps and rows down to the edited field', () => {
    expect(changedPaths({ general: { taxId: 'X' } })).toEqual([['general', 'taxId']]);
    const rows: unknown[] = [];
    rows[2] = { name: 'Li' };
    expect(changedPaths({ general: { directors: rows } })).toEqual([['general', 'directors'], ['general', 'directors', 2, 'name']]);
  });

  it('treats a multi-select value and a date as one field', () => {
    expect(changedPaths({ general: { productRanges: ['A', 'B'] } })).toEqual([['general', 'productRanges']]);
    expect(changedPaths({ d: new Date(0) })).toEqual([['d']]);
  });
});
