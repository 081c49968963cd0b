import { registerMessages } from '../i18n/messages';

/** Spec 001 §8 wrong-selection messages, word for word, and the freeze flow's messages. */
export const SUPPLIER_CONTROL_MESSAGES = {
  'supplier_control.select_normal_to_suspend': { zh: '请选择状态正常的供应商进行暂停', en: 'Please select a normal supplier to suspend' },
  'supplier_control.select_suspended_to_unsuspend': { zh: '请选择已暂停的供应商取消暂停', en: 'Please select a suspended supplier to un-suspend' },
  'supplier_control.select_undeleted_to_delete': { zh: '请选择未删除的供应商进行删除', en: 'Please select an undeleted supplier to delete' },
  'supplier_control.select_unfrozen_to_freeze': { zh: '请选择未冻结的供应商进行冻结', en: 'Please select a supplier that is not frozen to freeze' },
  'supplier_control.select_frozen_to_unfreeze': { zh: '请选择已冻结的供应商进行解冻', en: 'Please select a frozen supplier to unfreeze' },
  'supplier_control.deleted_no_freeze': { zh: '供应商已删除，不能冻结', en: 'The supplier is deleted and cannot be frozen' },
  'supplier_control.request_pending': { zh: '该供应商已有待财务审批的冻结/解冻申请', en: 'This supplier already has a freeze/unfreeze request awaiting finance approval' },
  'supplier_control.request_not_pending': { zh: '该申请已处理，不能再修改', en: 'This request has already been decided' },
  'supplier_control.not_supplier': { zh: '请选择供应商', en: 'Please select a supplier' },
  'supplier_control.cannot_transact.frozen': { zh: '供应商已冻结，不能邀请询价或下新订单', en: 'The supplier is frozen: it cannot be invited to an RFx or receive a new order' },
  'supplier_control.cannot_transact.suspended': { zh: '供应商已暂停，不能邀请询价或下新订单', en: 'The supplier is suspended: it cannot be invited to an RFx or receive a new order' },
  'supplier_control.cannot_transact.deleted': { zh: '供应商已删除，不能邀请询价或下新订单', en: 'The supplier is deleted: it cannot be invited to an RFx or receive a new order' },
  'supplier_control.cannot_transact.blacklisted': { zh: '供应商在黑名单中，不能邀请询价或下新订单', en: 'The supplier is blacklisted: it cannot be invited to an RFx or receive a new order' },
  'supplier_control.cannot_transact.not_found': { zh: '供应商不存在', en: 'No such supplier' },
};
registerMessages(SUPPLIER_CONTROL_MESSAGES);
