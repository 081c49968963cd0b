import { registerMessages } from '../i18n/messages';

export const SUPPLIER_DIRECTORY_MESSAGES = {
  'supplier_directory.bad_cursor': { zh: '分页游标无效，请重新查询', en: 'The page cursor is invalid; search again' },
  'supplier_directory.not_official': { zh: '该供应商不是正式供应商', en: 'This supplier is not an official supplier' },
  'supplier_directory.tax_id_taken': { zh: '税号已被其他供应商使用', en: 'Another supplier already has this tax ID' },
  // Excel export of the official suppliers
  'supplier_directory.export.sheet': { zh: '正式供应商', en: 'Official suppliers' },
  'supplier_directory.export.file': { zh: '正式供应商', en: 'official-suppliers' },
  'supplier_directory.export.infoSheet': { zh: '供应商信息', en: 'Supplier information' },
  'supplier_directory.export.infoFile': { zh: '供应商信息', en: 'supplier-information' },
  'supplier_directory.export.financeSheet': { zh: '财务供应商', en: 'Finance suppliers' },
  'supplier_directory.export.financeFile': { zh: '财务供应商', en: 'finance-suppliers' },
  'supplier_directory.col.reviewStatus': { zh: '审核状态', en: 'Review status' },
  'supplier_directory.col.updatedAt': { zh: '更新日期', en: 'Updated' },
  'supplier_directory.col.paymentTerms': { zh: '付款条件', en: 'Payment terms' },
  'supplier_directory.col.currency': { zh: '币种', en: 'Currency' },
  'supplier_directory.col.pendingRequest': { zh: '待审批申请', en: 'Pending request' },
  'supplier_directory.pending.freeze': { zh: '冻结申请', en: 'Freeze request' },
  'supplier_directory.pending.unfreeze': { zh: '解冻申请', en: 'Unfreeze request' },
  'supplier_directory.col.vendorCode': { zh: '供应商编码', en: 'Vendor code' },
  'supplier_directory.col.name': { zh: '公司名称', en: 'Company name' },
  // The second name column: a Chinese sheet's English name, an English sheet's registered name (D-726).
  'supplier_directory.col.otherName': { zh: '英文名称', en: 'Registered name' },
  'supplier_directory.col.taxId': { zh: '税号', en: 'Tax ID' },
  'supplier_directory.col.supplierType': { zh: '供应商类型', en: 'Supplier type' },
  'supplier_directory.col.purchaseOrg': { zh: '采购组织', en: 'Purchase org' },
  'supplier_directory.col.status': { zh: '状态', en: 'Status' },
  'supplier_directory.col.blacklisted': { zh: '黑名单', en: 'Blacklisted' },
  'supplier_directory.col.expired': { zh: '过期资质', en: 'Expired qualifications' },
  'supplier_directory.type.aircraft': { zh: '航材类', en: 'Aircraft material' },
  'supplier_directory.type.general': { zh: '通用采购', en: 'General procurement' },
  'supplier_directory.yes': { zh: '是', en: 'Yes' },
};
registerMessages(SUPPLIER_DIRECTORY_MESSAGES);
