/** Rows of the administration module -> API answers, with the actions the administrator may take now. */
import { translate, type Lang } from '@aerosupply/shared';
import { describeOperation } from '@aerosupply/shared/admin/operations';
import type { AccountLogRow, AdminRole, AdminUser, OperationLogRow, RoleAction, UserAction } from '@aerosupply/shared/admin/schemas';
import type { LoginLogDbRow, OperationLogDbRow, RoleRow, UserRow } from './repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pick = (lang: Lang, zh: string, en: string | null) => (lang === 'zh' ? zh : en || zh);

export function presentUser(row: UserRow, roles: { id: number; code: string; name_zh: string; name_en: string }[], ctx: { lang: Lang; now: Date; actorUserId: number }): AdminUser {
  const locked = row.locked_until !== null && row.locked_until.getTime() > ctx.now.getTime();
  const status: AdminUser['status'] = !row.enabled ? 'disabled' : row.frozen ? 'frozen' : locked ? 'locked' : 'enabled';
  const managedHere = row.company_type !== 'supplier';
  const actions: UserAction[] = [];
  if (managedHere) actions.push('edit', 'setRoles', 'bindHardwareKey');
  if (row.enabled) {
    if (row.id !== ctx.actorUserId) actions.push('disable');
  } else actions.push('enable');
  actions.push('resetPassword');
  if (locked || row.frozen) actions.push('unlock');
  return {
    id: row.id,
    account: row.account,
    realName: row.real_name,
    email: row.email,
    mobile: row.mobile,
    phone: row.phone,
    companyId: row.company_id,
    companyName: pick(ctx.lang, row.company_name, row.company_name_en),
    companyType: row.company_type,
    roles: roles.map((r) => ({ id: r.id, code: r.code, name: pick(ctx.lang, r.name_zh, r.name_en) })),
    enabled: row.enabled,
    frozen: row.frozen,
    locked,
    lockedUntil: locked ? iso(row.locked_until) : null,
    status,
    hardwareKey: row.hardware_key,
    language: row.language,
    lastLoginAt: iso(row.last_login_at),
    createdAt: row.created_at.toISOString(),
    actions,
  };
}

export function presentRole(row: RoleRow, lang: Lang): AdminRole {
  const userCount = Number(row.user_count);
  const actions: RoleAction[] = ['edit'];
  if (!row.builtin && userCount === 0) actions.push('delete');
  return {
    id: row.id,
    code: row.code,
    nameZh: row.name_zh,
    nameEn: row.name_en,
    name: pick(lang, row.name_zh, row.name_en),
    description: row.description,
    permissions: [...row.permissions].sort(),
    builtin: row.builtin,
    userCount,
    updatedAt: row.updated_at.toISOString(),
    actions,
  };
}

export function presentOperationLog(row: OperationLogDbRow, lang: Lang): OperationLogRow {
  return {
    id: row.id,
    account: row.account,
    userName: row.user_name,
    companyId: row.company_id,
    companyName: row.company_name ? pick(lang, row.company_name, row.company_name_en) : null,
    opType: row.op_type,
    opTypeText: translate(`admin.opType.${row.op_type}`, lang),
    // Plain words in the reader's language from the stored method and route (D-193); rows of
    // routes the catalogue does not know keep their stored text.
    description: describeOperation(row.method, row.path, lang) ?? row.description,
    method: row.method,
    path: row.path,
    status: row.status,
    ip: row.ip,
    mac: row.mac,
    createdAt: row.created_at.toISOString(),
  };
}

/** A reason's text when the catalogue knows it, else the stored reason. */
function reasonText(reason: string | null, lang: Lang): string | null {
  if (!reason) return null;
  const key = `admin.loginReason.${reason}`;
  const text = translate(key, lang);
  return text === key ? reason : text;
}

export function presentLoginLog(row: LoginLogDbRow, lang: Lang): AccountLogRow {
  return {
    id: row.id,
    account: row.account,
    userId: row.user_id,
    userName: row.user_name,
    companyId: row.company_id,
    companyName: row.company_name ? pick(lang, row.company_name, row.company_name_en) : null,
    event: row.event,
    eventText: translate(`admin.loginEvent.${row.event}`, lang),
    reason: row.reason,
    reasonText: reasonText(row.reason, lang),
    ip: row.ip,
    mac: row.mac,
    userAgent: row.user_agent,
    factor: row.factor,
    factorText: row.factor ? translate(`admin.loginFactor.${row.factor}`, lang) : null,
    createdAt: row.created_at.toISOString(),
  };
}
