import { registerMessages } from '../i18n/messages';

export const AUDITOR_MESSAGES = {
  'auditors.employee_not_found': { zh: '未找到该员工号的公司员工', en: 'No staff employee has this employee ID' },
  'auditors.duplicate': { zh: '该审核员已有相同的授权范围', en: 'This auditor already has the same authorisation scope' },
};
registerMessages(AUDITOR_MESSAGES);
