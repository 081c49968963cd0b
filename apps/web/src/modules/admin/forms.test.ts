/**
 * The admin forms validate in the browser with the shared schemas (spec 001 §5 staff IDs, §3 role
 * code and hardware-key serial): messages are the shared catalogue's texts, empty values are
 * 'Required' only when the field is.
 */
import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { hardwareKeyBody, roleCreateBody, userCreateBody } from '@aerosupply/shared/admin/schemas';
import { createItemSchema } from '@aerosupply/shared/dict/schemas';
import { blankToUndefined, issueKeys, zodRule } from './forms';

async function check(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  const { validator } = rule as RuleObject;
  try {
    await validator!({} as never, value, () => undefined);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe('admin form rules from the shared schemas (spec 001 §3, §5)', () => {
  it('a required field left empty says Required; an optional one passes', async () => {
    expect(await check(zodRule(userCreateBody.shape.realName, true), '')).toBe('Required');
    expect(await check(zodRule(userCreateBody.shape.realName, true), '   ')).toBe('Required');
    expect(await check(zodRule(createItemSchema.shape.textEn, true), undefined)).toBe('Required');
    expect(await check(zodRule(userCreateBody.shape.mobile), '')).toBeNull();
    expect(await check(zodRule(userCreateBody.shape.phone), undefined)).toBeNull();
  });

  it('format rules answer with the catalogue text', async () => {
    expect(await check(zodRule(userCreateBody.shape.email, true), 'not-an-email')).toBe('Please enter a valid email');
    expect(await check(zodRule(userCreateBody.shape.mobile), '13a')).toMatch(/digits/i);
    expect(await check(zodRule(roleCreateBody.shape.code, true), 'Bad Code')).toMatch(/^The role code starts with a lowercase letter/);
    expect(await check(zodRule(hardwareKeyBody.shape.serial), 'key with spaces')).toMatch(/hardware-key serial/);
    expect(await check(zodRule(userCreateBody.shape.account, true), 'a b')).toMatch(/letters, digits and _ \. @ -/);
    expect(await check(zodRule(userCreateBody.shape.realName, true), 'x'.repeat(61))).toMatch(/60|long/i);
  });

  it('valid values pass', async () => {
    expect(await check(zodRule(roleCreateBody.shape.code, true), 'log_reader')).toBeNull();
    expect(await check(zodRule(userCreateBody.shape.account, true), '40000001')).toBeNull();
    expect(await check(zodRule(hardwareKeyBody.shape.serial), 'HK-2026:001')).toBeNull();
  });

  it('an empty role list asks for a role', async () => {
    expect(issueKeys(userCreateBody.shape.roleIds, [])).toEqual(['admin.role_required']);
    expect(await check(zodRule(userCreateBody.shape.roleIds, true), [])).toBe('Choose at least one role');
  });

  it('blank texts become absent', () => {
    expect(blankToUndefined({ a: '', b: '  ', c: 'x', d: 0 })).toEqual({ a: undefined, b: undefined, c: 'x', d: 0 });
  });
});
