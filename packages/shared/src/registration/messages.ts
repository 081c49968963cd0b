/** Texts of supplier registration (spec 001 §8). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const REGISTRATION_MESSAGES: MessageCatalogue = {
  'registration.tax_id_exists': { zh: '该税号已存在供应商', en: 'Tax ID already exists for a supplier' },
  'registration.company_name_exists': {
    zh: '公司名称已存在，请联系贵公司的账号管理员或技术支持',
    en: 'The company name already exists. Please contact your own account administrator or support',
  },
  'registration.account_in_use': { zh: '用户ID/登录账号已被使用', en: 'User ID / login account already in use' },
  'registration.account_format': {
    zh: '登录账号为4-30位字母、数字或 _ . @ -，不能包含空格',
    en: 'The login account is 4-30 letters, digits or _ . @ - without spaces',
  },
  'registration.tax_id_format': {
    zh: '税号格式与所选税号类型不符',
    en: 'The tax ID does not match the format of the chosen tax numbering system',
  },
  'registration.must_agree': { zh: '请阅读并同意供应商行为准则', en: 'Please read and agree to the supplier code of conduct' },
  'registration.country_invalid': { zh: '请选择正确的国家/地区', en: 'Please choose a valid country or region' },
  'registration.time_zone_invalid': { zh: '时区与所选国家/地区不符', en: 'The time zone does not belong to the chosen country' },
  'registration.admin_not_found': {
    zh: '未找到匹配的供应商，请确认供应商编码和公司全称均与注册时完全一致',
    en: 'No supplier matches. Enter the supplier code and the full company name exactly as registered',
  },
  'registration.no_admin': {
    zh: '该供应商尚无系统管理员，请联系技术支持',
    en: 'This supplier has no system administrator yet. Please contact support',
  },
  'registration.not_returned': {
    zh: '只有被退回的注册信息才能修改并重新提交',
    en: 'Only a registration returned by staff can be corrected and resubmitted',
  },
  'registration.registered': { zh: '注册成功，请使用新账号登录', en: 'Registration succeeded. Please sign in with your new account' },
  'registration.resubmitted': { zh: '注册信息已重新提交审核', en: 'Your registration was resubmitted for review' },
};

registerMessages(REGISTRATION_MESSAGES);
