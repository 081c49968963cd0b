import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkConfirmPassword,
  checkCurrentPassword,
  checkEmployeePassword,
  checkPassword,
  containsCompanyName,
  currentPasswordSchema,
  employeePasswordSchema,
  EMPLOYEE_PASSWORD,
  hasRepeatRun,
  hasSequenceRun,
  PASSWORD_FORBIDDEN_CHARS,
  PASSWORD_MAX_REPEAT,
  PASSWORD_POLICY,
  PASSWORD_RULES,
  passwordChangeSchema,
  passwordPolicyFor,
  passwordSchema,
} from './password';

const GOOD = 'Aero#Pass92x'; // 12 characters, lower, upper, digit, a symbol, no runs

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => i.message);

describe('spec 000 §5 new password: required, lengths 8-20 / 10-20', () => {
  it('exports both length readings and the current-password maximum', () => {
    expect(PASSWORD_POLICY).toEqual({ signInForm: { min: 8, max: 20 }, settings: { min: 10, max: 20 }, currentPasswordMax: 20 });
  });

  it('defaults to the stricter 10-20 reading (spec README: stricter reading is the default)', () => {
    expect(passwordPolicyFor()).toEqual({ minLength: 10, maxLength: 20, maxRepeat: 3 });
    expect(passwordPolicyFor(true)).toEqual({ minLength: 10, maxLength: 20, maxRepeat: 3 });
    expect(passwordPolicyFor(false)).toEqual({ minLength: 8, maxLength: 20, maxRepeat: 3 });
    expect(checkPassword('Ab#12x9z')).toEqual(['too_short']); // 8 characters
    expect(checkPassword('Ab#12x9z', passwordPolicyFor(false))).toEqual([]);
  });

  it('accepts a password that meets every rule', () => {
    expect(checkPassword(GOOD)).toEqual([]);
    expect(checkPassword('Zz9!Zz9!Zz9!Zz9!Zz9!')).toEqual([]); // exactly 20
  });

  it('requires a value', () => {
    expect(checkPassword('')).toEqual(['required']);
    expect(checkPassword(null)).toEqual(['required']);
    expect(checkPassword(undefined)).toEqual(['required']);
  });

  it('enforces the length bounds at the edges', () => {
    expect(checkPassword('Ab#12x9zq')).toEqual(['too_short']); // 9
    expect(checkPassword('Ab#12x9zqw')).toEqual([]); // 10
    expect(checkPassword('Zz9!Zz9!Zz9!Zz9!Zz9!k')).toEqual(['too_long']); // 21
    expect(checkPassword('Ab#1', { minLength: 8, maxLength: 20 })).toContain('too_short');
  });
});

describe('spec 000 §5 new password: character classes and forbidden characters', () => {
  it('needs a lowercase letter, an uppercase letter and a digit', () => {
    expect(checkPassword('AERO#PASS92X')).toEqual(['needs_lower']);
    expect(checkPassword('aero#pass92x')).toEqual(['needs_upper']);
    expect(checkPassword('Aero#Pass-xyw')).toEqual(['needs_digit']);
  });

  it('must not be letters and digits only', () => {
    expect(checkPassword('AeroPass92xq')).toEqual(['alnum_only']);
  });

  it("rejects each of % & ' , ; = ? $ and the double quote", () => {
    expect([...PASSWORD_FORBIDDEN_CHARS].sort()).toEqual(['"', '$', '%', '&', "'", ',', ';', '=', '?'].sort());
    for (const c of PASSWORD_FORBIDDEN_CHARS) {
      expect(checkPassword(`AeroPass92${c}q`)).toEqual(['forbidden_char']);
    }
  });

  it('allows the other symbols', () => {
    for (const c of '!#*()-_+@^~.:/[]{}|<>`') expect(checkPassword(`AeroPass92${c}q`)).toEqual([]);
  });

  it('reports every violated rule at once, in a stable order', () => {
    expect(checkPassword('aaaa')).toEqual(['too_short', 'needs_upper', 'needs_digit', 'alnum_only', 'repeat_run']);
    for (const code of checkPassword('%%%%1234abcd')) expect(PASSWORD_RULES).toContain(code);
  });
});

describe('spec 000 §5 / 001 §5 extra password rules: company name, repeats, runs', () => {
  it('rejects a password containing the company name, case-insensitively', () => {
    expect(checkPassword('xxAcmeAero#9', { companyName: 'acmeaero' })).toEqual(['contains_company']);
    expect(checkPassword('x#ACMEAERO9y', { companyName: 'AcmeAero' })).toEqual(['contains_company']);
    expect(checkPassword('x#AcmeAero9y', { companyName: 'Acme Aero' })).toEqual(['contains_company']);
    expect(checkPassword(GOOD, { companyName: 'Boeing' })).toEqual([]);
    expect(containsCompanyName('我的中航材Pass#9', '中航材')).toBe(true);
  });

  it('ignores company names shorter than 3 characters and empty ones', () => {
    expect(checkPassword('Aero#Pass92x', { companyName: 'Ae' })).toEqual([]);
    expect(checkPassword('Aero#Pass92x', { companyName: '  ' })).toEqual([]);
    expect(checkPassword('Aero#Pass92x', { companyName: null })).toEqual([]);
    expect(containsCompanyName('Aero#Pass92x', 'Aer')).toBe(true);
  });

  it('rejects four identical characters in a row, allows three', () => {
    expect(PASSWORD_MAX_REPEAT).toBe(3);
    expect(checkPassword('Aero#Pass9999')).toEqual(['repeat_run']);
    expect(checkPassword('Aero#Pass999x')).toEqual([]);
    expect(checkPassword('Ae####Pass92')).toEqual(['repeat_run']);
    expect(hasRepeatRun('aaab')).toBe(false);
    expect(hasRepeatRun('baaaa')).toBe(true);
    expect(hasRepeatRun('aAaA')).toBe(false);
  });

  it('rejects ascending and descending runs of four digits or letters, case-insensitively', () => {
    for (const run of ['1234', '4321', '6789', 'abcd', 'DCBA', 'aBcD', 'wxyz', 'ZYXW']) {
      expect(hasSequenceRun(`Q#${run}!`)).toBe(true);
    }
    expect(checkPassword('Aero#Pass1234')).toEqual(['sequence_run']);
    expect(checkPassword('Xq#9876543Tz')).toEqual(['sequence_run']);
    expect(checkPassword('Q#abcd8vYk7w')).toEqual(['sequence_run']);
  });

  it('allows runs of three and does not mix digits, letters or wrap around', () => {
    expect(hasSequenceRun('123x')).toBe(false);
    expect(hasSequenceRun('cba9')).toBe(false);
    expect(hasSequenceRun('7890')).toBe(false);
    expect(hasSequenceRun('xyza')).toBe(false);
    expect(hasSequenceRun('89ab')).toBe(false);
    expect(hasSequenceRun('1212')).toBe(false);
    // '/' and ':' surround the digits in ASCII but are not digits.
    expect(hasSequenceRun('/012')).toBe(false);
    expect(hasSequenceRun('789:')).toBe(false);
  });

  it('makes the run limit a parameter: maxRepeat 2 rejects three in a row', () => {
    expect(checkPassword('Aero#Pass999x', { maxRepeat: 2 })).toEqual(['repeat_run']);
    expect(checkPassword('Aero#Pass123x', { maxRepeat: 2 })).toEqual(['sequence_run']);
    expect(checkPassword('Aero#Pass9999', { maxRepeat: 4 })).toEqual([]);
  });

  it('property: any password built from safe pieces passes; adding a 4-run always fails', () => {
    const piece = fc.constantFrom('Ka', 'mQ', '7#', 'x9', 'Tr', '!p', '5w', 'Zb', 'c3', '@N');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 5, maxLength: 7 }), (pieces) => {
        const pwd = `Ab3!${pieces.join('')}`.slice(0, 20);
        const errors = checkPassword(pwd);
        expect(errors.filter((e) => e === 'repeat_run' || e === 'forbidden_char' || e === 'too_long')).toEqual([]);
        expect(checkPassword(`${pwd.slice(0, 16)}7777`)).toContain('repeat_run');
      }),
    );
  });
});

describe('spec 000 §5 confirm and current password', () => {
  it("confirm password is required and must equal the new one ('mismatch')", () => {
    expect(checkConfirmPassword(GOOD, GOOD)).toEqual([]);
    expect(checkConfirmPassword(GOOD, '')).toEqual(['required']);
    expect(checkConfirmPassword(GOOD, 'aero#pass92x')).toEqual(['mismatch']);
  });

  it('current password is required, at most 20 characters, no other rule', () => {
    expect(checkCurrentPassword('')).toEqual(['required']);
    expect(checkCurrentPassword('simple')).toEqual([]);
    expect(checkCurrentPassword('x'.repeat(20))).toEqual([]);
    expect(checkCurrentPassword('x'.repeat(21))).toEqual(['too_long']);
  });
});

describe('spec 000 §9 / 001 §5 employee account password: 8-12, letters/underscore/digits, two kinds', () => {
  it('exports the 8-12 range', () => {
    expect(EMPLOYEE_PASSWORD).toEqual({ min: 8, max: 12 });
  });

  it('accepts any two of the three kinds', () => {
    expect(checkEmployeePassword('abcdefg1')).toEqual([]);
    expect(checkEmployeePassword('abc_defg')).toEqual([]);
    expect(checkEmployeePassword('1234_567')).toEqual([]);
    expect(checkEmployeePassword('Ab_12345678z')).toEqual([]); // 12
  });

  it('rejects a single kind', () => {
    expect(checkEmployeePassword('abcdefgh')).toEqual(['employee_two_kinds']);
    expect(checkEmployeePassword('12345678')).toEqual(['employee_two_kinds']);
    expect(checkEmployeePassword('________')).toEqual(['employee_two_kinds']);
  });

  it('rejects other characters and wrong lengths', () => {
    expect(checkEmployeePassword('abc-1234')).toEqual(['employee_charset']);
    expect(checkEmployeePassword('abc 1234')).toEqual(['employee_charset']);
    expect(checkEmployeePassword('abc1234')).toEqual(['too_short']);
    expect(checkEmployeePassword('abc1234567890')).toEqual(['too_long']);
    expect(checkEmployeePassword('')).toEqual(['required']);
  });

  it('property: strings of [A-Za-z0-9_] of length 8-12 fail only when they use one kind', () => {
    const char = fc.constantFrom(...'aZ_09xQ5'.split(''));
    fc.assert(
      fc.property(fc.array(char, { minLength: 8, maxLength: 12 }), (chars) => {
        const pwd = chars.join('');
        const kinds = [/[A-Za-z]/, /_/, /\d/].filter((re) => re.test(pwd)).length;
        expect(checkEmployeePassword(pwd)).toEqual(kinds >= 2 ? [] : ['employee_two_kinds']);
      }),
    );
  });
});

describe('spec 000 §5 password zod schemas (message = rule code)', () => {
  it('passwordSchema adds one issue per violated rule', () => {
    expect(passwordSchema().safeParse(GOOD).success).toBe(true);
    expect(messages(passwordSchema().safeParse('aaaa'))).toEqual(['too_short', 'needs_upper', 'needs_digit', 'alnum_only', 'repeat_run']);
    expect(messages(passwordSchema({ companyName: 'AcmeAero' }).safeParse('x#AcmeAero9y'))).toEqual(['contains_company']);
    expect(messages(passwordSchema(passwordPolicyFor(false)).safeParse('Ab#12x9z'))).toEqual([]);
  });

  it('missing values give required', () => {
    expect(messages(passwordSchema().safeParse(undefined))).toEqual(['required']);
    expect(messages(passwordSchema().safeParse(''))).toEqual(['required']);
    expect(messages(employeePasswordSchema.safeParse(undefined))).toEqual(['required']);
    expect(messages(currentPasswordSchema.safeParse(''))).toEqual(['required']);
  });

  it('employeePasswordSchema follows checkEmployeePassword', () => {
    expect(employeePasswordSchema.safeParse('abc_1234').success).toBe(true);
    expect(messages(employeePasswordSchema.safeParse('abc-1234'))).toEqual(['employee_charset']);
  });

  it('passwordChangeSchema puts mismatch on confirmPwd, even when newPwd also fails', () => {
    const schema = passwordChangeSchema();
    expect(schema.safeParse({ oldPwd: 'old', newPwd: GOOD, confirmPwd: GOOD }).success).toBe(true);
    const mismatch = schema.safeParse({ oldPwd: 'old', newPwd: GOOD, confirmPwd: 'other' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['confirmPwd', 'mismatch']]);
    const both = schema.safeParse({ oldPwd: '', newPwd: 'short', confirmPwd: 'x' });
    expect(both.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'oldPwd:required',
      'newPwd:too_short',
      'newPwd:needs_upper',
      'newPwd:needs_digit',
      'newPwd:alnum_only',
      'confirmPwd:mismatch',
    ]);
  });
});
