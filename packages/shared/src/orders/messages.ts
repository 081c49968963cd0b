/** Messages of purchase orders (issue 14): refusals of the order flow and intake checks. */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const ORDER_MESSAGES: MessageCatalogue = {
  'orders.wrong_state': { zh: '订单当前状态不允许此操作', en: 'The order’s current status does not allow this action' },
  'orders.not_acknowledgeable': { zh: '只有新订单可以整单确认', en: 'Only a new order can be acknowledged as a whole' },
  'orders.item_not_acknowledgeable': { zh: '只有未确认的行项目可以确认', en: 'Only an item not yet acknowledged can be acknowledged' },
  'orders.not_changeable': { zh: '该订单当前不能申请变更', en: 'A change cannot be requested on this order now' },
  'orders.item_not_changeable': { zh: '该行项目已有待处理的变更申请或已取消', en: 'This item already has a pending change request or is cancelled' },
  'orders.item_not_rejectable': { zh: '只有未确认的行项目可以申请拒绝', en: 'Only an item not yet acknowledged can be rejected' },
  'orders.item_not_cancellable': { zh: '只有已确认的行项目可以申请取消', en: 'Only an acknowledged item can be cancelled' },
  'orders.item_is_cancelled': { zh: '该行项目已取消', en: 'This item has been cancelled' },
  'orders.item_is_rejected': { zh: '该行项目已被拒绝', en: 'This item has been rejected' },
  'orders.is_cancelled': { zh: '采购方已取消该订单，不能再处理', en: 'The buyer has cancelled this order: it takes no further action' },
  'orders.is_rejected': { zh: '该订单已被拒绝，不能再处理', en: 'This order has been rejected: it takes no further action' },
  'orders.is_closed': { zh: '采购方已关闭该订单，不能再处理', en: 'The buyer has closed this order: it takes no further action' },
  'orders.is_completed': { zh: '该订单已全部收货完成，不能再处理', en: 'This order is complete (all its goods were received): it takes no further action' },
  'orders.already_acknowledged': { zh: '该订单已确认', en: 'This order has already been acknowledged' },
  'orders.ack_request_pending': { zh: '该订单有待采购方处理的申请，暂不能整单确认', en: 'A request on this order waits for the buyer: it cannot be acknowledged as a whole now' },
  // A staff action decided on an earlier revision of the order (D-502): what the other side did meanwhile.
  'orders.meanwhile.acknowledged': {
    zh: '在您处理期间，{by} 已确认该订单，订单现为“已确认”。请查看最新内容后再操作',
    en: 'While you were deciding, {by} acknowledged this order; it is now acknowledged. Review it and act again',
  },
  'orders.meanwhile.item_acknowledged': {
    zh: '在您处理期间，{by} 已确认行项目 {item}。请查看最新内容后再操作',
    en: 'While you were deciding, {by} acknowledged item {item}. Review the order and act again',
  },
  'orders.meanwhile.requested': {
    zh: '在您处理期间，{by} 对该订单提交了新的申请。请查看最新内容后再操作',
    en: 'While you were deciding, {by} sent a new request on this order. Review it and act again',
  },
  'orders.meanwhile.new_version': {
    zh: '在您处理期间，该订单收到了新版本（当前版本 {version}）。请查看最新内容后再操作',
    en: 'While you were deciding, a new version of this order arrived (now version {version}). Review it and act again',
  },
  'orders.meanwhile.received': {
    zh: '在您处理期间，该订单的货物已收货。请查看最新内容后再操作',
    en: 'While you were deciding, goods of this order were received. Review it and act again',
  },
  'orders.meanwhile.changed': {
    zh: '在您处理期间，{by} 已处理该订单。请查看最新内容后再操作',
    en: 'While you were deciding, {by} acted on this order. Review it and act again',
  },
  'orders.not_rejectable': { zh: '只有未确认的新订单可以申请拒绝', en: 'Only a new order not yet acknowledged can be rejected' },
  'orders.not_cancellable': { zh: '只有已确认的订单可以申请取消', en: 'Only an acknowledged order can be cancelled' },
  'orders.not_closable': { zh: '只有已确认的订单可以关闭', en: 'Only an acknowledged order can be closed' },
  'orders.no_pending_request': { zh: '该申请已处理或不存在待处理的申请', en: 'There is no pending request to answer' },
  'orders.request_answered': { zh: '该申请已被处理', en: 'This request has already been answered' },
  'orders.change_empty': { zh: '请至少修改料号、单价、数量或交货日期中的一项', en: 'Change at least one of the P/N, price, quantity or ship date' },
  'orders.unknown_supplier': { zh: '供应商代码不存在', en: 'No supplier has this vendor code' },
  'orders.unknown_buyer': { zh: '采购员账号不存在', en: 'No staff account has this buyer ID' },
  'orders.unknown_unit': { zh: '单位不在允许的单位列表中', en: 'The unit is not one of the allowed units' },
  'orders.unknown_currency': { zh: '币种不在允许的币种列表中', en: 'The currency is not one of the allowed currencies' },
  'orders.unknown_vat_rate': { zh: '税率必须是 0、1、3、6、9 或 13（%）', en: 'The VAT rate must be 0, 1, 3, 6, 9 or 13 (%)' },
  'orders.must_be_positive': { zh: '必须大于0', en: 'Must be greater than 0' },
  'orders.too_many_decimals': { zh: '小数位数过多', en: 'Too many decimals' },
  'orders.items_required': { zh: '订单至少需要一个行项目', en: 'An order needs at least one item' },
  'orders.delivery_lines_required': { zh: '每个行项目至少需要一条交货计划行', en: 'Every item needs at least one delivery line' },
  'orders.too_many_lines': { zh: '行数超过上限', en: 'Too many lines' },
  'orders.batch_too_large': { zh: '一批最多 200 个订单、合计 2000 个行项目', en: 'A batch takes at most 200 orders with 2,000 items in all' },
  'orders.duplicate_item_no': { zh: '行号重复', en: 'The item number is used twice' },
  'orders.amount_mismatch': {
    zh: '金额不符：计算值为 {computed}（单价不含增值税）',
    en: 'The amount does not add up: it computes to {computed} (unit prices exclude VAT)',
  },
  'orders.delivery_quantity_mismatch': { zh: '交货计划行数量合计必须等于行项目数量', en: 'The delivery lines’ quantities must add up to the item quantity' },
  'orders.stale_version': { zh: '已有更新的订单版本（当前版本 {current}）', en: 'A newer version of this order exists (current version {current})' },
  'orders.version_conflict': { zh: '同一订单版本的内容不同，请使用新的版本号', en: 'This order version was received with other content: send it as a new version' },
  'orders.order_closed': { zh: '订单已结束，不能再接收新版本', en: 'The order is finished and takes no new version' },
  'orders.pending_answer_first': { zh: '请先处理该订单的待处理申请', en: 'Answer the order’s pending requests first' },
  'orders.integration_unauthorized': { zh: '集成客户端凭据无效', en: 'Invalid integration client credentials' },
  'orders.over_received': {
    zh: '订单 {orderNo} 行 {itemNo} 的收货数量不能超过订购数量（尚可收货 {open}）',
    en: 'Order {orderNo} item {itemNo}: the received quantity cannot exceed the ordered quantity (still to receive: {open})',
  },
  'orders.receipt_other_supplier': {
    zh: '订单 {orderNo} 行 {itemNo} 属于其他供应商，不能随本运单收货',
    en: 'Order {orderNo} item {itemNo} belongs to another supplier and cannot be received with this shipment',
  },
};

registerMessages(ORDER_MESSAGES);
