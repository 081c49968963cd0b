import { registerMessages } from '../i18n/messages';

/** Server messages of repair (issue 15). */
export const REPAIR_MESSAGES = {
  'repair.inquiry.wrong_state': { zh: '当前询价状态不允许此操作', en: 'The inquiry status does not allow this' },
  'repair.inquiry.not_open': { zh: '询价已授标或已关闭', en: 'The inquiry is already awarded or closed' },
  'repair.inquiry.deadline_past': { zh: '报价截止时间必须晚于当前时间', en: 'The quotation deadline must be in the future' },
  'repair.inquiry.serials_exceed': { zh: '序列号数量不能超过送修数量', en: 'There cannot be more serial numbers than the quantity' },
  'repair.shop_duplicate': { zh: '同一修理厂不能重复选择', en: 'A repair shop is chosen twice' },
  'repair.shop_not_supplier': { zh: '只能选择正式供应商', en: 'Only official suppliers can be asked' },
  'repair.shop_cannot_transact': { zh: '该修理厂当前不能交易（冻结、暂停、删除或黑名单）', en: 'This repair shop cannot transact now (frozen, suspended, deleted or blacklisted)' },
  'repair.quote.wrong_state': { zh: '当前报价状态不允许此操作', en: 'The quotation status does not allow this' },
  'repair.quote.answered': { zh: '已提交报价或已选择不报价，不能再修改', en: 'The quotation is submitted or declined and can no longer change' },
  'repair.quote.closed': { zh: '询价已截止或已关闭，不能再报价', en: 'The inquiry is closed for quotations (deadline passed or closed)' },
  'repair.quote.not_awardable': { zh: '只能授标已提交的报价', en: 'Only a submitted quotation can be awarded' },
  'repair.quote.incomplete': { zh: '提交前请填写交付周期、币种及至少一项费用或阶梯价', en: 'Before submitting, give the lead time, the currency and at least one cost or tier' },
  'repair.order.status_jump': { zh: '当前维修状态不能直接变更为该状态', en: 'The order cannot move from its current status to this one' },
  'repair.order.certificate_closed': { zh: '发货后不能再上传适航证书', en: 'Certificates can no longer be uploaded after shipping' },
  'repair.order.unknown_serial': { zh: '该序列号不在此维修订单中', en: 'This serial number is not on the order' },
  'repair.certificate_required': { zh: '发货前请为每个序列号上传适航放行证书', en: 'Upload a release certificate for every serial number before shipping' },
  'repair.certificate_not_release': { zh: '该证书类型不是适航放行证书', en: 'This certificate type does not release a part to service' },
  'repair.bill.wrong_state': { zh: '当前账单状态不允许此操作', en: 'The bill status does not allow this' },
  'repair.bill.not_pending': { zh: '只能审核待审核的账单', en: 'Only a bill pending review can be reviewed' },
  'repair.bill.not_rejected': { zh: '只能修改审核未通过的账单', en: 'Only a bill that was not approved can be corrected' },
  'repair.bill.not_finished': { zh: '维修订单发货后才能录入账单', en: 'A bill can be entered only once the order is shipped' },
  'repair.bill.exists': { zh: '该订单已有待审核或已通过的账单', en: 'The order already has a bill pending review or approved' },
  'repair.bill.missing': { zh: '该订单还没有账单', en: 'The order has no bill yet' },
  'repair.bill.amount_mismatch': { zh: '金额与计算结果不一致（应为 {expected}）', en: 'The amount does not match the computed one ({expected})' },
};
registerMessages(REPAIR_MESSAGES);
