/** Error texts of forwarder onboarding (issue 26 item 2). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const FORWARDER_COMPANIES_MESSAGES: MessageCatalogue = {
  'forwarderCompanies.name_taken': { zh: '已有同名的货代公司', en: 'A forwarder company with this name already exists' },
  'forwarderCompanies.needs_service_mode': { zh: '请至少选择一种服务方式', en: 'Select at least one service mode' },
  'forwarderCompanies.needs_contact': { zh: '请至少填写一位联系人', en: 'Enter at least one contact' },
  'forwarderCompanies.wrong_state': {
    zh: '货代公司当前状态不允许此操作，请刷新后重试',
    en: 'The forwarder company is not in a state that allows this; refresh and try again',
  },
};

registerMessages(FORWARDER_COMPANIES_MESSAGES);
