/** Outbox viewer messages, registered at server start by the outbox module. */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const OUTBOX_MESSAGES: MessageCatalogue = {
  'outbox.not_retryable': { zh: '只能重发未送达（失败或保留）的邮件', en: 'Only mail that was not delivered (failed or held) can be sent again' },
  'outbox.no_transport': {
    zh: '未配置邮件服务器（SMTP_URL），消息保留在发件箱中',
    en: 'No mail server is configured (SMTP_URL); messages stay in the outbox',
  },
};

registerMessages(OUTBOX_MESSAGES);
