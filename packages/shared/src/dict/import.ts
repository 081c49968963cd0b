/**
 * The dictionary items import (issue 10 item 6, first consumer of the import pipeline): a
 * dictionary's items from Excel, one row per item: code, zh and en names, sort order, enabled.
 * Existing codes of the dictionary are updated, new ones added (D-114).
 */
import { z } from 'zod';
import { registerMessages } from '../i18n/messages';
import { cellBool, cellInt, cellText } from '../imports/schemas';
import { DICT_DOMAINS } from './schemas';

export const DICT_ITEMS_IMPORT = 'dict-items';

/** Upload options: the dictionary the rows belong to. */
export const dictImportParams = z.strictObject({
  domain: z.string().refine((d) => DICT_DOMAINS.includes(d), { message: 'dict.unknown_domain' }),
});

/** The columns: key, message key of the title, cell rule, message key of the hint, example. */
export const DICT_IMPORT_COLUMNS = [
  { key: 'value', titleKey: 'dict.import.col.value', schema: cellText({ max: 60, required: true, pattern: /^[\w.+\-/ %]+$/ }), hintKey: 'dict.import.hint.value', example: 'USD' },
  { key: 'textZh', titleKey: 'dict.import.col.textZh', schema: cellText({ max: 60, required: true }), hintKey: 'dict.import.hint.text', example: '美元' },
  { key: 'textEn', titleKey: 'dict.import.col.textEn', schema: cellText({ max: 60, required: true }), hintKey: 'dict.import.hint.text', example: 'US dollar' },
  { key: 'sort', titleKey: 'dict.import.col.sort', schema: cellInt({ min: 0, max: 99999 }), hintKey: 'dict.import.hint.sort', example: 10 },
  { key: 'enabled', titleKey: 'dict.import.col.enabled', schema: cellBool(), hintKey: 'dict.import.hint.enabled', example: 'Y' },
] as const;

export const dictImportRow = z.object({
  value: z.string(),
  textZh: z.string(),
  textEn: z.string(),
  sort: z.number().nullable(),
  enabled: z.boolean().nullable(),
});
export type DictImportRow = z.infer<typeof dictImportRow>;

registerMessages({
  'dict.import.title': { zh: '字典项导入', en: 'Dictionary items import' },
  'dict.import.col.value': { zh: '代码', en: 'Code' },
  'dict.import.col.textZh': { zh: '中文名称', en: 'Chinese name' },
  'dict.import.col.textEn': { zh: '英文名称', en: 'English name' },
  'dict.import.col.sort': { zh: '排序', en: 'Sort order' },
  'dict.import.col.enabled': { zh: '启用', en: 'Enabled' },
  'dict.import.hint.value': {
    zh: '字典中唯一；字母、数字及 _ . + - / % 空格，最多60字符。已存在的代码将被更新',
    en: 'Unique in the dictionary; letters, digits and _ . + - / % space, at most 60 characters. An existing code is updated',
  },
  'dict.import.hint.text': { zh: '最多60字符', en: 'At most 60 characters' },
  'dict.import.hint.sort': { zh: '0-99999 的整数；空白则排在最后', en: 'A whole number 0-99999; blank puts the item last' },
  'dict.import.hint.enabled': { zh: '是/否（Y/N）；空白为是', en: 'Yes/no (Y/N); blank means yes' },
});
