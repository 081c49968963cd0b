import { describe, expect, it } from 'vitest';
import { allMessages, translate } from './messages';
import { pickLang } from './lang';

describe('spec 000 §8 error catalogue', () => {
  it('has a Chinese and an English text for every key', () => {
    for (const [key, texts] of Object.entries(allMessages())) {
      expect(texts.zh.trim(), `${key} zh`).not.toBe('');
      expect(texts.en.trim(), `${key} en`).not.toBe('');
    }
  });

  it('carries every sign-in message of spec 000 §8 and 001 §8', () => {
    const keys = Object.keys(allMessages());
    expect(keys).toEqual(
      expect.arrayContaining([
        'auth.captcha_wrong',
        'auth.captcha_expired',
        'auth.bad_credentials',
        'auth.account_frozen',
        'auth.no_valid_email',
        'auth.no_valid_mobile',
        'auth.too_fast',
        'auth.token_invalid',
        'common.internal',
        'verification.code_mismatch',
        'verification.code_expired',
        'auth.password_reset_ok',
        'auth.email_sent',
      ]),
    );
    expect(translate('auth.token_invalid', 'en')).toBe('Token invalid, please log in again');
    expect(translate('password.mismatch', 'en')).toBe('The passwords entered twice are inconsistent');
    expect(translate('common.internal', 'en')).toMatch(/being fixed/);
  });

  it('fills placeholders and falls back to the key', () => {
    expect(translate('no.such.key', 'zh')).toBe('no.such.key');
  });
});

describe('spec 000 §4 language choice', () => {
  it('takes the saved language, else the browser language, else English', () => {
    expect(pickLang('zh', 'en-US')).toBe('zh');
    expect(pickLang(null, 'zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(pickLang(null, 'fr-FR,en;q=0.5')).toBe('en');
    expect(pickLang(null, 'de-DE')).toBe('en');
    expect(pickLang(undefined, undefined)).toBe('en');
  });
});
