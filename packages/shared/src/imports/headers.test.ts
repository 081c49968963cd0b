import { describe, expect, it } from 'vitest';
import { matchHeaders, normalizeTitle, type HeaderColumn } from './headers';

const columns: HeaderColumn[] = [
  { key: 'code', titles: ['代码', 'Code'], required: true },
  { key: 'textZh', titles: ['中文名称', 'Chinese name'], required: true },
  { key: 'sort', titles: ['排序', 'Sort order'], required: false },
];

describe('import header matching (D-111)', () => {
  it('matches the zh titles and the en titles alike', () => {
    expect(matchHeaders(columns, ['代码', '中文名称', '排序']).index).toEqual({ code: 0, textZh: 1, sort: 2 });
    expect(matchHeaders(columns, ['Code', 'Chinese name', 'Sort order']).index).toEqual({ code: 0, textZh: 1, sort: 2 });
  });

  it('takes a header mixing both languages, in any order, and the column keys', () => {
    const m = matchHeaders(columns, ['sort', 'Chinese name', '代码']);
    expect(m.index).toEqual({ sort: 0, textZh: 1, code: 2 });
    expect(m.missing).toEqual([]);
  });

  it('ignores case, spaces, full-width forms and the required-column star', () => {
    expect(normalizeTitle(' *Ｃｏｄｅ ')).toBe('code');
    expect(normalizeTitle('Sort   order*')).toBe('sort order');
    expect(matchHeaders(columns, ['CODE *', '  chinese  NAME', 'ＳＯＲＴ ＯＲＤＥＲ']).index).toEqual({ code: 0, textZh: 1, sort: 2 });
  });

  it('reports missing required columns but not missing optional ones', () => {
    const m = matchHeaders(columns, ['代码']);
    expect(m.missing).toEqual(['textZh']);
  });

  it('reports a column named twice, in either language', () => {
    const m = matchHeaders(columns, ['代码', 'Code', '中文名称']);
    expect(m.duplicates).toEqual(['code']);
    expect(m.index.code).toBe(0);
  });

  it('ignores blank header cells and lists unknown ones', () => {
    const m = matchHeaders(columns, [null, '代码', '', 'Remarks', '中文名称', undefined]);
    expect(m.index).toEqual({ code: 1, textZh: 4 });
    expect(m.ignored).toEqual([3]);
  });
});
