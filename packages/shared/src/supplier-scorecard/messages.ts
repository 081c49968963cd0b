/** Error texts and Excel column titles of the supplier scorecard (issue 31). */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const SCORECARD_MESSAGES: MessageCatalogue = {
  'scorecard.unknown_formula': { zh: '未知的评分公式：{formula}，请从公式目录中选择', en: 'Unknown formula "{formula}": choose one from the formula catalogue' },
  'scorecard.duplicate_formula': { zh: '每个公式只能使用一次', en: 'Each formula may be used only once' },
  'scorecard.param_range': { zh: '参数须在 {min} 到 {max} 之间', en: 'The parameter must be between {min} and {max}' },
  'scorecard.param_unused': { zh: '该公式没有参数', en: 'This formula takes no parameter' },
  'scorecard.thresholds_order': { zh: '等级阈值须满足 0 ≤ C < B < A ≤ 100', en: 'Grade thresholds must be ordered 0 ≤ C < B < A ≤ 100' },
  'scorecard.weights_sum': { zh: '权重合计须为 100（当前 {sum}）', en: 'Weights must add up to 100 (now {sum})' },
  'scorecard.no_criteria': { zh: '至少需要一个评分标准', en: 'Add at least one criterion' },
  'scorecard.invalid_month': { zh: '请输入月份（YYYY-MM）', en: 'Enter a month (YYYY-MM)' },
  'scorecard.invalid_period': { zh: '请输入月份（YYYY-MM）或季度（YYYY-Qn）', en: 'Enter a month (YYYY-MM) or a quarter (YYYY-Qn)' },
  'scorecard.future_month': { zh: '不能计算尚未开始的月份', en: 'A month that has not begun cannot be computed' },
  'scorecard.sheet': { zh: '供应商绩效排名', en: 'Supplier ranking' },
  'scorecard.file': { zh: '供应商绩效排名', en: 'supplier-ranking' },
  'scorecard.col.rank': { zh: '排名', en: 'Rank' },
  'scorecard.col.supplier': { zh: '供应商', en: 'Supplier' },
  'scorecard.col.vendorCode': { zh: '供应商编码', en: 'Vendor code' },
  'scorecard.col.purchaseOrg': { zh: '采购组织', en: 'Purchasing org' },
  'scorecard.col.total': { zh: '综合得分', en: 'Total score' },
  'scorecard.col.grade': { zh: '等级', en: 'Grade' },
  'scorecard.col.delivery': { zh: '交付', en: 'Delivery' },
  'scorecard.col.quality': { zh: '质量', en: 'Quality' },
  'scorecard.col.cost': { zh: '成本', en: 'Cost' },
  'scorecard.col.service': { zh: '服务', en: 'Service' },
};

registerMessages(SCORECARD_MESSAGES);
