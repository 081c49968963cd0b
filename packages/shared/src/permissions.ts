/**
 * The one catalogue of permission keys. Every server route declares one of these (or `public`),
 * every menu node of the route catalogue (./menus.ts) names one, and roles and supplier posts are
 * sets of them.
 */

export const COMPANY_TYPES = ['staff', 'supplier', 'forwarder'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Spec 000 §9: the staff (own) company has id 2. */
export const STAFF_COMPANY_ID = 2;

/** Keys any signed-in user holds, whatever the side. */
export const SIGNED_IN_PERMISSIONS = ['home.view', 'profile.self', 'file.upload', 'dict.read'] as const;

/** Staff-side permissions, one per screen (or action group) of the route catalogue. */
export const STAFF_PERMISSIONS = [
  // platform administration (spec 000 §2 /sys/, spec 001 §2 users, roles and log)
  'sys.user.manage',
  'sys.role.manage',
  'sys.log.view',
  'sys.accountLog.view',
  'sys.dict.manage',
  'sys.outbox.view',
  'sys.apiDocs.view',
  // outbound webhooks (issue 33, D-590)
  'sys.webhooks.manage',
  // single sign-on for staff (issue 32 item 3, D-620)
  'sys.sso.manage',
  // supplier onboarding and lifecycle
  'supplier.invite',
  'supplier.info.view',
  'supplier.preaudit',
  'supplier.audit',
  'supplier.review.business',
  'supplier.review.inviting',
  'supplier.review.oa',
  'supplier.review.quality',
  'supplier.sync.sap',
  'supplier.official.view',
  'supplier.change.review',
  'supplier.capability.review',
  'supplier.control',
  'supplier.freeze.request',
  'supplier.freeze.approve',
  'supplier.finance.view',
  'supplier.blacklist.view',
  'supplier.blacklist.insert',
  'supplier.blacklist.update',
  'supplier.auditor.manage',
  'supplier.inquiryPower.manage',
  // supplier performance scorecard: criteria settings and computing (issue 31, D-636)
  'supplier.scorecard.manage',
  // purchase orders (issue 14, D-224)
  'po.view',
  'po.manage',
  'po.integration.manage',
  // sourcing: requirements and RFx (issue 12)
  'sourcing.requirement.manage',
  'sourcing.rfx.manage',
  // electronic freight bills (issue 17, D-365)
  'logistics.bills.view',
  'logistics.bills.review',
  'logistics.bills.rates',
  // logistics reports (issue 17, D-370)
  'logistics.report.view',
  // RPA download and result upload (issue 17 item 7, D-424)
  'logistics.rpa',
  // forwarder evaluations (issue 17 item 6, D-415)
  'logistics.evaluation.manage',
  // agreements, agreement reports and exchange rates (issue 13, D-277)
  'agreements.view',
  'agreements.manage',
  'sys.exchangeRate.manage',
  // repair (issue 15)
  'repair.inquiry.manage',
  'repair.order.view',
  'repair.order.manage',
  'repair.bill.review',
  // logistics (issue 16, D-304)
  'logistics.master.manage',
  'logistics.shipment.view',
  'logistics.shipment.manage',
  // outside flows (issue 17 item 2, D-404)
  'logistics.outside.view',
  'logistics.outside.manage',
  // inter-base allotment (issue 17 item 1, D-394)
  'logistics.allot.demand',
  'logistics.allot.manage',
] as const;

/**
 * Spec 001 §6: the six function permissions of supplier posts (position roles). A supplier
 * employee holds exactly the functions of its posts; the company administrator holds all six.
 */
export const SUPPLIER_FUNCTIONS = [
  'sup.consignment',
  'sup.purchaseOrder',
  'sup.sysAdmin',
  'sup.vendorData',
  'sup.employee',
  'sup.quotation',
] as const;

/**
 * Held only by a supplier's company administrator (its first registrant), never through a post
 * (docs/spec-decisions.md D-96): creating, editing and deleting posts, i.e. granting functions.
 */
export const SUPPLIER_ADMIN_PERMISSIONS = ['sup.post.manage'] as const;

/** Forwarder and logistics-party permissions. */
export const FORWARDER_PERMISSIONS = ['fwd.logistics', 'fwd.bill', 'fwd.evaluation'] as const;

/**
 * The functions a forwarder's posts may carry (issue 26 item 2, D-492): the three work keys and
 * employee account management. The forwarder's company administrator holds all of them.
 */
export const FORWARDER_FUNCTIONS = [...FORWARDER_PERMISSIONS, 'fwd.employee'] as const;

/** Held only by a forwarder's company administrator, never through a post (as D-96 for suppliers). */
export const FORWARDER_ADMIN_PERMISSIONS = ['fwd.post.manage'] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export type SupplierFunction = (typeof SUPPLIER_FUNCTIONS)[number];
export type SupplierAdminPermission = (typeof SUPPLIER_ADMIN_PERMISSIONS)[number];
export type ForwarderPermission = (typeof FORWARDER_FUNCTIONS)[number] | (typeof FORWARDER_ADMIN_PERMISSIONS)[number];
export type ForwarderFunction = (typeof FORWARDER_FUNCTIONS)[number];
export type SignedInPermission = (typeof SIGNED_IN_PERMISSIONS)[number];
export type PermissionKey = StaffPermission | SupplierFunction | SupplierAdminPermission | ForwarderPermission | SignedInPermission;

export const ALL_PERMISSIONS: readonly PermissionKey[] = [
  ...SIGNED_IN_PERMISSIONS,
  ...STAFF_PERMISSIONS,
  ...SUPPLIER_FUNCTIONS,
  ...SUPPLIER_ADMIN_PERMISSIONS,
  ...FORWARDER_FUNCTIONS,
  ...FORWARDER_ADMIN_PERMISSIONS,
];

export function isPermissionKey(value: string): value is PermissionKey {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** Labels for the function-permission tree (roles screen) and the posts screen. */
export const PERMISSION_LABELS: Record<PermissionKey, { zh: string; en: string }> = {
  'home.view': { zh: '工作台', en: 'Workbench' },
  'profile.self': { zh: '个人设置', en: 'Personal settings' },
  'file.upload': { zh: '上传文件', en: 'Upload files' },
  'dict.read': { zh: '读取字典', en: 'Read dictionaries' },
  'sys.user.manage': { zh: '用户管理', en: 'User management' },
  'sys.role.manage': { zh: '角色管理', en: 'Role management' },
  'sys.log.view': { zh: '操作日志', en: 'Operation log' },
  'sys.accountLog.view': { zh: '账号日志', en: 'Account log' },
  'sys.dict.manage': { zh: '字典维护', en: 'Dictionary maintenance' },
  'sys.outbox.view': { zh: '发件箱', en: 'Outbox' },
  'sys.apiDocs.view': { zh: '接口文档', en: 'API documentation' },
  'sys.webhooks.manage': { zh: 'Webhook 回调', en: 'Webhooks' },
  'sys.sso.manage': { zh: '单点登录', en: 'Single sign-on' },
  'supplier.invite': { zh: '供应商邀请', en: 'Supplier invitation' },
  'supplier.info.view': { zh: '供应商信息查询', en: 'Supplier information' },
  'supplier.preaudit': { zh: '供应商预审', en: 'Supplier pre-qualification' },
  'supplier.audit': { zh: '供应商审核', en: 'Supplier audit' },
  'supplier.review.business': { zh: '业务评估', en: 'Business evaluation' },
  'supplier.review.inviting': { zh: '邀请部门审核', en: 'Inviting department review' },
  'supplier.review.oa': { zh: 'OA审批', en: 'OA approval' },
  'supplier.review.quality': { zh: '质量审核(QAUDIT)', en: 'Quality audit (QAUDIT)' },
  'supplier.sync.sap': { zh: '同步SAP', en: 'Sync to SAP' },
  'supplier.official.view': { zh: '正式供应商', en: 'Official suppliers' },
  'supplier.change.review': { zh: '供应商信息变更审核', en: 'Supplier data change review' },
  'supplier.capability.review': { zh: '能力清单审核', en: 'Capability list review' },
  'supplier.control': { zh: '供应商暂停/删除', en: 'Supplier suspend/delete' },
  'supplier.freeze.request': { zh: '供应商冻结/解冻申请', en: 'Supplier freeze/unfreeze request' },
  'supplier.freeze.approve': { zh: '财务审批', en: 'Finance approval' },
  'supplier.finance.view': { zh: '财务供应商', en: 'Finance suppliers' },
  'supplier.blacklist.view': { zh: '黑名单查询', en: 'Blacklist query' },
  'supplier.blacklist.insert': { zh: '黑名单新增', en: 'Blacklist insert' },
  'supplier.blacklist.update': { zh: '黑名单修改', en: 'Blacklist update' },
  'supplier.auditor.manage': { zh: '审核员授权', en: 'Auditor authorisation' },
  'supplier.inquiryPower.manage': { zh: '询价权限', en: 'Inquiry approvers' },
  'supplier.scorecard.manage': { zh: '供应商绩效评分设置', en: 'Supplier scorecard settings' },
  'po.view': { zh: '采购订单查询', en: 'Purchase orders' },
  'po.manage': { zh: '采购订单处理', en: 'Purchase order handling' },
  'po.integration.manage': { zh: 'ERP集成客户端', en: 'ERP integration clients' },
  // sourcing (issue 12)
  'sourcing.requirement.manage': { zh: '采购需求管理', en: 'Purchase requirements' },
  'sourcing.rfx.manage': { zh: '询价方案管理', en: 'Inquiry programmes (RFx)' },
  // electronic freight bills (issue 17)
  'logistics.bills.view': { zh: '电子账单查询', en: 'Electronic bills' },
  'logistics.report.view': { zh: '物流报表', en: 'Logistics reports' },
  'logistics.rpa': { zh: 'RPA上传下载', en: 'RPA upload and download' },
  'logistics.evaluation.manage': { zh: '货代评估', en: 'Forwarder evaluations' },
  'logistics.bills.review': { zh: '电子账单审核', en: 'Electronic bill review' },
  'logistics.bills.rates': { zh: '运价维护', en: 'Rate cards' },
  // agreements (issue 13)
  'agreements.view': { zh: '协议查询与报表', en: 'Agreements and agreement reports' },
  'agreements.manage': { zh: '协议管理', en: 'Agreement handling' },
  'sys.exchangeRate.manage': { zh: '汇率维护', en: 'Exchange rates' },
  // repair (issue 15)
  'repair.inquiry.manage': { zh: '送修询价', en: 'Repair inquiries' },
  'repair.order.view': { zh: '维修订单查询', en: 'Repair orders' },
  'repair.order.manage': { zh: '维修订单处理', en: 'Repair order handling' },
  'repair.bill.review': { zh: '维修账单审核', en: 'Repair bill review' },
  // logistics (issue 16)
  'logistics.master.manage': { zh: '物流主数据', en: 'Logistics master data' },
  'logistics.shipment.view': { zh: '运输通知查询', en: 'Shipment query' },
  'logistics.shipment.manage': { zh: '运输通知管理', en: 'Shipment notices' },
  'logistics.outside.view': { zh: '外部流转查询', en: 'Outside flow query' },
  'logistics.outside.manage': { zh: '外部流转管理', en: 'Outside flows' },
  // inter-base allotment (issue 17 item 1)
  'logistics.allot.demand': { zh: '调拨需求（基地）', en: 'Allotment demands (bases)' },
  'logistics.allot.manage': { zh: '调拨指令与执行', en: 'Allotment instructions and execution' },
  'sup.consignment': { zh: '寄售库存查询', en: 'Consignment stock query' },
  'sup.purchaseOrder': { zh: '采购订单协同', en: 'Purchase order collaboration' },
  'sup.sysAdmin': { zh: '系统管理', en: 'System administration' },
  'sup.vendorData': { zh: '供应商资料与能力管理', en: 'Vendor data and capacity management' },
  'sup.employee': { zh: '员工账号管理', en: 'Employee account management' },
  'sup.quotation': { zh: '报价/投标', en: 'Quotation/bid' },
  'sup.post.manage': { zh: '岗位角色管理', en: 'Position role management' },
  'fwd.logistics': { zh: '物流作业', en: 'Logistics operations' },
  'fwd.bill': { zh: '电子账单', en: 'Electronic bills' },
  'fwd.evaluation': { zh: '货代评估', en: 'Forwarder evaluations' },
  'fwd.employee': { zh: '员工账号管理', en: 'Employee account management' },
  'fwd.post.manage': { zh: '岗位角色管理', en: 'Position role management' },
};

/** Built-in staff roles seeded on first start; administrators may add more. */
export const BUILTIN_STAFF_ROLES: Record<string, { zh: string; en: string; permissions: readonly PermissionKey[] }> = {
  admin: { zh: '系统管理员', en: 'System administrator', permissions: STAFF_PERMISSIONS },
  buyer: {
    zh: '采购员',
    en: 'Buyer',
    permissions: [
      'supplier.invite',
      'supplier.info.view',
      'supplier.review.inviting',
      'supplier.review.business',
      'supplier.official.view',
      'supplier.change.review',
      'supplier.capability.review',
      'supplier.control',
      'supplier.freeze.request',
      'supplier.blacklist.view',
      'supplier.blacklist.insert',
      'supplier.blacklist.update',
      'po.view',
      'po.manage',
      // supplier scorecard (issue 31, D-636)
      'supplier.scorecard.manage',
      // sourcing (issue 12)
      'sourcing.requirement.manage',
      'sourcing.rfx.manage',
      // agreements (issue 13)
      'agreements.view',
      'agreements.manage',
      // repair (issue 15)
      'repair.inquiry.manage',
      'repair.order.view',
      'repair.order.manage',
      // inter-base allotment (issue 17 item 1, D-394): a base's material planner asks for parts
      'logistics.allot.demand',
    ],
  },
  auditor: {
    zh: '审核员',
    en: 'Auditor',
    permissions: [
      'supplier.info.view',
      'supplier.preaudit',
      'supplier.audit',
      'supplier.review.oa',
      'supplier.review.quality',
      'supplier.official.view',
      'supplier.capability.review',
      'supplier.blacklist.view',
      // supplier scorecard (issue 31, D-636): quality staff keep the criteria too
      'supplier.scorecard.manage',
    ],
  },
  finance: {
    zh: '财务',
    en: 'Finance',
    permissions: [
      'supplier.info.view',
      'supplier.finance.view',
      'supplier.freeze.approve',
      'supplier.official.view',
      'supplier.blacklist.view',
      'supplier.blacklist.update',
      // repair (issue 15)
      'repair.order.view',
      'repair.bill.review',
    ],
  },
  logistics: {
    zh: '物流',
    en: 'Logistics',
    permissions: [
      'supplier.official.view',
      // electronic freight bills (issue 17, D-365)
      'logistics.bills.view',
      'logistics.bills.review',
      'logistics.bills.rates',
      'logistics.report.view',
      'logistics.rpa',
      // forwarder evaluations (issue 17 item 6, D-415)
      'logistics.evaluation.manage',
      // logistics execution (issue 16, D-304)
      'logistics.master.manage',
      'logistics.shipment.view',
      'logistics.shipment.manage',
      // outside flows (issue 17 item 2, D-404)
      'logistics.outside.view',
      'logistics.outside.manage',
      // inter-base allotment (issue 17 item 1, D-394)
      'logistics.allot.demand',
      'logistics.allot.manage',
    ],
  },
  masterdata: {
    zh: '主数据',
    en: 'Master data',
    permissions: ['supplier.info.view', 'supplier.sync.sap', 'supplier.official.view', 'supplier.auditor.manage', 'supplier.inquiryPower.manage', 'sys.dict.manage'],
  },
};

/** Role codes recognised by the spec's helper (spec 001 §6: admin and editor). */
export const ADMIN_ROLE_CODES = ['admin', 'editor'] as const;
