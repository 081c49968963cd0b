/** Messages of the dictionaries and look-ups (registered at server start by the dict module). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const DICT_MESSAGES: MessageCatalogue = {
  'dict.unknown_domain': { zh: '未知的字典类型', en: 'Unknown dictionary domain' },
  'dict.unknown_table': { zh: '未知的代码表', en: 'Unknown code table' },
  'dict.unknown_country': { zh: '请输入正确的国家代码（ISO 3166 两位字母）', en: 'Please give a valid country code (ISO 3166, two letters)' },
  'dict.unknown_province': { zh: '请选择正确的省份', en: 'Please choose a valid province' },
  'dict.value_exists': { zh: '该字典中已存在此值', en: 'This value already exists in the dictionary' },
  // An unknown code on a written field (D-560): one message per table, the value named.
  'dict.unknown.purchaseOrg': { zh: '采购组织 {value} 不存在', en: 'Purchasing organisation {value} does not exist' },
  'dict.unknown.purchaseGroup': { zh: '采购组 {value} 不存在', en: 'Purchasing group {value} does not exist' },
  'dict.unknown.plant': { zh: '工厂 {value} 不存在', en: 'Plant {value} does not exist' },
  'dict.unknown.rfxType': { zh: '询价类型 {value} 不存在', en: 'RFx type {value} does not exist' },
  'dict.unknown.currency': { zh: '币种 {value} 不存在', en: 'Currency {value} does not exist' },
  'dict.unknown.incoterm': { zh: '国际贸易术语 {value} 不存在', en: 'Incoterms {value} do not exist' },
  'dict.unknown.paymentTerm': { zh: '付款条件 {value} 不存在', en: 'Payment term {value} does not exist' },
  'dict.unknown.taxRate': { zh: '税率 {value} 不存在', en: 'Tax rate {value} does not exist' },
  'dict.unknown.deliveryLocation': { zh: '交货地点 {value} 不存在', en: 'Delivery location {value} does not exist' },
  'dict.unknown.unit': { zh: '计量单位 {value} 不存在', en: 'Unit {value} does not exist' },
};

registerMessages(DICT_MESSAGES);
