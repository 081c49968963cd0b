/**
 * What each logged operation did, in plain words and both languages (issue 11 item 2, D-193): the
 * operation log stores the method and route of every write, and shows this text in the reader's
 * language instead of the route's developer summary. Keys are `METHOD route`; `*` stands for one
 * path segment of routes declared per import or per supplier-data table.
 */
import type { Lang } from '../i18n/lang';

type Texts = { zh: string; en: string };

export const OPERATION_TEXTS: Record<string, Texts> = {
  'POST /oauth/token': { zh: '登录', en: 'Signed in' },
  'GET /oauth/logout': { zh: '退出登录', en: 'Signed out' },
  'POST /api/account-recovery/*/send-code': { zh: '发送验证码', en: 'Asked for a verification code' },
  'POST /api/account-recovery/password/reset': { zh: '重置密码', en: 'Reset the password' },
  'POST /api/account-recovery/*/start': { zh: '找回密码：验证并设置新密码', en: 'Forgot password: verified and set a new password' },
  'POST /api/account-recovery/unlock': { zh: '自助解锁账号', en: 'Unlocked the account with a verification code' },
  'POST /api/account-completion/verify': { zh: '完善账号信息（手机号或邮箱）', en: 'Completed the account information (mobile or email)' },
  'GET /api/admin/users/export': { zh: '导出用户列表', en: 'Exported the user list' },
  'POST /api/admin/users': { zh: '新增用户', en: 'Created a user' },
  'PUT /api/admin/users/:id': { zh: '修改用户', en: 'Edited a user' },
  'POST /api/admin/users/:id/enable': { zh: '启用用户', en: 'Enabled a user' },
  'POST /api/admin/users/:id/disable': { zh: '停用用户', en: 'Disabled a user' },
  'PUT /api/admin/users/:id/roles': { zh: '设置用户角色', en: "Set a user's roles" },
  'PUT /api/admin/users/:id/hardware-key': { zh: '绑定或解绑硬件密钥', en: 'Bound or unbound a hardware key' },
  'POST /api/admin/users/:id/reset-password': { zh: '重置用户密码', en: "Reset a user's password" },
  'POST /api/admin/users/:id/unlock': { zh: '解锁用户', en: 'Unlocked a user' },
  'POST /api/admin/roles': { zh: '新增角色', en: 'Created a role' },
  'PUT /api/admin/roles/:id': { zh: '修改角色及其权限', en: 'Edited a role and its permissions' },
  'DELETE /api/admin/roles/:id': { zh: '删除角色', en: 'Deleted a role' },
  'GET /api/admin/operation-logs/export': { zh: '导出操作日志', en: 'Exported the operation log' },
  'GET /api/admin/account-logs/export': { zh: '导出账号日志', en: 'Exported the account log' },
  'POST /api/auditors': { zh: '新增审核员授权', en: 'Authorised an auditor' },
  'PUT /api/auditors/:id': { zh: '修改审核员授权', en: "Edited an auditor's authorisation" },
  'DELETE /api/auditors/:id': { zh: '删除审核员授权', en: "Removed an auditor's authorisation" },
  'POST /api/inquiry-approvers': { zh: '新增询价审批人', en: 'Added an inquiry approver' },
  'DELETE /api/inquiry-approvers/:id': { zh: '删除询价审批人', en: 'Removed an inquiry approver' },
  'POST /api/blacklist': { zh: '将供应商加入黑名单', en: 'Blacklisted a supplier' },
  'PUT /api/blacklist/:id': { zh: '修改或解除黑名单', en: 'Edited or lifted a blacklist entry' },
  'POST /api/blacklist/:id/finance': { zh: '财务处理黑名单', en: 'Finance handled a blacklist entry' },
  'POST /api/sup/capabilities': { zh: '新建能力清单申请', en: 'Created a capability list application' },
  'PUT /api/sup/capabilities/:id': { zh: '修改能力清单申请', en: 'Edited a capability list application' },
  'POST /api/sup/capabilities/:id/submit': { zh: '提交能力清单申请', en: 'Submitted a capability list application' },
  'POST /api/admin/dict/items': { zh: '新增字典项', en: 'Added a dictionary item' },
  'PUT /api/admin/dict/items/:id': { zh: '修改字典项', en: 'Edited a dictionary item' },
  'DELETE /api/admin/dict/items/:id': { zh: '删除字典项', en: 'Deleted a dictionary item' },
  'POST /api/files/upload': { zh: '上传文件', en: 'Uploaded a file' },
  'POST /api/files/uploads': { zh: '上传多个文件', en: 'Uploaded files' },
  'POST /api/imports/*': { zh: '上传导入文件', en: 'Uploaded a file to import' },
  'POST /api/imports/*/:id/commit': { zh: '确认导入', en: 'Committed an import' },
  'POST /api/imports/*/:id/cancel': { zh: '取消导入', en: 'Cancelled an import' },
  'POST /api/invitations': { zh: '邀请供应商', en: 'Invited a supplier' },
  'PUT /api/invitations/:id': { zh: '修改供应商邀请', en: 'Edited a supplier invitation' },
  'POST /api/invitations/:id/send': { zh: '发送供应商邀请', en: 'Sent a supplier invitation' },
  'DELETE /api/invitations/:id': { zh: '删除供应商邀请', en: 'Deleted a supplier invitation' },
  'POST /api/notifications/read-all': { zh: '将全部通知标为已读', en: 'Marked all notifications read' },
  'POST /api/notifications/:id/read': { zh: '将通知标为已读', en: 'Marked a notification read' },
  'POST /api/admin/outbox/:id/retry': { zh: '重发邮件', en: 'Sent a mail again' },
  'POST /api/profile/info': { zh: '保存个人信息', en: 'Saved the personal information' },
  'POST /api/profile/preferences': { zh: '保存个人偏好', en: 'Saved the preferences' },
  'POST /api/profile/language': { zh: '切换语言', en: 'Switched the language' },
  'POST /api/profile/password': { zh: '修改密码', en: 'Changed the password' },
  'POST /api/registration': { zh: '注册供应商', en: 'Registered a supplier' },
  'PUT /api/registration/mine': { zh: '修改并重新提交注册', en: 'Corrected and resubmitted the registration' },
  'POST /api/sap-sync/:id/retry': { zh: '重试SAP同步', en: 'Retried a SAP sync' },
  'POST /api/sup/posts': { zh: '新增岗位角色', en: 'Created a position role' },
  'PUT /api/sup/posts/:id': { zh: '修改岗位角色', en: 'Edited a position role' },
  'DELETE /api/sup/posts/:id': { zh: '删除岗位角色', en: 'Deleted a position role' },
  'POST /api/sup/employees': { zh: '新增员工账号', en: 'Created an employee account' },
  'PUT /api/sup/employees/:id': { zh: '修改员工账号', en: 'Edited an employee account' },
  'POST /api/sup/employees/:id/freeze': { zh: '冻结员工账号', en: 'Froze an employee account' },
  'POST /api/sup/employees/:id/restore': { zh: '恢复员工账号', en: 'Restored an employee account' },
  'POST /api/sup/employees/:id/reset-password': { zh: '重置员工密码', en: "Reset an employee's password" },
  'PUT /api/sup/employees/:id/posts': { zh: '为员工授权岗位', en: 'Authorised posts of an employee' },
  'POST /api/supplier-control/:companyId/:action': { zh: '暂停、恢复或删除供应商', en: 'Suspended, reinstated or deleted a supplier' },
  'POST /api/supplier-freeze': { zh: '申请冻结或解冻供应商', en: 'Requested a supplier freeze or unfreeze' },
  'PUT /api/supplier-freeze/:id': { zh: '修改冻结/解冻申请', en: 'Edited a freeze or unfreeze request' },
  'POST /api/supplier-freeze/:id/withdraw': { zh: '撤回冻结/解冻申请', en: 'Withdrew a freeze or unfreeze request' },
  'POST /api/supplier-freeze/:id/decision': { zh: '财务审批冻结/解冻申请', en: 'Decided a freeze or unfreeze request (finance)' },
  'GET /api/suppliers/official/export': { zh: '导出正式供应商', en: 'Exported the official suppliers' },
  'GET /api/suppliers/info/export': { zh: '导出供应商信息', en: 'Exported the supplier information' },
  'GET /api/suppliers/finance/export': { zh: '导出财务审批列表', en: 'Exported the finance approval list' },
  'GET /api/supplier-freeze/export': { zh: '导出冻结申请', en: 'Exported the freeze requests' },
  'PUT /api/suppliers/official/:companyId/*': { zh: '修改正式供应商资料', en: "Edited an official supplier's data" },
  'POST /api/sup/*': { zh: '新增供应商资料记录', en: 'Added a record to the supplier data' },
  'PUT /api/sup/*/:id': { zh: '修改供应商资料记录', en: 'Edited a record of the supplier data' },
  'DELETE /api/sup/*/:id': { zh: '删除供应商资料记录', en: 'Deleted a record of the supplier data' },
  'PUT /api/sup/wizard': { zh: '保存供应商资料草稿', en: 'Saved the supplier data as a draft' },
  'POST /api/sup/wizard/submit': { zh: '提交供应商资料审批', en: 'Submitted the supplier data for approval' },
  'POST /api/sup/qualifications': { zh: '新增资质文件', en: 'Added a qualification document' },
  'PUT /api/sup/qualifications/:id': { zh: '修改资质文件', en: 'Edited a qualification document' },
  'POST /api/sup/qualifications/:id/cancel': { zh: '作废资质文件', en: 'Cancelled a qualification document' },
  'DELETE /api/sup/qualifications/:id': { zh: '删除资质文件', en: 'Deleted a qualification document' },
  'PUT /api/sup/info/*': { zh: '申请变更企业资料', en: 'Requested a change of the company information' },
  'POST /api/supplier-reviews/:companyId/actions/:action': { zh: '处理供应商审核步骤', en: "Took a step of a supplier's review" },
  'POST /api/supplier-changes/:id/decision': { zh: '审批供应商资料变更', en: 'Decided a supplier data change' },
  'POST /api/supplier-capabilities/:id/review': { zh: '审核能力清单申请', en: 'Reviewed a capability list application' },
};

const patterns = Object.entries(OPERATION_TEXTS).map(([key, texts]) => {
  const [method, route] = key.split(' ') as [string, string];
  const source = route
    .split('/')
    .map((part) => (part === '*' ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, exact: !route.includes('*'), route, regex: new RegExp(`^${source}$`), texts };
});

/** The catalogue entry of a route (exact first, then the `*` patterns), if any. */
export function findOperation(method: string, route: string): Texts | undefined {
  const exact = patterns.find((p) => p.exact && p.method === method && p.route === route);
  return (exact ?? patterns.find((p) => !p.exact && p.method === method && p.regex.test(route)))?.texts;
}

/** The operation's plain description in `lang`, or null when the catalogue does not know the route. */
export function describeOperation(method: string, route: string, lang: Lang): string | null {
  return findOperation(method, route)?.[lang] ?? null;
}
