/** Error texts, status names and Excel column titles of forwarder evaluations. */
import { registerMessages, type MessageCatalogue } from '../i18n/messages';

export const EVALUATION_MESSAGES: MessageCatalogue = {
  'evaluations.not_answerable': { zh: '该评估已提交或已关闭，不能再作答', en: 'This evaluation is submitted or closed and can no longer be answered' },
  'evaluations.not_submitted': { zh: '只有已提交的评估可以关闭或退回', en: 'Only submitted evaluations can be closed or returned' },
  'evaluations.not_cancellable': { zh: '已提交或已关闭的评估不能取消', en: 'A submitted or closed evaluation cannot be cancelled' },
  'evaluations.no_questions': { zh: '问卷至少需要一个问题', en: 'A questionnaire needs at least one question' },
  'evaluations.period_order': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'evaluations.due_before_period': { zh: '截止日期不能早于评估期间开始', en: 'The due date cannot be before the start of the period' },
  'evaluations.not_forwarder': { zh: '请选择货代公司', en: 'Choose a forwarder company' },
  'evaluations.template_inactive': { zh: '该问卷模板已停用或不存在', en: 'This questionnaire template is inactive or does not exist' },
  'evaluations.template_in_use': { zh: '该模板已用于评估，不能删除，可以停用', en: 'This template has been used by evaluations; make it inactive instead of deleting it' },
  'evaluations.duplicate_period': { zh: '该货代在此期间已有评估', en: 'This forwarder already has an evaluation for this period' },
  'evaluations.answers_count': { zh: '答案数须与问题数（{count}）一致', en: 'Give one answer per question ({count})' },
  'evaluations.score_range': { zh: '请选择 1 到 5 分', en: 'Choose a score from 1 to 5' },
  'evaluations.yesno_range': { zh: '请选择是或否', en: 'Choose yes or no' },
  'evaluations.answer_required': { zh: '提交前请回答此问题', en: 'Answer this question before submitting' },
  'evaluations.reason_required': { zh: '请填写退回原因', en: 'Enter the reason for returning the evaluation' },
  'evaluations.status.open': { zh: '待作答', en: 'To answer' },
  'evaluations.status.submitted': { zh: '已提交', en: 'Submitted' },
  'evaluations.status.returned': { zh: '已退回', en: 'Returned' },
  'evaluations.status.closed': { zh: '已关闭', en: 'Closed' },
  'evaluations.status.cancelled': { zh: '已取消', en: 'Cancelled' },
  'evaluations.sheet': { zh: '货代评分卡', en: 'Forwarder scorecards' },
  'evaluations.file': { zh: '货代评分卡', en: 'forwarder-scorecards' },
  'evaluations.col.number': { zh: '评估号', en: 'Evaluation' },
  'evaluations.col.forwarder': { zh: '货代', en: 'Forwarder' },
  'evaluations.col.periodFrom': { zh: '期间开始', en: 'Period from' },
  'evaluations.col.periodTo': { zh: '期间结束', en: 'Period to' },
  'evaluations.col.questionnaire': { zh: '问卷得分', en: 'Questionnaire' },
  'evaluations.col.onTime': { zh: '准时率 %', en: 'On-time rate %' },
  'evaluations.col.billAccuracy': { zh: '账单准确率 %', en: 'Bill accuracy %' },
  'evaluations.col.total': { zh: '综合得分', en: 'Total score' },
  'evaluations.col.closedAt': { zh: '关闭时间', en: 'Closed at' },
};

registerMessages(EVALUATION_MESSAGES);
