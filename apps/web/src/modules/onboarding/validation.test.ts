import { describe, expect, it } from 'vitest';
import { registrationSchema, requiredMobileField, taxIdField } from '@aerosupply/shared/registration/schemas';
import { email } from '@aerosupply/shared/validation/fields';
import { confirmIssueKeys, passwordIssueKeys, secondsLeft, zodIssueKeys } from './validation';

describe('onboarding form rules from the shared schemas (spec 000 §5, 001 §5)', () => {
  it('maps empty input to required and bad input to the schema keys', () => {
    expect(zodIssueKeys(email, '')).toEqual(['validation.required']);
    expect(zodIssueKeys(email, 'nope')).toEqual(['validation.email']);
    expect(zodIssueKeys(email, 'a@b.cn')).toEqual([]);
    expect(zodIssueKeys(requiredMobileField, '12ab')).toContain('validation.digits_only');
    expect(zodIssueKeys(taxIdField, 'ab cd')).toContain('validation.no_spaces');
    expect(zodIssueKeys(registrationSchema().shape.taxSystem, undefined)).toEqual(['validation.required']);
    expect(zodIssueKeys(registrationSchema().shape.taxSystem, 'NOPE')).toEqual(['validation.invalid_enum']);
  });

  it('checks the password with the policy length and every company name', () => {
    expect(passwordIssueKeys('Gx#7pWq!2', { strict: true })).toEqual(['password.too_short']);
    expect(passwordIssueKeys('Gx#7pWq!2', { strict: false })).toEqual([]);
    expect(passwordIssueKeys('my#Skywing7', { strict: true, companyNames: ['成都天翼', 'Skywing'] })).toEqual(['password.contains_company']);
    expect(passwordIssueKeys('Baaaa#2x9Q', { strict: true })).toContain('password.repeat_run');
    expect(confirmIssueKeys('Gx#7pWq!2m', 'Gx#7pWq!2M')).toEqual(['password.mismatch']);
  });

  it('the client schema refuses what the server refuses (same registration schema)', () => {
    const keys = zodIssueKeys(registrationSchema(), { agreeCodeOfConduct: false });
    expect(keys).toEqual(expect.arrayContaining(['registration.must_agree', 'validation.required']));
  });

  it('counts the resend cooldown down in whole seconds', () => {
    expect(secondsLeft(61_000, 1_000)).toBe(60);
    expect(secondsLeft(1_500, 1_000)).toBe(1);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
  });
});
