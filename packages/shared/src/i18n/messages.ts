/**
 * Server messages by stable key, in both languages (architecture habit 5: errors as codes, text
 * looked up by language). Modules add their own catalogues in `<module>/messages.ts` and list them
 * in MODULE_MESSAGES below; a unit test checks every entry has both texts.
 */
import type { Lang } from './lang';

export type MessageCatalogue = Record<string, { zh: string; en: string }>;

/** Spec 000 §8 and spec 001 §8, sign-in and account messages. */
export const AUTH_MESSAGES: MessageCatalogue = {
  'auth.captcha_wrong': { zh: '验证码错误', en: 'Wrong captcha' },
  'auth.captcha_expired': { zh: '验证码已过期，请刷新后重试', en: 'Captcha expired, please refresh it and try again' },
  'auth.captcha_required': { zh: '请输入验证码', en: 'Please enter the captcha' },
  'auth.bad_credentials': {
    zh: '用户名或密码错误，请检查是否开启了大写锁定，或查看帮助',
    en: 'Username or password incorrect. Please check Caps Lock, or see Help',
  },
  'auth.account_frozen': {
    zh: '账号已冻结（超过30天未登录），请在首页通过邮箱或短信验证自助解锁',
    en: 'Account frozen (not used for 30 days). You can unlock it yourself from the sign-in page by email or SMS verification',
  },
  'auth.account_frozen_by_admin': {
    zh: '账号已被管理员冻结，不能自助解锁，请联系管理员恢复',
    en: 'Your administrator has frozen this account. It cannot be unlocked here: ask your administrator to restore it',
  },
  'auth.account_locked': {
    zh: '连续5次密码错误，账号已锁定至次日；可通过忘记密码重置',
    en: 'Five wrong passwords in a row: the account is locked until tomorrow. You can reset the password with Forgot password',
  },
  'auth.company_frozen': {
    zh: '您的公司账号已被冻结，不能登录；请联系物流管理人员恢复',
    en: 'Your company has been frozen and cannot sign in. Ask the logistics staff to restore it',
  },
  'auth.account_disabled': { zh: '账号已停用，请联系管理员', en: 'This account is disabled. Please contact your administrator' },
  'auth.no_valid_email': {
    zh: '您的资料中没有有效的邮箱，请填写邮箱或联系供应商管理员',
    en: 'There is no valid email in your profile. Enter one, or ask your supplier administrator',
  },
  'auth.no_valid_mobile': {
    zh: '您的资料中没有有效的手机号，请填写手机号或联系供应商管理员',
    en: 'There is no valid mobile number in your profile. Enter one, or ask your supplier administrator',
  },
  'auth.too_fast': { zh: '您点击太快了，请稍后再试', en: 'You are clicking too fast, please wait a moment' },
  'auth.rate_limited': { zh: '请求过于频繁，请稍后再试', en: 'Too many attempts, please try again later' },
  'auth.token_invalid': { zh: 'Token失效，请重新登录', en: 'Token invalid, please log in again' },
  'auth.forbidden': { zh: '您没有权限执行此操作', en: 'You do not have permission to do this' },
  'auth.credentials_in_query': {
    zh: '出于安全原因，用户名、密码等凭据不能放在URL中，请使用表单方式提交',
    en: 'For security, credentials must not be sent in the URL; send them in a form-encoded body',
  },
  'auth.unsupported_grant': { zh: '不支持的授权类型', en: 'Unsupported grant_type' },
  'auth.refresh_invalid': { zh: '刷新令牌无效或已使用，请重新登录', en: 'Refresh token invalid or already used, please log in again' },
  'auth.mfa_token_invalid': { zh: '二次验证已过期或无效，请重新登录', en: 'The second sign-in step expired or is invalid, please sign in again' },
  'auth.mfa_code_wrong': { zh: '验证码错误', en: 'Wrong authentication code' },
  'auth.mfa_code_used': { zh: '该验证码已使用，请等待下一个验证码', en: 'This code was already used, please wait for the next one' },
  'auth.mfa_code_format': { zh: '请输入6位数字验证码', en: 'Enter the 6-digit code' },
  'auth.mfa_code_missing': { zh: '请输入验证码或恢复码', en: 'Enter an authentication code or a recovery code' },
  'auth.mfa_already_enrolled': { zh: '已启用身份验证器', en: 'An authenticator app is already set up' },
  'auth.mfa_setup_missing': { zh: '请先生成身份验证器密钥', en: 'Start the authenticator setup first' },
  'auth.mfa_not_enrolled': { zh: '未启用身份验证器', en: 'No authenticator app is set up' },
  'auth.mfa_company_admin_only': { zh: '仅公司管理员可设置', en: 'Only the company administrator may change this' },
  'auth.key_challenge_invalid': { zh: '安全密钥绑定已过期，请重试', en: 'The security key binding expired, please try again' },
  'auth.key_invalid': { zh: '安全密钥验证失败', en: 'The security key could not be verified' },
  'auth.key_already_bound': { zh: '该安全密钥已绑定', en: 'This security key is already bound' },
  'auth.key_wrong': { zh: '安全密钥无效或不属于此账号', en: 'The security key is invalid or not bound to this account' },
  'auth.security_key_missing': { zh: '此账号须使用安全密钥登录，但尚未绑定，请联系管理员绑定', en: 'This account must sign in with a security key but has none bound. Please ask your administrator to bind one' },
  'auth.security_key_needed': { zh: '此账号须使用安全密钥登录', en: 'This account must sign in with its security key' },
  // single sign-on for staff (issue 32 item 3, D-620..D-625)
  'auth.sso_not_configured': { zh: '未启用单点登录', en: 'Single sign-on is not turned on' },
  'auth.sso_state_invalid': {
    zh: '单点登录已过期或不是在此浏览器发起的，请重新登录',
    en: 'This single sign-on attempt expired or was not started in this browser. Please sign in again',
  },
  'auth.sso_failed': { zh: '无法验证身份提供方的应答，请重新登录', en: "The identity provider's answer could not be verified. Please sign in again" },
  'auth.sso_provider_unreachable': { zh: '暂时无法连接身份提供方，请稍后再试', en: 'The identity provider cannot be reached right now. Please try again later' },
  'auth.sso_unknown_account': {
    zh: '没有与您的企业账号对应的员工账号，请联系系统管理员',
    en: 'No staff account matches your company sign-in. Please ask the system administrator',
  },
  'auth.sso_ambiguous': { zh: '多个员工账号与您的企业账号对应，请联系系统管理员', en: 'Several staff accounts match your company sign-in. Please ask the system administrator' },
  'auth.sso_provisioned': {
    zh: '已为您创建员工账号，须由系统管理员启用并分配角色后才能登录',
    en: 'A staff account was created for you. The system administrator must enable it and give it roles before you can sign in',
  },
  'auth.password_sign_in_off': {
    zh: '员工账号须通过企业单点登录登录，请使用登录页上的单点登录按钮',
    en: "Staff accounts sign in with the company's single sign-on. Please use the single sign-on button on the sign-in page",
  },
  'sso.claim_name_invalid': { zh: '声明名称只能包含字母、数字和 _ . : -', en: 'A claim name may contain only letters, digits and _ . : -' },
  'sso.scopes_need_openid': { zh: '范围须包含 openid', en: 'The scopes must include openid' },
  'sso.provider_name_required': { zh: '启用时须填写身份提供方名称', en: 'Enter the identity provider’s name to turn single sign-on on' },
  'sso.issuer_invalid': {
    zh: '颁发者须为 https 地址（本机测试可用 http://localhost）',
    en: 'The issuer must be an https URL (http://localhost only for local tests)',
  },
  'sso.client_id_required': { zh: '启用时须填写客户端 ID', en: 'Enter the client ID to turn single sign-on on' },
  'sso.client_secret_required': { zh: '启用时须填写客户端密钥', en: 'Enter the client secret to turn single sign-on on' },
  'sso.issuer_unreachable': {
    zh: '无法读取该颁发者的 OpenID 配置（.well-known/openid-configuration），请检查地址',
    en: "The issuer's OpenID configuration (.well-known/openid-configuration) could not be read. Check the URL",
  },
  'auth.client_invalid': { zh: '客户端认证失败', en: 'Client authentication failed' },
  'auth.must_relogin': { zh: '密码已修改，请重新登录', en: 'Password changed. Please sign in again' },
  'auth.old_password_wrong': { zh: '原密码错误', en: 'The current password is wrong' },
  'auth.password_reset_ok': { zh: '密码重置成功！', en: 'Password reset succeeded!' },
  'auth.email_sent': { zh: '验证邮件已发送', en: 'Verification email sent' },
  'auth.choose_one': { zh: '请选择一种方式', en: 'Please choose one option' },
  'verification.code_mismatch': { zh: '验证码不匹配', en: 'The verification code does not match' },
  'verification.code_expired': { zh: '验证码已过期', en: 'The verification code has expired' },
  'auth.production_captcha_off': {
    zh: '生产环境不允许关闭验证码',
    en: 'CAPTCHA_MODE=off is not allowed when NODE_ENV=production',
  },
};

export const COMMON_MESSAGES: MessageCatalogue = {
  'common.ok': { zh: '操作成功', en: 'Operation succeeded' },
  'common.validation': { zh: '请求参数有误', en: 'The request has invalid fields' },
  'common.bad_request': { zh: '请求格式有误', en: 'The request is malformed' },
  'common.not_found': { zh: '记录不存在', en: 'Not found' },
  'common.route_not_found': { zh: '接口不存在', en: 'No such API' },
  'common.method_not_allowed': { zh: '不支持的请求方法', en: 'Method not allowed' },
  'common.conflict': { zh: '数据已被修改，请刷新后重试', en: 'The record was changed meanwhile; refresh and try again' },
  'common.payload_too_large': { zh: '请求内容过大', en: 'The request is too large' },
  'common.unsupported_media_type': { zh: '不支持的内容类型', en: 'Unsupported content type' },
  'common.uri_too_long': { zh: '请求地址过长', en: 'The request address is too long' },
  'common.bad_url': { zh: '请求地址格式有误', en: 'The request address is malformed' },
  'common.invalid_json': { zh: '请求内容不是有效的JSON', en: 'The request body is not valid JSON' },
  'common.invalid_multipart': { zh: '上传内容格式有误', en: 'The upload is malformed' },
  'common.too_many_parts': { zh: '上传的文件或字段过多', en: 'Too many files or fields in the upload' },
  'common.header_too_large': { zh: '请求头过大', en: 'The request headers are too large' },
  'common.timeout': { zh: '请求超时', en: 'The request timed out' },
  'common.internal': { zh: '网站正在排障，请稍后再登录', en: 'The website is being fixed, please try signing in later' },
  // Only outside production (D-130): a developer's message naming the route and the wrong field.
  'common.response_contract': { zh: '{route} 的响应不符合接口约定：{detail}', en: 'The response of {route} does not match its contract: {detail}' },
  'common.wrong_state': { zh: '当前状态不允许此操作', en: 'This action is not allowed in the current status' },
};

/** Field rule keys used by zod messages in packages/shared (validation/*). */
export const VALIDATION_MESSAGES: MessageCatalogue = {
  'validation.required': { zh: '必填', en: 'Required' },
  'validation.invalid_type': { zh: '类型不正确', en: 'Wrong type' },
  'validation.unknown_field': { zh: '不允许的字段', en: 'Unknown field' },
  'validation.too_long': { zh: '长度超出限制', en: 'Too long' },
  'validation.too_short': { zh: '长度不足', en: 'Too short' },
  'validation.too_big': { zh: '数值过大', en: 'Too large' },
  'validation.too_small': { zh: '数值过小', en: 'Too small' },
  'validation.invalid': { zh: '格式不正确', en: 'Invalid value' },
  'validation.invalid_id': { zh: '编号无效', en: 'Invalid id' },
  'validation.invalid_enum': { zh: '不在可选范围内', en: 'Not one of the allowed values' },
  'validation.digits_only': { zh: '只能输入数字', en: 'Digits only' },
  'validation.email': { zh: '请输入正确的邮箱', en: 'Please enter a valid email' },
  'validation.url': { zh: '请输入正确的网址', en: 'Please enter a correct URL' },
  'validation.no_spaces': { zh: '不能包含空格', en: 'Spaces are not allowed' },
  'validation.supplier_code': { zh: '供应商编码为7-9位数字', en: 'The supplier code is 7 to 9 digits' },
  'validation.staff_id': { zh: '员工号为8位数字', en: 'The staff ID is 8 digits' },
  'validation.mobile': { zh: '手机号只能为数字，最多15位', en: 'Mobile: digits only, at most 15' },
  'validation.date': { zh: '日期格式不正确', en: 'Invalid date' },
  'password.required': { zh: '请输入密码', en: 'Please enter the password' },
  'password.too_short': { zh: '密码长度不足', en: 'The password is too short' },
  'password.too_long': { zh: '密码过长', en: 'The password is too long' },
  'password.needs_lower': { zh: '密码需包含小写字母', en: 'The password needs a lowercase letter' },
  'password.needs_upper': { zh: '密码需包含大写字母', en: 'The password needs an uppercase letter' },
  'password.needs_digit': { zh: '密码需包含数字', en: 'The password needs a digit' },
  'password.alnum_only': { zh: '密码不能只包含字母和数字，需包含特殊字符', en: 'The password must not be letters and digits only' },
  'password.forbidden_char': {
    zh: '密码不能包含 % & \' , ; = ? $ " 等字符',
    en: 'The password must not contain % & \' , ; = ? $ or "',
  },
  'password.contains_company': { zh: '密码不能包含公司名称', en: 'The password must not contain the company name' },
  'password.repeat_run': { zh: '密码不能包含4个及以上连续相同字符', en: 'The password must not repeat a character 4 times in a row' },
  'password.sequence_run': {
    zh: '密码不能包含4位及以上连续递增或递减的数字或字母',
    en: 'The password must not contain ascending or descending runs of 4 digits or letters',
  },
  'password.mismatch': { zh: '两次输入的密码不一致', en: 'The passwords entered twice are inconsistent' },
  'password.same_as_old': { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one' },
  'password.employee_format': {
    zh: '密码为8-12位，至少包含字母、下划线、数字中的两种',
    en: 'The password is 8-12 characters with at least two of letters, underscore and digits',
  },
};

const catalogues: MessageCatalogue[] = [AUTH_MESSAGES, COMMON_MESSAGES, VALIDATION_MESSAGES];

/** Modules call this from their shared `messages.ts` (and the server's module manifests list them); idempotent. */
export function registerMessages(catalogue: MessageCatalogue): void {
  if (!catalogues.includes(catalogue)) catalogues.push(catalogue);
}

export function allMessages(): MessageCatalogue {
  return Object.assign({}, ...catalogues) as MessageCatalogue;
}

/** The message for `key` in `lang`, with `{name}` placeholders filled; the key itself if unknown. */
export function translate(key: string, lang: Lang, params?: Record<string, string | number>): string {
  let text: string | undefined;
  for (let i = catalogues.length - 1; i >= 0 && text === undefined; i--) text = catalogues[i]![key]?.[lang];
  if (text === undefined) return key;
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
