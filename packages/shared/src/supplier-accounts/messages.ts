/** Error texts of the supplier administrator screens (spec 001 §5, §8). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const SUPPLIER_ACCOUNTS_MESSAGES: MessageCatalogue = {
  'supplierAccounts.account_in_use': { zh: '用户ID/登录账号已被使用', en: 'User ID / login account already in use' },
  'supplierAccounts.account_format': {
    zh: '用户ID只能包含字母、数字及 _ . @ -',
    en: 'The user ID may contain only letters, digits and _ . @ -',
  },
  'supplierAccounts.needs_post': { zh: '请至少选择一个岗位', en: 'Select at least one position' },
  'supplierAccounts.post_needs_function': { zh: '请至少选择一项功能权限', en: 'Select at least one function' },
  'supplierAccounts.post_unknown': { zh: '岗位不存在', en: 'Unknown position' },
  'supplierAccounts.post_name_in_use': { zh: '岗位名称已存在', en: 'A position with this name already exists' },
  'supplierAccounts.post_in_use': {
    zh: '该岗位仍分配给员工账号，请先为这些账号调整岗位后再删除',
    en: 'This position is still assigned to employee accounts; change their positions before deleting it',
  },
  'supplierAccounts.not_self': { zh: '不能对自己的账号执行此操作', en: 'You cannot do this to your own account' },
  'supplierAccounts.admin_account': {
    zh: '供应商系统管理员账号不能在此修改',
    en: 'The supplier system administrator account cannot be changed here',
  },
  'supplierAccounts.admin_only': {
    zh: '只有供应商系统管理员可以新建、修改或删除岗位',
    en: 'Only the supplier system administrator can create, edit or delete positions',
  },
  'supplierAccounts.function_not_held': {
    zh: '不能授予自己没有的功能权限',
    en: 'You cannot grant a function you do not hold yourself',
  },
  'supplierAccounts.account_outranks': {
    zh: '该账号拥有您没有的功能权限，只有供应商系统管理员可以修改',
    en: 'This account holds functions you do not hold; only the supplier system administrator can change it',
  },
  'supplierAccounts.request_sent': {
    zh: '申请已提交给 {company} 的系统管理员 {admin}，审批结果将通过邮件通知您',
    en: 'Your request went to {admin}, the system administrator of {company}; you will be told the decision by email',
  },
  'supplierAccounts.request_decided': { zh: '该申请已处理', en: 'This request has already been decided' },
  'password.employee_charset': { zh: '密码只能包含字母、下划线和数字', en: 'The password may contain only letters, underscore and digits' },
  'password.employee_two_kinds': {
    zh: '密码至少包含字母、下划线、数字中的两种',
    en: 'The password needs at least two of letters, underscore and digits',
  },
};

registerMessages(SUPPLIER_ACCOUNTS_MESSAGES);
