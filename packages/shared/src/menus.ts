/**
 * The route catalogue (spec 000 §2) as data: every screen of the portal with its new path, the
 * old portal paths that redirect to it, its permission and its place in each side's menu tree.
 * The server filters these trees by the user's permissions (getUserInfo); the web builds its
 * sidebar from the server's answer and its legacy redirects from `legacyRedirects()`.
 */
import type { CompanyType, PermissionKey } from './permissions';
import { SCORECARD_VIEW_PERMISSIONS } from './supplier-scorecard/access';

export type MenuSide = CompanyType;

export interface MenuNode {
  /** Stable key, also the i18n key suffix on the web (`menu.<key>`). */
  key: string;
  cname: string;
  ename: string;
  icon?: string;
  /** New path without the leading slash (spec 000 §2: item path = url with a leading slash). */
  url?: string;
  /** Any one of these grants the node; a group is shown when any child is. */
  permissions?: readonly PermissionKey[];
  /** Routed but not shown in the sidebar (the catalogue's "(hidden)"). */
  hidden?: boolean;
  /** Old portal paths (without leading slash) that now redirect here. */
  legacy?: readonly string[];
  children?: readonly MenuNode[];
}

const staff: readonly MenuNode[] = [
  { key: 'home', cname: '工作台', ename: 'Workbench', icon: 'HomeOutlined', url: 'home', permissions: ['home.view'] },
  {
    key: 'suppliers',
    cname: '供应商管理',
    ename: 'Supplier management',
    icon: 'TeamOutlined',
    children: [
      {
        key: 'supplierInvitations',
        cname: '供应商邀请',
        ename: 'Supplier invitation',
        icon: 'MailOutlined',
        url: 'suppliers/invitations',
        permissions: ['supplier.invite'],
        legacy: ['{product}/supManagement/index', '{product}/supManagement/inviteSup', '{product}/supManagement/inviteTwentyOne'],
      },
      {
        key: 'supplierInfo',
        cname: '供应商信息',
        ename: 'Supplier information',
        icon: 'ProfileOutlined',
        url: 'suppliers/info',
        permissions: ['supplier.info.view'],
        legacy: ['{product}/supplier/index', 'tc{product}/suppliernInfo/index', 'tc{product}/tc{product}SupInfo/index'],
      },
      {
        key: 'supplierPreaudit',
        cname: '供应商预审',
        ename: 'Pre-qualification',
        icon: 'FileSearchOutlined',
        url: 'suppliers/preaudit',
        permissions: ['supplier.preaudit'],
        legacy: ['tc{product}/supplierPreaudit/index', 'tc{product}/supplierPreauditTwo/index'],
      },
      {
        key: 'supplierAudit',
        cname: '供应商审核',
        ename: 'Supplier audit',
        icon: 'AuditOutlined',
        url: 'suppliers/audit',
        permissions: ['supplier.audit'],
        legacy: ['tc{product}/supplierAudit/index', 'tc{product}/supplierAuditTwo/index', '{product}/supAuditing/index'],
      },
      {
        key: 'supplierReviews',
        cname: '审批任务',
        ename: 'Review tasks',
        icon: 'CheckSquareOutlined',
        url: 'suppliers/reviews',
        permissions: ['supplier.review.business', 'supplier.review.inviting', 'supplier.review.oa', 'supplier.review.quality', 'supplier.sync.sap'],
      },
      {
        key: 'officialSuppliers',
        cname: '正式供应商',
        ename: 'Official suppliers',
        icon: 'SafetyCertificateOutlined',
        url: 'suppliers/official',
        permissions: ['supplier.official.view'],
        legacy: ['tc{product}/officialSupplier/index', '{product}/zsSupManagement/index'],
      },
      {
        key: 'supplierChanges',
        cname: '资料变更审核',
        ename: 'Data change review',
        icon: 'DiffOutlined',
        url: 'suppliers/changes',
        permissions: ['supplier.change.review'],
      },
      {
        key: 'capabilityReview',
        cname: '能力清单审核',
        ename: 'Capability review',
        icon: 'UnorderedListOutlined',
        url: 'suppliers/capabilities',
        permissions: ['supplier.capability.review'],
      },
      {
        key: 'supplierControl',
        cname: '供应商暂停/删除',
        ename: 'Supplier control',
        icon: 'StopOutlined',
        url: 'suppliers/control',
        permissions: ['supplier.control'],
      },
      {
        key: 'supplierFreeze',
        cname: '冻结/解冻',
        ename: 'Freeze / unfreeze',
        icon: 'LockOutlined',
        url: 'suppliers/freeze',
        permissions: ['supplier.freeze.request'],
        legacy: ['{product}/freeze/index', '{product}/freeze/step1', '{product}/freeze/step2', '{product}/freeze/step3', '{product}/freezeEdit/index', '{product}/unfreeze/index'],
      },
      {
        key: 'financeApproval',
        cname: '财务审批',
        ename: 'Finance approval',
        icon: 'AccountBookOutlined',
        url: 'suppliers/finance-approval',
        permissions: ['supplier.freeze.approve'],
        legacy: ['{product}/financeApproval/index'],
      },
      {
        key: 'financeSuppliers',
        cname: '财务供应商',
        ename: 'Finance suppliers',
        icon: 'BankOutlined',
        url: 'suppliers/finance',
        permissions: ['supplier.finance.view'],
        legacy: ['{product}/financeSupManagement/index'],
      },
      {
        key: 'blacklist',
        cname: '黑名单',
        ename: 'Blacklist',
        icon: 'WarningOutlined',
        url: 'suppliers/blacklist',
        permissions: ['supplier.blacklist.view'],
        legacy: ['tc{product}/supBlack/list', 'tc{product}/supBlack/history', 'tc{product}/supBlack/form', 'tc{product}/supBlack/listUpd', 'tc{product}/supBlack/listIst'],
      },
      {
        key: 'auditors',
        cname: '审核员授权',
        ename: 'Auditor authorisation',
        icon: 'UserSwitchOutlined',
        url: 'suppliers/auditors',
        permissions: ['supplier.auditor.manage'],
      },
      {
        key: 'inquiryPower',
        cname: '询价审批人',
        ename: 'Inquiry approvers',
        icon: 'KeyOutlined',
        url: 'suppliers/inquiry-power',
        permissions: ['supplier.inquiryPower.manage'],
        legacy: ['tc{product}/inquiryPower/index'],
      },
      {
        key: 'sapSync',
        cname: 'SAP同步',
        ename: 'SAP sync',
        icon: 'SyncOutlined',
        url: 'suppliers/sap-sync',
        permissions: ['supplier.sync.sap'],
      },
      // supplier scorecard (issue 31, D-636)
      { key: 'scorecardRanking', cname: '供应商绩效排名', ename: 'Supplier ranking', icon: 'BarChartOutlined', url: 'suppliers/scorecard-ranking', permissions: SCORECARD_VIEW_PERMISSIONS },
      { key: 'scorecardSettings', cname: '绩效评分标准', ename: 'Scorecard criteria', icon: 'SettingOutlined', url: 'suppliers/scorecard-settings', permissions: ['supplier.scorecard.manage'] },
    ],
  },
  // sourcing (issue 12)
  {
    key: 'sourcing',
    cname: '寻源管理',
    ename: 'Sourcing',
    icon: 'ShoppingCartOutlined',
    children: [
      {
        key: 'requirements',
        cname: '采购需求',
        ename: 'Purchase requirements',
        icon: 'UnorderedListOutlined',
        url: 'sourcing/requirements',
        permissions: ['sourcing.requirement.manage'],
        legacy: ['air/demandManagement/index', '{product}/agreementInquiry/requirements/index', '{product}/agreementInquiry/requirements/search'],
      },
      {
        key: 'rfx',
        cname: '询价方案',
        ename: 'Inquiry programmes',
        icon: 'FileSearchOutlined',
        url: 'sourcing/rfx',
        permissions: ['sourcing.rfx.manage'],
        legacy: ['{product}/agreementInquiry/inquiryProgramme/index', '{product}/agreementInquiry/inquiryProgramme/search'],
      },
    ],
  },
  // agreements (issue 13, D-278)
  {
    key: 'agreementsGroup',
    cname: '协议管理',
    ename: 'Agreements',
    icon: 'ContainerOutlined',
    children: [
      { key: 'agreements', cname: '协议', ename: 'Agreements', icon: 'ContainerOutlined', url: 'agreements', permissions: ['agreements.view'], legacy: ['air/agreement/index'] },
      { key: 'agreementQuery', cname: '协议查询', ename: 'Agreement query', icon: 'FileSearchOutlined', url: 'agreements/query', permissions: ['agreements.view'], legacy: ['protocolQuery/index'] },
      { key: 'agreementReport', cname: '协议报表', ename: 'Agreement report', icon: 'BarChartOutlined', url: 'agreements/report', permissions: ['agreements.view'], legacy: ['agreementReport/index'] },
    ],
  },
  // repair (issue 15)
  {
    key: 'repair',
    cname: '送修管理',
    ename: 'Repair',
    icon: 'ToolOutlined',
    children: [
      { key: 'repairInquiries', cname: '送修询价', ename: 'Repair inquiries', icon: 'FileSearchOutlined', url: 'repair/inquiries', permissions: ['repair.inquiry.manage'], legacy: ['air/sendRepair/index', 'air/repair/index', 'air/inquirySheet/index'] },
      { key: 'repairOrders', cname: '维修订单', ename: 'Repair orders', icon: 'FileDoneOutlined', url: 'repair/orders', permissions: ['repair.order.view', 'repair.order.manage', 'repair.bill.review'] },
      { key: 'repairBills', cname: '维修账单', ename: 'Repair bills', icon: 'AccountBookOutlined', url: 'repair/bills', permissions: ['repair.order.view', 'repair.order.manage', 'repair.bill.review'], legacy: ['air/add', 'air/edit', 'air/detail'] },
      { key: 'repairPriceRounds', cname: '轮次报价', ename: 'Price rounds', icon: 'DollarOutlined', url: 'repair/price-rounds', permissions: ['repair.inquiry.manage'] },
    ],
  },
  {
    key: 'orders',
    cname: '采购订单',
    ename: 'Purchase orders',
    icon: 'ShoppingCartOutlined',
    children: [{ key: 'purchaseOrders', cname: '采购订单', ename: 'Purchase orders', icon: 'FileDoneOutlined', url: 'orders', permissions: ['po.view'] }],
  },
  // logistics (issue 16)
  {
    key: 'logistics',
    cname: '物流管理',
    ename: 'Logistics',
    icon: 'CarOutlined',
    children: [
      { key: 'logisticsShipments', cname: '运输通知', ename: 'Shipment notices', icon: 'ContainerOutlined', url: 'logistics/shipments', permissions: ['logistics.shipment.view', 'logistics.shipment.manage'] },
      { key: 'logisticsIntlOutFlow', cname: '国际出港', ename: 'International outbound', icon: 'CarOutlined', url: 'logistics/flows/intl_out', permissions: ['logistics.shipment.view', 'logistics.shipment.manage'], legacy: ['logistics/internationalOutBound/pickup', 'logistics/internationalOutBound/shipMent', 'logistics/internationalOutBound/internationalPickUp', 'logistics/internationalOutBound/service', 'logistics/internationalOutBound/forwarding/index'] },
      { key: 'logisticsIntlInFlow', cname: '国际进港', ename: 'International inbound', icon: 'CarOutlined', url: 'logistics/flows/intl_in', permissions: ['logistics.shipment.view', 'logistics.shipment.manage'], legacy: ['logistics/internationalInBound/pickup', 'logistics/internationalInBound/shipMent'] },
      { key: 'logisticsDomOut', cname: '国内出港', ename: 'Domestic outbound', icon: 'CarOutlined', url: 'logistics/flows/dom_out', permissions: ['logistics.shipment.view', 'logistics.shipment.manage'], legacy: ['logistics/domesticOutBound/pickup', 'logistics/domesticOutBound/shipMent', 'logistics/domesticOutBound/internationalPickUp', 'logistics/domesticOutBound/service'] },
      { key: 'logisticsDomIn', cname: '国内进港', ename: 'Domestic inbound', icon: 'CarOutlined', url: 'logistics/flows/dom_in', permissions: ['logistics.shipment.view', 'logistics.shipment.manage'], legacy: ['logistics/domesticInBound/pickup', 'logistics/domesticInBound/shipMent', 'logistics/domesticInBound/internationalPickUp', 'logistics/domesticInBound/service'] },
      { key: 'logisticsCustoms', cname: '清关', ename: 'Customs clearance', icon: 'SafetyCertificateOutlined', url: 'logistics/customs', permissions: ['logistics.shipment.view', 'logistics.shipment.manage'], legacy: ['logistics/internationalOutBound/exportClearance', 'logistics/internationalInBound/clearanceService'] },
      // outside flows (issue 17 item 2, D-403): the instruct tabs index1-4 are filters of one list
      { key: 'logisticsOutside', cname: '外部流转', ename: 'Outside flows', icon: 'CarOutlined', url: 'logistics/outside', permissions: ['logistics.outside.view', 'logistics.outside.manage'], legacy: ['pdOutside/instruct/index1', 'pdOutside/instruct/index2', 'pdOutside/instruct/index3', 'pdOutside/instruct/index4', 'pdOutside/instruct/edit', 'pdOutside/instruct/editHand', 'pdOutside/receive/index', 'pdOutside/receive/edit'] },
      { key: 'logisticsPackingLists', cname: '装箱单', ename: 'Packing lists', icon: 'InboxOutlined', url: 'logistics/packing-lists', permissions: ['logistics.shipment.view', 'logistics.shipment.manage'] },
      // RPA (issue 17 item 7, D-424)
      { key: 'logisticsRpa', cname: 'RPA上传下载', ename: 'RPA upload/download', icon: 'SyncOutlined', url: 'logistics/rpa', permissions: ['logistics.rpa'], legacy: ['logistics/rpa/index'] },
      { key: 'logisticsAirZones', cname: '航空区域', ename: 'Air zones', icon: 'GlobalOutlined', url: 'logistics/master/airZone', permissions: ['logistics.master.manage'], legacy: ['{product}/dict/airZone'] },
      { key: 'logisticsPorts', cname: '港口/机场', ename: 'Ports and airports', icon: 'GlobalOutlined', url: 'logistics/master/port', permissions: ['logistics.master.manage'], legacy: ['{product}/dict/supPort'] },
      { key: 'logisticsInlandAgents', cname: '国内报关代理', ename: 'Inland agents', icon: 'SolutionOutlined', url: 'logistics/master/inlandAgent', permissions: ['logistics.master.manage'], legacy: ['{product}/dict/inlandAgent'] },
      { key: 'logisticsIntlIn', cname: '国际进口代理', ename: 'Import agents', icon: 'SolutionOutlined', url: 'logistics/master/intlIn', permissions: ['logistics.master.manage'], legacy: ['{product}/dict/intlIn'] },
      { key: 'logisticsIntlOut', cname: '国际出口代理', ename: 'Export agents', icon: 'SolutionOutlined', url: 'logistics/master/intlOut', permissions: ['logistics.master.manage'], legacy: ['{product}/dict/intlOut'] },
      { key: 'logisticsForwarders', cname: '货代', ename: 'Forwarders', icon: 'CarOutlined', url: 'logistics/master/forwarder', permissions: ['logistics.master.manage'], legacy: ['{product}/dict/forward'] },
      // forwarder onboarding (issue 26 item 2, D-490): the companies, their administrator, freeze and restore
      { key: 'logisticsForwarderCompanies', cname: '货代公司', ename: 'Forwarder companies', icon: 'TeamOutlined', url: 'logistics/forwarder-companies', permissions: ['logistics.master.manage'] },
      // inter-base allotment (issue 17 item 1, D-391): the five screens of /pdInternalAllot are views of one list
      { key: 'allotDemand', cname: '调拨需求', ename: 'Allotment demands', icon: 'ContainerOutlined', url: 'logistics/allot/demand', permissions: ['logistics.allot.demand', 'logistics.allot.manage'], legacy: ['pdInternalAllot/demand/index', 'pdInternalAllot/demand/edit', 'pdInternalAllot/demand/detail'] },
      { key: 'allotInstruct', cname: '调拨指令', ename: 'Allotment instructions', icon: 'ContainerOutlined', url: 'logistics/allot/instruct', permissions: ['logistics.allot.manage'], legacy: ['pdInternalAllot/instruct/index', 'pdInternalAllot/instruct/edit', 'pdInternalAllot/instruct/detail'] },
      { key: 'allotPickUp', cname: '调拨提货', ename: 'Allotment pick-up', icon: 'InboxOutlined', url: 'logistics/allot/pickUp', permissions: ['logistics.allot.manage'], legacy: ['pdInternalAllot/pickUp/index', 'pdInternalAllot/pickUp/edit', 'pdInternalAllot/pickUp/detail'] },
      { key: 'allotDispatch', cname: '调拨发运', ename: 'Allotment dispatch', icon: 'CarOutlined', url: 'logistics/allot/dispatch', permissions: ['logistics.allot.manage'], legacy: ['pdInternalAllot/dispatch/index', 'pdInternalAllot/dispatch/edit', 'pdInternalAllot/dispatch/detail'] },
      { key: 'allotDeliver', cname: '调拨收货', ename: 'Allotment receipt', icon: 'FileDoneOutlined', url: 'logistics/allot/deliver', permissions: ['logistics.allot.demand', 'logistics.allot.manage'], legacy: ['pdInternalAllot/deliver/index', 'pdInternalAllot/deliver/edit', 'pdInternalAllot/deliver/detail'] },
    ],
  },
  {
    key: 'system',
    cname: '系统管理',
    ename: 'System',
    icon: 'SettingOutlined',
    children: [
      { key: 'users', cname: '用户管理', ename: 'Users', icon: 'UserOutlined', url: 'system/users', permissions: ['sys.user.manage'], legacy: ['air/sys/account'] },
      { key: 'roles', cname: '角色管理', ename: 'Roles', icon: 'ApartmentOutlined', url: 'system/roles', permissions: ['sys.role.manage'] },
      { key: 'operationLog', cname: '操作日志', ename: 'Operation log', icon: 'FileTextOutlined', url: 'system/log', permissions: ['sys.log.view'], legacy: ['sys/log'] },
      { key: 'accountLog', cname: '账号日志', ename: 'Account log', icon: 'LoginOutlined', url: 'system/account-log', permissions: ['sys.accountLog.view'], legacy: ['sys/accountLog'] },
      { key: 'dictionaries', cname: '数据字典', ename: 'Dictionaries', icon: 'BookOutlined', url: 'system/dictionaries', permissions: ['sys.dict.manage'] },
      { key: 'outbox', cname: '发件箱', ename: 'Outbox', icon: 'InboxOutlined', url: 'system/outbox', permissions: ['sys.outbox.view'] },
      // exchange rates (issue 13, D-274)
      { key: 'exchangeRates', cname: '汇率维护', ename: 'Exchange rates', icon: 'DollarOutlined', url: 'system/exchange-rates', permissions: ['sys.exchangeRate.manage'] },
      // orders (issue 14, D-295): the ERP's client credentials
      { key: 'integrationClients', cname: 'ERP集成客户端', ename: 'ERP integration clients', icon: 'KeyOutlined', url: 'system/integration-clients', permissions: ['po.integration.manage'] },
      // outbound webhooks (issue 33, D-590)
      { key: 'webhooks', cname: 'Webhook 回调', ename: 'Webhooks', icon: 'ApiOutlined', url: 'system/webhooks', permissions: ['sys.webhooks.manage'] },
      // single sign-on for staff (issue 32 item 3, D-620)
      { key: 'sso', cname: '单点登录', ename: 'Single sign-on', icon: 'LoginOutlined', url: 'system/sso', permissions: ['sys.sso.manage'] },
    ],
  },
  // electronic freight bills (issue 17)
  {
    key: 'freightBills',
    cname: '物流账单',
    ename: 'Freight bills',
    icon: 'AccountBookOutlined',
    children: [
      { key: 'billReview', cname: '电子账单审核', ename: 'Electronic bill review', icon: 'AuditOutlined', url: 'logistics/bills', permissions: ['logistics.bills.view'], legacy: ['logistics/npd/electronicBilling'] },
      { key: 'billDifferences', cname: '账单差异', ename: 'Bill differences', icon: 'DiffOutlined', url: 'logistics/bill-differences', permissions: ['logistics.bills.view'], legacy: ['logistics/npd/standingbookDifference'] },
      { key: 'rateCards', cname: '运价维护', ename: 'Rate cards', icon: 'DollarOutlined', url: 'logistics/rate-cards', permissions: ['logistics.bills.rates'] },
    ],
  },
  // logistics reports (issue 17, D-370)
  {
    key: 'logisticsReports',
    cname: '物流报表',
    ename: 'Logistics reports',
    icon: 'BarChartOutlined',
    children: [
      { key: 'reportA', cname: '运单节点状态', ename: 'Milestone status', icon: 'BarChartOutlined', url: 'logistics/reports/a', permissions: ['logistics.report.view'], legacy: ['logistics/npd/reportA'] },
      { key: 'reportB', cname: '周期时间', ename: 'Cycle times', icon: 'BarChartOutlined', url: 'logistics/reports/b', permissions: ['logistics.report.view'], legacy: ['logistics/npd/reportB'] },
      { key: 'reportC', cname: '准时率', ename: 'On-time rate', icon: 'BarChartOutlined', url: 'logistics/reports/c', permissions: ['logistics.report.view'], legacy: ['logistics/npd/reportC'] },
      { key: 'reportD', cname: '每千克成本', ename: 'Cost per kg', icon: 'BarChartOutlined', url: 'logistics/reports/d', permissions: ['logistics.report.view'], legacy: ['logistics/npd/reportD'] },
      { key: 'reportE', cname: '账单准确率', ename: 'Bill accuracy', icon: 'BarChartOutlined', url: 'logistics/reports/e', permissions: ['logistics.report.view'], legacy: ['logistics/npd/reportE'] },
      { key: 'throughput', cname: '吞吐量', ename: 'Throughput', icon: 'BarChartOutlined', url: 'logistics/reports/throughput', permissions: ['logistics.report.view'], legacy: ['logistics/npd/throughput'] },
      // forwarder evaluations (issue 17 item 6, D-415)
      { key: 'evaluations', cname: '货代评估', ename: 'Forwarder evaluations', icon: 'FormOutlined', url: 'logistics/evaluations', permissions: ['logistics.evaluation.manage'], legacy: ['logistics/npd/evaluateInitiate'] },
      { key: 'scorecards', cname: '货代评分卡', ename: 'Forwarder scorecards', icon: 'BarChartOutlined', url: 'logistics/scorecards', permissions: ['logistics.evaluation.manage'] },
      { key: 'evaluationTemplates', cname: '评估问卷模板', ename: 'Questionnaires', icon: 'ProfileOutlined', url: 'logistics/evaluation-templates', permissions: ['logistics.evaluation.manage'] },
    ],
  },
];

const supplier: readonly MenuNode[] = [
  { key: 'supHome', cname: '工作台', ename: 'Workbench', icon: 'HomeOutlined', url: 'sup/home', permissions: ['home.view'], legacy: ['sup/home'] },
  {
    key: 'supCompany',
    cname: '企业资料',
    ename: 'Company data',
    icon: 'BankOutlined',
    children: [
      { key: 'supInfo', cname: '供应商资料', ename: 'Company information', icon: 'ProfileOutlined', url: 'sup/info', permissions: ['sup.vendorData'], legacy: ['sup/supInfo/index'] },
      { key: 'supFinance', cname: '财务信息', ename: 'Finance information', icon: 'AccountBookOutlined', url: 'sup/finance', permissions: ['sup.vendorData'], legacy: ['sup/supFinance/index'] },
      { key: 'supWizard', cname: '供应商资料向导', ename: 'Supplier data wizard', icon: 'FormOutlined', url: 'sup/wizard', permissions: ['sup.vendorData'], legacy: ['sup/supOther/index', 'sup/supTwentyOne/index'] },
      { key: 'capabilityList', cname: '能力清单', ename: 'Capability list', icon: 'UnorderedListOutlined', url: 'sup/capabilities', permissions: ['sup.vendorData'], legacy: ['sup/capacityList/index'] },
      { key: 'supChanges', cname: '变更申请', ename: 'Change requests', icon: 'DiffOutlined', url: 'sup/changes', permissions: ['sup.vendorData'], legacy: ['sup/sys/review'] },
    ],
  },
  // sourcing (issue 12)
  {
    key: 'supSourcing',
    cname: '询价与投标',
    ename: 'RFx and bids',
    icon: 'FileSearchOutlined',
    children: [
      { key: 'supRfx', cname: '询价邀请', ename: 'RFx invitations', icon: 'FileSearchOutlined', url: 'sup/rfx', permissions: ['sup.quotation'], legacy: ['sup/quoted/index'] },
      { key: 'supQuotations', cname: '我的报价', ename: 'My quotations', icon: 'DollarOutlined', url: 'sup/quotations', permissions: ['sup.quotation'], legacy: ['sup/supplierQuote/index'] },
    ],
  },
  // repair (issue 15): quoting under the quotation/bid post, orders, status and bills under purchase order collaboration (D-337)
  {
    key: 'supRepairGroup',
    cname: '送修协同',
    ename: 'Repair',
    icon: 'ToolOutlined',
    children: [
      { key: 'supRepairInquiries', cname: '送修询价', ename: 'Repair inquiries', icon: 'FileSearchOutlined', url: 'sup/repair', permissions: ['sup.quotation'], legacy: ['sup/supRepair/index'] },
      { key: 'supWheelPrices', cname: '轮次报价', ename: 'Price rounds', icon: 'DollarOutlined', url: 'sup/wheel-prices', permissions: ['sup.quotation'], legacy: ['sup/wheelPrice/index'] },
      { key: 'supRepairOrders', cname: '维修状态', ename: 'Repair status', icon: 'FileDoneOutlined', url: 'sup/repair-orders', permissions: ['sup.purchaseOrder'], legacy: ['sup/statusUpdate/index'] },
      { key: 'supRepairBills', cname: '维修账单', ename: 'Repair bills', icon: 'AccountBookOutlined', url: 'sup/repair-bills', permissions: ['sup.purchaseOrder'], legacy: ['sup/updateBill/index'] },
    ],
  },
  // logistics (issue 16)
  {
    key: 'supLogistics',
    cname: '发货管理',
    ename: 'Shipping',
    icon: 'CarOutlined',
    children: [
      { key: 'supDespatch', cname: '发货通知', ename: 'Despatch', icon: 'ContainerOutlined', url: 'sup/despatch', permissions: ['sup.purchaseOrder'], legacy: ['sup/despatch/index'] },
    ],
  },
  {
    key: 'supOrders',
    cname: '订单协同',
    ename: 'Order collaboration',
    icon: 'ShoppingCartOutlined',
    children: [
      {
        key: 'supPurchaseOrders',
        cname: '采购订单',
        ename: 'Purchase orders',
        icon: 'FileDoneOutlined',
        url: 'sup/orders',
        permissions: ['sup.purchaseOrder'],
        // D-278 (replacing D-221's mapping): the "contract management" screens are the agreements below.
        legacy: ['sup/supPurchase/index'],
      },
      // agreements (issue 13, D-278): the general-procurement contract screens are the supplier's agreements.
      {
        key: 'supAgreements',
        cname: '协议/合同',
        ename: 'Agreements / contracts',
        icon: 'ContainerOutlined',
        url: 'sup/agreements',
        permissions: ['sup.purchaseOrder'],
        legacy: ['sup/contractManagement/index', 'sup/supContract/index', 'sup/tc/contractManagement/index', 'sup/tc/contractManagement/confirm', 'sup/tc/contractManagement/refuse', 'sup/tc/contractManagement/detail', 'sup/tc/contractManagement/cancel', 'sup/tc/contractManagement/edit'],
      },
      {
        key: 'supConsignment',
        cname: '寄售库存',
        ename: 'Consignment stock',
        icon: 'DatabaseOutlined',
        url: 'sup/consignment',
        permissions: ['sup.consignment'],
        // D-226: shown to holders of the consignment post (the old menu hid it).
        legacy: ['sup/tc/consignmentStock/index'],
      },
      // supplier scorecard (issue 31, D-636): the supplier's own scores
      { key: 'supScorecard', cname: '绩效评分', ename: 'Scorecard', icon: 'BarChartOutlined', url: 'sup/scorecard', permissions: ['sup.purchaseOrder'] },
    ],
  },
  {
    key: 'supSystem',
    cname: '系统管理',
    ename: 'System',
    icon: 'SettingOutlined',
    children: [
      { key: 'supEmployees', cname: '员工账号', ename: 'Employee accounts', icon: 'UserOutlined', url: 'sup/employees', permissions: ['sup.employee'], legacy: ['sup/sys/userManager', 'sup/sys/employee'] },
      { key: 'supPosts', cname: '岗位角色', ename: 'Position roles', icon: 'ApartmentOutlined', url: 'sup/posts', permissions: ['sup.employee'], legacy: ['sup/sys/roleManager'] },
    ],
  },
];

const forwarder: readonly MenuNode[] = [
  { key: 'fwdHome', cname: '工作台', ename: 'Workbench', icon: 'HomeOutlined', url: 'fwd/home', permissions: ['home.view'] },
  // electronic freight bills (issue 17)
  { key: 'fwdBills', cname: '电子账单', ename: 'Electronic bills', icon: 'AccountBookOutlined', url: 'fwd/bills', permissions: ['fwd.bill'], legacy: ['pd/bill/index'] },
  // forwarder evaluations (issue 17 item 6)
  { key: 'fwdEvaluations', cname: '评估问卷', ename: 'Evaluations', icon: 'FormOutlined', url: 'fwd/evaluations', permissions: ['fwd.evaluation'], legacy: ['logistics/npd/evaluateAnswer'] },
  // logistics (issue 16)
  {
    key: 'fwdLogistics',
    cname: '物流作业',
    ename: 'Logistics work',
    icon: 'CarOutlined',
    children: [
      { key: 'fwdPickup', cname: '提货', ename: 'Pick-up', icon: 'InboxOutlined', url: 'fwd/pickup', permissions: ['fwd.logistics'], legacy: ['pd/takeInfo/index'] },
      { key: 'fwdDispatch', cname: '发运', ename: 'Dispatch', icon: 'CarOutlined', url: 'fwd/dispatch', permissions: ['fwd.logistics'], legacy: ['pd/despatchInfo/index'] },
      { key: 'fwdCustoms', cname: '清关', ename: 'Customs clearance', icon: 'SafetyCertificateOutlined', url: 'fwd/customs', permissions: ['fwd.logistics'], legacy: ['pd/customsInfo/index'] },
      // outside flows (issue 17 item 2, D-404): the forwarder's pick-up, dispatch and customs steps
      { key: 'fwdOutside', cname: '外部流转', ename: 'Outside flows', icon: 'CarOutlined', url: 'fwd/outside', permissions: ['fwd.logistics'], legacy: ['pdOutside/pickup/index', 'pdOutside/pickup/index1', 'pdOutside/pickup/index2', 'pdOutside/pickup/index3', 'pdOutside/pickup/edit', 'pdOutside/pickup/edit1', 'pdOutside/dispatch/index', 'pdOutside/dispatch/edit', 'pdOutside/customs/index', 'pdOutside/customs/edit'] },
      { key: 'fwdDelivery', cname: '交付', ename: 'Delivery', icon: 'FileDoneOutlined', url: 'fwd/delivery', permissions: ['fwd.logistics'], legacy: ['pd/deliveryInformation/index', 'pd/deliveryInformation/add'] },
    ],
  },
  // forwarder onboarding (issue 26 item 2, D-492): the forwarder administrator's employees and posts
  {
    key: 'fwdSystem',
    cname: '系统管理',
    ename: 'System',
    icon: 'SettingOutlined',
    children: [
      { key: 'fwdEmployees', cname: '员工账号', ename: 'Employee accounts', icon: 'UserOutlined', url: 'fwd/employees', permissions: ['fwd.employee'] },
      { key: 'fwdPosts', cname: '岗位角色', ename: 'Position roles', icon: 'ApartmentOutlined', url: 'fwd/posts', permissions: ['fwd.employee'] },
    ],
  },
];

export const MENU_CATALOGUE: Record<MenuSide, readonly MenuNode[]> = { staff, supplier, forwarder };

/** Served menu item shape (spec 000 §3: cname, icon, url, clientType, childTrees). */
export interface MenuItem {
  key: string;
  cname: string;
  ename: string;
  icon: string;
  url: string;
  clientType: MenuSide;
  hidden: boolean;
  childTrees: MenuItem[];
}

/** The side's menu tree keeping only nodes the holder of `granted` may open; empty groups drop. */
export function menusFor(side: MenuSide, granted: ReadonlySet<string>): MenuItem[] {
  const walk = (nodes: readonly MenuNode[]): MenuItem[] =>
    nodes.flatMap((node): MenuItem[] => {
      const childTrees = node.children ? walk(node.children) : [];
      const allowed = node.children ? childTrees.length > 0 : (node.permissions ?? []).some((p) => granted.has(p));
      if (!allowed) return [];
      return [
        {
          key: node.key,
          cname: node.cname,
          ename: node.ename,
          icon: node.icon ?? '',
          url: node.url ?? '',
          clientType: side,
          hidden: node.hidden ?? false,
          childTrees,
        },
      ];
    });
  return walk(MENU_CATALOGUE[side]);
}

/** Every leaf of every side, flattened (for legacy redirects, docs and route tests). */
export function allMenuLeaves(): (MenuNode & { side: MenuSide })[] {
  const out: (MenuNode & { side: MenuSide })[] = [];
  const walk = (nodes: readonly MenuNode[], side: MenuSide) => {
    for (const n of nodes) {
      if (n.children) walk(n.children, side);
      else out.push({ ...n, side });
    }
  };
  for (const side of Object.keys(MENU_CATALOGUE) as MenuSide[]) walk(MENU_CATALOGUE[side], side);
  return out;
}

/** The product lines `{product}` stands for in the old paths (spec-decisions D-16). */
export const PRODUCT_LINES = ['hc', 'tc'] as const;
