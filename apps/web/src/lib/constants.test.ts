import { describe, expect, it } from 'vitest';
import * as shared from '@aerosupply/shared/utils';
import * as web from './constants';

describe('web constants equal the shared ones (spec 000 §9)', () => {
  it.each(['CLICK_GUARD_MS', 'REQUEST_TIMEOUT_MS', 'NARROW_BREAKPOINT', 'SIDEBAR_WIDTH', 'STAFF_COMPANY_ID'] as const)('%s', (name) => {
    expect(web[name]).toBe(shared[name]);
  });

  it('error messages last MESSAGE_DURATION_S seconds', () => {
    expect(web.ERROR_MESSAGE_SECONDS).toBe(shared.MESSAGE_DURATION_S);
  });
});
