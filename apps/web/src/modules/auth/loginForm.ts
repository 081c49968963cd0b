/**
 * The sign-in form's own validation (D-700): the rules antd's Form held (user ID and captcha
 * required and not blank, password required and at most 20 characters) as plain functions, so the
 * sign-in page loads without rc-field-form and async-validator. Errors are text keys, translated
 * when shown, so they follow a language switch.
 */
export interface LoginValues {
  username: string;
  password: string;
  captchaCode: string;
}

export type LoginField = keyof LoginValues;

export type LoginErrors = Partial<Record<LoginField, string>>;

/** The fields in their order on the page (the first in error gets the focus). */
export const LOGIN_FIELDS: readonly LoginField[] = ['username', 'password', 'captchaCode'];

export const PASSWORD_MAX = 20;

/** The text key of `field`'s error for `value`, or undefined when it is valid. */
export function loginFieldError(field: LoginField, value: string): string | undefined {
  switch (field) {
    case 'username':
      return value.trim() === '' ? 'auth.validation.usernameRequired' : undefined;
    case 'password':
      if (value === '') return 'auth.validation.passwordRequired';
      return value.length > PASSWORD_MAX ? 'auth.validation.passwordMax' : undefined;
    case 'captchaCode':
      return value.trim() === '' ? 'auth.validation.captchaRequired' : undefined;
  }
}

/** The errors of every field shown (the captcha only when it is asked for). */
export function validateLogin(values: LoginValues, captchaOn: boolean): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of LOGIN_FIELDS) {
    if (field === 'captchaCode' && !captchaOn) continue;
    const error = loginFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The first field in error, in page order. */
export function firstErrorField(errors: LoginErrors): LoginField | undefined {
  return LOGIN_FIELDS.find((field) => errors[field] !== undefined);
}
