/** Error texts of the supplier data wizard and information pages (spec 001 §5, §8). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const SUPPLIER_PROFILE_MESSAGES: MessageCatalogue = {
  'supplierProfile.no_category_buyer': {
    zh: '该品类未配置采购员，无法添加品类或处理资料变更，请联系业务服务台',
    en: 'No category buyer configured; cannot add the category or process a data change; contact the business helpdesk',
  },
  'supplierProfile.unknown_category': { zh: '品类不存在', en: 'Unknown category' },
  'supplierProfile.file_required': { zh: '请上传文件', en: 'Please upload the file' },
  'supplierProfile.list_required': { zh: '请至少填写一条', en: 'Add at least one entry' },
  'supplierProfile.end_before_start': { zh: '截止日期不能早于开始日期', en: 'The closing date must not be before the start date' },
  'supplierProfile.cutoff_below_start': { zh: '截止数量不能小于起始数量', en: 'The cut-off quantity must not be below the starting quantity' },
  'supplierProfile.three_statements': { zh: '请提供近三年的财务报表', en: 'Provide the financial statements of the last three years' },
  'supplierProfile.duplicate_year': { zh: '财务报表年份重复', en: 'Duplicate financial statement year' },
  'supplierProfile.duplicate_category': { zh: '品类重复', en: 'Duplicate category' },
  'supplierProfile.one_main_category': { zh: '请指定且只指定一个主品类', en: 'Mark exactly one category as the main category' },
  'supplierProfile.must_agree': { zh: '请阅读并同意', en: 'Please read and agree' },
  'supplierProfile.one_capability': { zh: '请至少选择一项维修能力', en: 'Select at least one repair capability' },
  'supplierProfile.incomplete': { zh: '资料未填写完整，请检查标红的字段', en: 'The data is incomplete; check the fields marked in red' },
  'supplierProfile.not_editable': {
    zh: '资料正在审核中，暂不能修改',
    en: 'Your data is under review and cannot be changed now',
  },
  'supplierProfile.change_pending': {
    zh: '该部分已有待审核的变更申请',
    en: 'This section already has a change request awaiting review',
  },
  'supplierProfile.no_change': { zh: '资料没有变化', en: 'Nothing was changed' },
  'supplierProfile.unknown_file': { zh: '附件不存在或不属于本公司', en: 'An attachment does not exist or belongs to another company' },
  // Field-rule keys of validation/fields.ts that the core catalogue does not list yet.
  'validation.integer': { zh: '请输入整数', en: 'Whole numbers only' },
  'validation.not_negative': { zh: '不能为负数', en: 'Must not be negative' },
  'validation.max_digits': { zh: '最多11位数字', en: 'At most 11 digits' },
  'supplierProfile.no_profile': { zh: '未找到供应商资料', en: 'No supplier data found' },
};

registerMessages(SUPPLIER_PROFILE_MESSAGES);
