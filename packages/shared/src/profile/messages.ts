/** Messages of the personal settings module (spec 000 §5, §8). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const PROFILE_MESSAGES: MessageCatalogue = {
  'profile.data_json_invalid': { zh: 'dataJson 不是有效的 JSON 对象', en: 'dataJson is not a valid JSON object' },
  'profile.country_invalid': { zh: '请选择正确的国家/地区', en: 'Choose a valid country or region' },
  'profile.time_zone_invalid': { zh: '请选择正确的时区', en: 'Choose a valid time zone' },
  'profile.dict_value_invalid': { zh: '不在字典可选值中', en: 'Not one of the dictionary values' },
  'profile.company_admin': { zh: '供应商管理员', en: 'Supplier administrator' },
  'profile.language_saved': { zh: '语言已切换', en: 'Language switched' },
  // Every rule code of validation/password.ts has its text (the core ones are in i18n/messages.ts).
  'password.employee_charset': { zh: '密码只能包含字母、下划线和数字', en: 'The password may contain letters, underscore and digits only' },
  'password.employee_two_kinds': {
    zh: '密码至少包含字母、下划线、数字中的两种',
    en: 'The password needs at least two of letters, underscore and digits',
  },
};

registerMessages(PROFILE_MESSAGES);
