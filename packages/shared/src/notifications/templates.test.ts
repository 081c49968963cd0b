import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PHRASES, type LocalText } from './phrases';
import { NOTIFICATION_TEMPLATES, placeholdersOf, renderNotification } from './templates';
import { QUALIFICATION_TYPES } from '../supplier-profile/codes';

const texts = (t: Record<string, unknown>) => Object.entries(t).filter((e): e is [string, LocalText] => typeof e[1] === 'object' && e[1] !== null);

describe('issue 10 item 5: the notification catalogue', () => {
  it('gives every template a Chinese and an English text with the same params', () => {
    for (const [key, template] of Object.entries(NOTIFICATION_TEMPLATES)) {
      expect(key, 'keys are <module>.<name>').toMatch(/^[a-z_]+\.[a-z_]+$/);
      for (const [part, text] of texts(template)) {
        expect(text.zh.trim(), `${key}.${part} zh`).not.toBe('');
        expect(text.en.trim(), `${key}.${part} en`).not.toBe('');
        expect(placeholdersOf(text.zh), `${key}.${part} params`).toEqual(placeholdersOf(text.en));
      }
      // The mail body names every param of the title, so no information is only in the subject.
      const body = placeholdersOf(template.body.en);
      expect(placeholdersOf(template.title.en).filter((p) => !body.includes(p)), `${key} title-only params`).toEqual([]);
    }
  });

  it('gives every phrase both languages with the same params, and a phrase per qualification type', () => {
    for (const [key, text] of Object.entries(NOTIFICATION_PHRASES)) {
      expect(text.zh.trim() && text.en.trim(), key).toBeTruthy();
      expect(placeholdersOf(text.zh), key).toEqual(placeholdersOf(text.en));
    }
    for (const type of QUALIFICATION_TYPES) expect(Object.keys(NOTIFICATION_PHRASES)).toContain(`qualification.${type}`);
  });

  it('renders params, per-language values and phrases in the language asked for', () => {
    const params = { company: { zh: '成都天翼', en: 'Chengdu Skywing' }, docType: { phrase: 'qualification.repair_station' as const }, what: 'CERT-1', days: 7, endDate: '2031-03-17' };
    expect(renderNotification('expiry.due', 'zh', params).body).toBe('成都天翼 的维修许可证 CERT-1 将在7天内到期（2031-03-17），请及时更新。');
    expect(renderNotification('expiry.due', 'en', params).body).toBe('Chengdu Skywing: Repair station certificate CERT-1 expires within 7 days (2031-03-17). Please renew it in time.');
    expect(renderNotification('expiry.due', 'en', params).title).toBe('A qualification expires within 7 days (2031-03-17)');
    const code = { purpose: { phrase: 'verification.purpose.reset' as const }, code: 'Ab3xY9', validity: { phrase: 'duration.minutes' as const, params: { n: 5 } } };
    expect(renderNotification('verification.code', 'en', code).sms).toBe('[AeroSupply] Code Ab3xY9 (case-sensitive), valid 5 minutes. If you did not ask for it, ignore this message.');
    expect(renderNotification('verification.code', 'zh', code).body).toContain('重置密码');
  });

  it('drops an empty last param with its blank lines, and shows an unknown key as itself', () => {
    const body = renderNotification('invitation.sent', 'en', { company: 'X', inviter: 'Y', code: 'C', days: 7, until: '2031-01-01', link: 'L', comments: '' }).body;
    expect(body.endsWith('Register here: L')).toBe(true);
    expect(renderNotification('gone.template', 'zh')).toEqual({ title: 'gone.template', body: '', sms: 'gone.template' });
  });
});
