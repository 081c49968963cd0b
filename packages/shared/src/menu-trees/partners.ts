/** The supplier's and the forwarder's menu trees (spec 000 §2 route catalogue): screens, permissions and old portal paths. */
import type { MenuNode } from '../menus';

export const supplierMenu: readonly MenuNode[] = [
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

export const forwarderMenu: readonly MenuNode[] = [
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
