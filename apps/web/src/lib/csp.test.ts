import { describe, expect, it } from 'vitest';
import { config } from 'zod/v4/core';
import { zodJitless } from './csp';

describe('zodJitless', () => {
  it('turns zod jitless through the setting zod reads (no eval under the page policy)', () => {
    expect(config().jitless).not.toBe(true);
    zodJitless();
    expect(config().jitless).toBe(true);
  });
});
