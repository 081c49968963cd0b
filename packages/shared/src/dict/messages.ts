/** Messages of the dictionaries and look-ups (registered at server start by the dict module). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const DICT_MESSAGES: MessageCatalogue = {
  'dict.unknown_domain': { zh: '未知的字典类型', en: 'Unknown dictionary domain' },
  'dict.unknown_table': { zh: '未知的代码表', en: 'Unknown code table' },
  'dict.unknown_country': { zh: '请输入正确的国家代码（ISO 3166 两位字母）', en: 'Please give a valid country code (ISO 3166, two letters)' },
  'dict.unknown_province': { zh: '请选择正确的省份', en: 'Please choose a valid province' },
  'dict.value_exists': { zh: '该字典中已存在此值', en: 'This value already exists in the dictionary' },
};

registerMessages(DICT_MESSAGES);
