import { registerMessages } from '../i18n/messages';

export const SUPPLIER_REVIEW_MESSAGES = {
  'supplier_review.wrong_state': { zh: '供应商当前的审核状态不允许此操作', en: "This action is not allowed in the supplier's current review status" },
  'supplier_review.four_eyes': {
    zh: '您已处理了该供应商审核的上一步，相邻两步须由不同的人完成，请由其他同事处理此步',
    en: "You took the previous step of this supplier's review: two consecutive steps need two different people, so a colleague must take this one",
  },
  'supplier_review.not_authorised_auditor': { zh: '您不是该供应商审核范围内的授权审核员', en: 'You are not an auditor authorised for this supplier’s scope' },
  'supplier_review.form_required': { zh: '请填写评估表', en: 'Please fill in the assessment form' },
  'supplier_review.attachment_unknown': { zh: '附件不存在或未上传成功', en: 'An attachment does not exist or was not uploaded' },
  'supplier_review.comment_required': { zh: '退回或驳回时请填写意见', en: 'Please give a comment when returning or rejecting' },
  'supplier_review.sync_in_progress': { zh: '正在同步SAP，请稍候', en: 'The sync to SAP is in progress' },
  'supplier_review.approver_exists': { zh: '该审批人范围已存在', en: 'This approver already has this scope' },
  'supplier_review.not_staff_user': { zh: '请选择公司员工', en: 'Please choose a staff user' },
  'supplier_review.export.sheet': { zh: '供应商审核', en: 'Supplier reviews' },
  'supplier_review.export.file': { zh: '供应商审核', en: 'supplier-reviews' },
  'supplier_review.col.applicationNo': { zh: '申请编号', en: 'Application no.' },
  'supplier_review.col.name': { zh: '公司名称', en: 'Company name' },
  // The second name column: a Chinese sheet's English name, an English sheet's registered name (D-726).
  'supplier_review.col.otherName': { zh: '英文名称', en: 'Registered name' },
  'supplier_review.col.vendorCode': { zh: '供应商编码', en: 'Vendor code' },
  'supplier_review.col.supplierType': { zh: '采购类型', en: 'Procurement type' },
  'supplier_review.col.reviewStatus': { zh: '审核状态', en: 'Review status' },
  'supplier_review.col.stage': { zh: '阶段', en: 'Stage' },
  'supplier_review.col.purchaseOrg': { zh: '采购组织', en: 'Purchase org' },
  'supplier_review.col.preauditNo': { zh: '预审编号', en: 'Pre-qualification no.' },
  'supplier_review.col.auditNo': { zh: '审核编号', en: 'Audit no.' },
  'supplier_review.col.applicant': { zh: '申请人', en: 'Applicant' },
  'supplier_review.col.submittedAt': { zh: '申请日期', en: 'Application date' },
  'supplier_review.type.aircraft': { zh: '航材类', en: 'Aircraft material' },
  'supplier_review.type.general': { zh: '通用采购类', en: 'General procurement' },
  'supplier_review.stage.prequalification': { zh: '预审阶段', en: 'Pre-qualification' },
  'supplier_review.stage.assessment': { zh: '评估阶段', en: 'Assessment' },
};
registerMessages(SUPPLIER_REVIEW_MESSAGES);
