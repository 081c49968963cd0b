import { registerMessages } from '../i18n/messages';

export const BLACKLIST_MESSAGES = {
  'blacklist.already_listed': { zh: '该供应商已在黑名单中', en: 'This supplier is already on the blacklist' },
  'blacklist.identify_supplier': { zh: '请选择供应商，或填写供应商名称和税号', en: 'Select a supplier, or enter its name and tax ID' },
  'blacklist.removed': { zh: '该黑名单记录已解除，不能修改', en: 'This entry has been lifted and can no longer be changed' },
  'blacklist.finance_handled': { zh: '财务已处理该黑名单记录', en: 'Finance has already handled this entry' },
  'blacklist.not_supplier': { zh: '所选公司不是供应商', en: 'The selected company is not a supplier' },
};
registerMessages(BLACKLIST_MESSAGES);
