/**
 * Messages of logistics (issue 16). The shipment messages of spec 001 §8 are word for word in
 * English; the Chinese are the old portal's usual wording (D-301).
 */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const LOGISTICS_MESSAGES: MessageCatalogue = {
  // spec 001 §8 (and §5 'select transport mode, export agent, ... origin and destination port; at least one cargo item')
  'logistics.select_transport_mode': { zh: '请选择运输方式', en: 'Please select a transport mode' },
  'logistics.select_export_agent': { zh: '请选择出口代理', en: 'Please select an export agent' },
  'logistics.select_ports': { zh: '请选择港口', en: 'Please select ports' },
  'logistics.select_one_item': { zh: '请至少选择一项', en: 'Please select at least one item' },
  'logistics.fill_cargo_info': { zh: '请填写货物信息', en: 'Please fill in cargo information' },
  'logistics.fill_transport_info': { zh: '请填写运输信息', en: 'Please fill in transport information' },
  'logistics.fill_packing_list_info': { zh: '请填写装箱单信息', en: 'Please fill in packing-list information' },
  // spec 001 §5 other shipment rules
  'logistics.select_shipper_place': { zh: '请选择发货人国家/省/市', en: 'Please select the shipper’s country, province and city' },
  'logistics.select_consignee_place': { zh: '请选择收货人国家/省/市', en: 'Please select the consignee’s country, province and city' },
  'logistics.waybill_or_packing_list': { zh: '运单号和装箱单号至少填写一个', en: 'Enter the waybill number or the packing-list number (at least one)' },
  'logistics.mixed_business_types': {
    zh: '所选货物的业务类型不同（{types}），确认继续吗？',
    en: 'The selected cargo has different business types ({types}). Continue?',
  },
  'logistics.un_number': { zh: 'UN编号格式应为UN加4位数字，例如UN1845', en: 'The UN number is “UN” and four digits, e.g. UN1845' },
  'logistics.msds_required': { zh: '危险品请上传MSDS', en: 'Upload the MSDS of dangerous goods' },
  'logistics.packing_list_shared': {
    zh: '只有收货地点和贸易条款相同的货物可以共用一个装箱单',
    en: 'Only cargo with the same receiving place and trade terms may share a packing list',
  },
  // master data
  'logistics.master_code_taken': { zh: '该代码已存在', en: 'This code already exists' },
  'logistics.master_in_use': { zh: '该数据已被运输通知使用，不能删除，可停用', en: 'This entry is used by shipment notices: disable it instead of deleting it' },
  'logistics.master_field_required': { zh: '必填', en: 'Required' },
  'logistics.not_forwarder_company': { zh: '请选择货代公司', en: 'Select a forwarder company' },
  // shipments
  'logistics.wrong_state': { zh: '运输通知当前状态不允许此操作', en: 'The shipment’s current status does not allow this action' },
  'logistics.allotment_shipment': { zh: '该运输属于库间调拨，请在调拨单中办理', en: 'This shipment belongs to an inter-base allotment: act on the allotment instead' },
  'logistics.not_deletable': { zh: '只有所有箱件均待提货的运输通知可以删除', en: 'A shipment can be deleted only while all its boxes await pick-up' },
  'logistics.over_pending': { zh: '提货数量不能超过待提数量（{pending}）', en: 'The pick-up quantity cannot exceed the pending quantity ({pending})' },
  'logistics.over_open_qty': { zh: '发货数量不能超过订单行未清数量（{open}）', en: 'The shipped quantity cannot exceed the open quantity of the order line ({open})' },
  'logistics.order_line_unknown': { zh: '订单行不存在', en: 'The order line does not exist' },
  'logistics.forwarder_unknown': { zh: '货代不存在或已停用', en: 'The forwarder does not exist or is disabled' },
  'logistics.not_image': { zh: '交付凭证照片必须是图片', en: 'Proof-of-delivery photos must be images' },
  'logistics.awb_required': { zh: '请填写空运单号', en: 'Enter the air waybill number' },
  'logistics.receipt_not_carried': { zh: '本运单未承运该订单行', en: 'This shipment does not carry that order line' },
  // issue 26 items 6 and 7: codes and ports checked on every write, packing lists from the despatches, dispatch by mode (D-510..D-514)
  'logistics.unknown_service_mode': { zh: '服务方式“{value}”不在服务方式代码表中', en: 'Service mode “{value}” is not in the service-mode code table' },
  'logistics.unknown_quick_parcel_tier': { zh: '快件时效“{value}”不在快件时效代码表中', en: 'Quick-parcel tier “{value}” is not in the quick-parcel tier code table' },
  'logistics.unknown_trade_term': { zh: '贸易条款“{value}”不是国际贸易术语（Incoterms 2020）', en: 'Trade term “{value}” is not an Incoterms 2020 term' },
  'logistics.unknown_port': { zh: '港口“{value}”不在港口主数据中或已停用', en: 'Port “{value}” is not in the port master data or is disabled' },
  'logistics.tier_over_weight': {
    zh: '快件时效“{tier}”只收{maxKg}kg及以下的货物，本票毛重{weight}kg',
    en: 'The quick-parcel tier “{tier}” takes up to {maxKg} kg; this shipment weighs {weight} kg',
  },
  'logistics.tier_under_weight': {
    zh: '快件时效“{tier}”只收{minKg}kg以上的货物，本票毛重{weight}kg',
    en: 'The quick-parcel tier “{tier}” takes only over {minKg} kg; this shipment weighs {weight} kg',
  },
  'logistics.despatch_line_unknown': { zh: '发货单行不存在', en: 'The despatch line does not exist' },
  'logistics.despatch_shipped_elsewhere': { zh: '发货单{number}已在另一运输通知中', en: 'Despatch {number} is already on another shipment notice' },
  'logistics.packing_list_terms_mixed': {
    zh: '所选发货单的贸易条款不同（{terms}），不能共用一个装箱单',
    en: 'The despatches have different trade terms ({terms}) and cannot share one packing list',
  },
  'logistics.packing_list_taken': {
    zh: '装箱单{packingListNo}已用于发货单{number}，其收货地点或贸易条款不同',
    en: 'Packing list {packingListNo} is already used by despatch {number}, which has another receiving place or trade terms',
  },
  'logistics.fill_truck_info': { zh: '陆运请填写承运人、车型、车牌号和车次', en: 'For land transport enter the carrier, vehicle model, plate and truck number' },
  'logistics.over_shipped': { zh: '收货数量不能超过本运单的发运数量（{shipped}）', en: 'The received quantity cannot exceed what this shipment carried ({shipped})' },
  // issue 26 item 8: the supplier's despatch follow-up (D-530..D-532)
  'logistics.order_line_not_acknowledged': {
    zh: '订单行{orderNo}/{itemNo}尚未确认，请先确认订单后再发货',
    en: 'Order line {orderNo}/{itemNo} has not been acknowledged yet; acknowledge it before despatching',
  },
  'logistics.order_line_request_pending': {
    zh: '订单行{orderNo}/{itemNo}有待采购员答复的申请，答复后才能发货',
    en: 'Order line {orderNo}/{itemNo} has a request awaiting the buyer’s answer; despatch it once the buyer has answered',
  },
  'logistics.order_line_closed': {
    zh: '订单行{orderNo}/{itemNo}已关闭（已拒绝、已取消或已全部收货），不能发货',
    en: 'Order line {orderNo}/{itemNo} is closed (rejected, cancelled or fully received) and cannot be despatched',
  },
  'logistics.despatch_on_notice': {
    zh: '该发货单已列入运输通知，请联系物流人员将其移出通知后再修改或撤回',
    en: 'This despatch is on a transport notice; ask logistics to take it off the notice before changing or withdrawing it',
  },
  'logistics.despatch_picked_up': {
    zh: '该发货单的货物已被提货，不能再修改或撤回',
    en: 'The cargo of this despatch has been picked up; the despatch can no longer be changed or withdrawn',
  },
  'logistics.despatch_not_shipped': { zh: '该发货单尚未列入运输通知', en: 'This despatch is not on a transport notice yet' },
  // The shipment list export (issue 29 item 4, D-527).
  'logistics.export.file': { zh: '运输通知', en: 'Shipments' },
  'logistics.export.sheet': { zh: '运输通知', en: 'Shipments' },
  'logistics.export.col.number': { zh: '通知单号', en: 'Notice no.' },
  'logistics.export.col.direction': { zh: '方向', en: 'Direction' },
  'logistics.export.col.status': { zh: '状态', en: 'Status' },
  'logistics.export.col.transportType': { zh: '运输类型', en: 'Transport' },
  'logistics.export.col.packingListNo': { zh: '装箱单号', en: 'Packing list no.' },
  'logistics.export.col.awb': { zh: '运单号', en: 'AWB' },
  'logistics.export.col.originPort': { zh: '起运港', en: 'Origin' },
  'logistics.export.col.destinationPort': { zh: '目的港', en: 'Destination' },
  'logistics.export.col.pieces': { zh: '件数', en: 'Pieces' },
  'logistics.export.col.grossWeight': { zh: '毛重', en: 'Gross weight' },
  'logistics.export.col.chargeableWeight': { zh: '计费重', en: 'Chargeable weight' },
  'logistics.export.col.forwarder': { zh: '货代', en: 'Forwarder' },
  'logistics.export.col.etd': { zh: '预计起飞', en: 'ETD' },
  'logistics.export.col.eta': { zh: '预计到达', en: 'ETA' },
  'logistics.export.col.createdBy': { zh: '创建人', en: 'Created by' },
  'logistics.export.col.createdAt': { zh: '创建时间', en: 'Created' },
  'logistics.export.direction.intl_out': { zh: '国际出港', en: 'International outbound' },
  'logistics.export.direction.intl_in': { zh: '国际进港', en: 'International inbound' },
  'logistics.export.direction.dom_out': { zh: '国内出港', en: 'Domestic outbound' },
  'logistics.export.direction.dom_in': { zh: '国内进港', en: 'Domestic inbound' },
  'logistics.export.status.created': { zh: '已创建运输通知', en: 'Notice created' },
  'logistics.export.status.notified': { zh: '已通知货代', en: 'Forwarder notified' },
  'logistics.export.status.picked_up': { zh: '已提货', en: 'Picked up' },
  'logistics.export.status.shipped': { zh: '已发运', en: 'Shipped' },
  'logistics.export.status.cleared': { zh: '已清关', en: 'Cleared customs' },
  'logistics.export.status.intl_notified': { zh: '已通知国际货代', en: 'International forwarder notified' },
  'logistics.export.status.intl_picked_up': { zh: '国际货代已提货', en: 'International forwarder picked up' },
  'logistics.export.status.delivered': { zh: '已交付', en: 'Delivered' },
  'logistics.export.status.deleted': { zh: '已删除', en: 'Deleted' },
  'logistics.export.status.voided': { zh: '已作废', en: 'Voided' },
  'logistics.export.transport.air': { zh: '空运', en: 'Air' },
  'logistics.export.transport.land': { zh: '陆运', en: 'Land' },
};

registerMessages(LOGISTICS_MESSAGES);
