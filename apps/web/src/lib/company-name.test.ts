import { describe, expect, it } from 'vitest';
import { companyName } from './company-name';

describe('companyName (issue 11 item 6)', () => {
  it('shows the English name in English where the company gave one', () => {
    expect(companyName('成都航材有限公司', 'Chengdu Aero Parts Ltd.', 'en')).toBe('Chengdu Aero Parts Ltd.');
  });
  it('falls back to the registered name in English when there is no English name', () => {
    expect(companyName('成都航材有限公司', null, 'en')).toBe('成都航材有限公司');
    expect(companyName('成都航材有限公司', '', 'en')).toBe('成都航材有限公司');
  });
  it('shows the registered name in Chinese', () => {
    expect(companyName('成都航材有限公司', 'Chengdu Aero Parts Ltd.', 'zh')).toBe('成都航材有限公司');
  });
});
