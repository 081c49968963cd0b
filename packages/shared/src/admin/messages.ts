/** Messages of the staff administration module (users, roles, logs) and its export column titles. */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const ADMIN_MESSAGES: MessageCatalogue = {
  'admin.account_taken': { zh: '该账号已被使用', en: 'This user ID is already in use' },
  'admin.account_format': { zh: '账号只能包含字母、数字和 _ . @ -', en: 'The user ID may contain letters, digits and _ . @ - only' },
  'admin.role_required': { zh: '请至少选择一个角色', en: 'Choose at least one role' },
  'admin.role_not_allowed': { zh: '该角色不适用于此公司的用户', en: 'This role cannot be given to users of this company' },
  'admin.company_not_allowed': { zh: '只能在员工公司或货代公司下创建用户', en: 'Users can be created for the staff company or forwarder companies only' },
  'admin.supplier_user_managed': {
    zh: '供应商员工账号由供应商管理员维护',
    en: "Supplier employee accounts are managed by the supplier's administrator",
  },
  'admin.hardware_key_format': { zh: '硬件密钥序列号只能包含字母、数字和 _ . : -', en: 'The hardware-key serial may contain letters, digits and _ . : - only' },
  'admin.hardware_key_taken': { zh: '该硬件密钥已绑定其他用户', en: 'This hardware key is bound to another user' },
  'admin.cannot_disable_self': { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  'admin.no_email': { zh: '该用户没有邮箱，无法发送临时密码', en: 'This user has no email address to send the temporary password to' },
  'admin.role_code_format': { zh: '角色编码以小写字母开头，只能包含小写字母、数字和下划线', en: 'The role code starts with a lowercase letter and has lowercase letters, digits and underscores only' },
  'admin.role_code_taken': { zh: '角色编码已存在', en: 'This role code already exists' },
  'admin.role_builtin': { zh: '内置角色不能删除', en: 'Built-in roles cannot be deleted' },
  'admin.role_admin_fixed': { zh: '系统管理员角色的权限不能修改', en: 'The permissions of the system administrator role cannot be changed' },
  'admin.role_in_use': { zh: '该角色仍分配给{count}个用户，不能删除', en: 'This role is still given to {count} users and cannot be deleted' },
  'admin.permission_unknown': { zh: '未知的功能权限', en: 'Unknown function permission' },
  'admin.cursor_invalid': { zh: '分页游标无效，请重新查询', en: 'The page cursor is invalid; search again' },
  'admin.date_invalid': { zh: '日期格式不正确', en: 'Invalid date' },
  'admin.range_invalid': { zh: '开始时间不能晚于结束时间', en: 'The start time must not be after the end time' },
  'admin.mail.temp_password.subject': { zh: '航材供应商门户临时密码', en: 'Your AeroSupply portal temporary password' },
  'admin.mail.temp_password.body': {
    zh: '您好 {name}：\n\n管理员为您的账号 {account} 设置了临时密码：{password}\n请登录后在个人设置中立即修改密码。\n\n航材供应商门户',
    en: 'Hello {name},\n\nAn administrator set a temporary password for your account {account}: {password}\nPlease sign in and change it at once in Personal settings.\n\nAeroSupply portal',
  },
  // Operation types (spec 001 §6: logout, login, add, modify, delete, query).
  'admin.opType.logout': { zh: '登出', en: 'Log out' },
  'admin.opType.login': { zh: '登录', en: 'Log in' },
  'admin.opType.add': { zh: '新增', en: 'Add' },
  'admin.opType.modify': { zh: '修改', en: 'Modify' },
  'admin.opType.delete': { zh: '删除', en: 'Delete' },
  'admin.opType.query': { zh: '查询', en: 'Query' },
  // Account-log events and failure reasons.
  'admin.loginEvent.login': { zh: '登录成功', en: 'Signed in' },
  'admin.loginEvent.login_failed': { zh: '登录失败', en: 'Sign-in failed' },
  'admin.loginEvent.logout': { zh: '登出', en: 'Signed out' },
  'admin.loginEvent.client_log': { zh: '客户端登录记录', en: 'Client log' },
  'admin.loginReason.bad_credentials': { zh: '用户名或密码错误', en: 'Wrong user ID or password' },
  'admin.loginReason.locked': { zh: '账号已锁定', en: 'Account locked' },
  'admin.loginReason.disabled': { zh: '账号已停用', en: 'Account disabled' },
  'admin.loginReason.frozen': { zh: '账号已冻结', en: 'Account frozen' },
  // Excel column titles.
  'admin.col.time': { zh: '时间', en: 'Time' },
  'admin.col.account': { zh: '账号', en: 'Account' },
  'admin.col.userName': { zh: '用户名', en: 'User name' },
  'admin.col.company': { zh: '公司', en: 'Company' },
  'admin.col.opType': { zh: '操作类型', en: 'Operation type' },
  'admin.col.description': { zh: '描述', en: 'Description' },
  'admin.col.ip': { zh: 'IP', en: 'IP' },
  'admin.col.mac': { zh: 'MAC', en: 'MAC' },
  'admin.col.event': { zh: '事件', en: 'Event' },
  'admin.col.reason': { zh: '原因', en: 'Reason' },
  'admin.col.userAgent': { zh: '浏览器', en: 'Browser' },
  'admin.sheet.operationLog': { zh: '操作日志', en: 'Operation log' },
  'admin.sheet.accountLog': { zh: '账号日志', en: 'Account log' },
  // Home tasks of this module.
  'admin.task.lockedAccounts': { zh: '锁定/冻结的账号', en: 'Locked or frozen accounts' },
};

registerMessages(ADMIN_MESSAGES);
