import { registerMessages } from '../i18n/messages';

export const SUPPLIER_DIRECTORY_MESSAGES = {
  'supplier_directory.search_min_3': { zh: '名称搜索至少输入3个字符', en: 'Enter at least 3 characters to search by name' },
  'supplier_directory.bad_cursor': { zh: '分页游标无效，请重新查询', en: 'The page cursor is invalid; search again' },
  'supplier_directory.not_official': { zh: '该供应商不是正式供应商', en: 'This supplier is not an official supplier' },
  'supplier_directory.tax_id_taken': { zh: '税号已被其他供应商使用', en: 'Another supplier already has this tax ID' },
};
registerMessages(SUPPLIER_DIRECTORY_MESSAGES);
