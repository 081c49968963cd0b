/** Webhook endpoint and events feed messages, registered at server start by the webhooks module. */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const WEBHOOKS_MESSAGES: MessageCatalogue = {
  'webhooks.https_required': { zh: '生产环境中回调地址必须使用 HTTPS', en: 'The endpoint URL must use HTTPS in production' },
  'webhooks.invalid_url': { zh: '回调地址无效', en: 'The endpoint URL is not valid' },
  'webhooks.not_replayable': { zh: '只能重发已送达或已失败的投递', en: 'Only a delivered or failed delivery can be sent again' },
  'webhooks.invalid_cursor': { zh: '游标无效', en: 'The cursor is not valid' },
};

registerMessages(WEBHOOKS_MESSAGES);
