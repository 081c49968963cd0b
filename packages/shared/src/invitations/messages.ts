/** Texts of supplier invitations (spec 001 §2, §8). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const INVITATION_MESSAGES: MessageCatalogue = {
  'invitation.not_found': { zh: '邀请码无效', en: 'The invitation code is not valid' },
  'invitation.expired': { zh: '邀请码已过期，请联系邀请人重新发送', en: 'The invitation code has expired. Ask the person who invited you to send it again' },
  'invitation.used': { zh: '邀请码已被使用', en: 'The invitation code has already been used' },
  'invitation.required': { zh: '注册需要邀请码', en: 'An invitation code is required to register' },
  'invitation.already_invited': {
    zh: '该公司已有未过期的邀请，请重新发送原邀请',
    en: 'This company already has an open invitation. Resend that invitation instead',
  },
  'invitation.sent': { zh: '邀请邮件已发送', en: 'Invitation email sent' },
};

registerMessages(INVITATION_MESSAGES);
