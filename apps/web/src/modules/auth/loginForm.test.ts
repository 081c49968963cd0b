import { describe, expect, it } from 'vitest';
import { firstErrorField, loginFieldError, validateLogin } from './loginForm';

describe('sign-in form validation (D-700)', () => {
  it('asks for a user ID that is not blank', () => {
    expect(loginFieldError('username', '')).toBe('auth.validation.usernameRequired');
    expect(loginFieldError('username', '   ')).toBe('auth.validation.usernameRequired');
    expect(loginFieldError('username', ' admin ')).toBeUndefined();
  });

  it('asks for a password of at most 20 characters (spaces count)', () => {
    expect(loginFieldError('password', '')).toBe('auth.validation.passwordRequired');
    expect(loginFieldError('password', '   ')).toBeUndefined();
    expect(loginFieldError('password', 'x'.repeat(20))).toBeUndefined();
    expect(loginFieldError('password', 'x'.repeat(21))).toBe('auth.validation.passwordMax');
  });

  it('checks the captcha only when it is asked for', () => {
    const values = { username: 'admin', password: 'secret', captchaCode: ' ' };
    expect(validateLogin(values, false)).toEqual({});
    expect(validateLogin(values, true)).toEqual({ captchaCode: 'auth.validation.captchaRequired' });
  });

  it('reports every field in error and the first one in page order', () => {
    const errors = validateLogin({ username: '', password: '', captchaCode: '' }, true);
    expect(errors).toEqual({
      username: 'auth.validation.usernameRequired',
      password: 'auth.validation.passwordRequired',
      captchaCode: 'auth.validation.captchaRequired',
    });
    expect(firstErrorField(errors)).toBe('username');
    expect(firstErrorField({ captchaCode: 'auth.validation.captchaRequired' })).toBe('captchaCode');
    expect(firstErrorField({})).toBeUndefined();
  });
});
