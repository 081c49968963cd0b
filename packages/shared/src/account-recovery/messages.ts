/** Texts of verification codes and account recovery (spec 000 §8, spec 001 §8). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const ACCOUNT_RECOVERY_MESSAGES: MessageCatalogue = {
  'verification.too_soon': { zh: '验证码已发送，请{seconds}秒后再重新获取', en: 'A code was just sent. You can request another in {seconds} seconds' },
  'verification.code_burned': { zh: '验证码错误次数过多，已失效，请重新获取', en: 'Too many wrong codes: this code no longer works, please request a new one' },
  'verification.no_code': { zh: '请先获取验证码', en: 'Please request a verification code first' },
  'verification.sms_sent': { zh: '短信验证码已发送', en: 'SMS verification code sent' },
  'recovery.ticket_invalid': { zh: '页面已过期，请重新输入账号和验证码', en: 'This page has expired. Please enter your account and the captcha again' },
  'recovery.unlock_ok': { zh: '账号已解锁，请重新登录', en: 'Your account is unlocked. Please sign in' },
  'recovery.frozen_by_admin': {
    zh: '账号已被贵公司管理员冻结，请联系管理员恢复',
    en: 'Your account was frozen by your company administrator. Please ask them to restore it',
  },
  'completion.done': { zh: '账号信息已完善', en: 'Your account information is complete' },
};

registerMessages(ACCOUNT_RECOVERY_MESSAGES);
