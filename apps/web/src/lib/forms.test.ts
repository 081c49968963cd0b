import { describe, expect, it } from 'vitest';
import { changedPaths, toNamePath } from './forms';

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

describe('toNamePath (server field errors land on their form field)', () => {
  it('reads the request path, rows included, and maps fields the form shows under another name', () => {
    expect(toNamePath('body.lines.2.quantity')).toEqual(['lines', 2, 'quantity']);
    expect(toNamePath('periodFrom', { periodFrom: 'period', periodTo: 'period' })).toEqual(['period']);
    expect(toNamePath('body.periodTo', { periodFrom: 'period', periodTo: 'period' })).toEqual(['period']);
    expect(toNamePath('dueDate', { periodFrom: 'period' })).toEqual(['dueDate']);
    expect(toNamePath('range.0', { range: 'period' })).toEqual(['period', 0]);
  });
});
