/**
 * Demo forwarder evaluations (issue 17 item 6): the questionnaire template "Quarterly forwarder
 * evaluation" (five questions, score and yes/no) and, for the demo forwarder (fwd_admin), one
 * evaluation closed with its scorecard frozen (the last 90 days, so it measures the demo shipments
 * and bills), one submitted awaiting staff, and one open (this quarter) for the forwarder to answer.
 * Written with the module's repo inside the demo transaction.
 */
import type { Question } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { DEFAULT_SCORE_WEIGHTS } from '@aerosupply/shared/forwarder-evaluations/score';
import type { EvaluationStatus } from '@aerosupply/shared/forwarder-evaluations/workflow';
import type { Database } from '../../db/database';
import type { DemoIds } from '../../db/seed/demo';
import { recordTimeline } from '../../platform/timeline';
import * as repo from './repo';
import { measureScorecard } from './scorecard';
import { EVALUATION_SUBJECT } from './service';
import type { StoredAnswer } from './tables';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const DEMO_QUESTIONS: Question[] = [
  { text: '提货响应是否及时', textEn: 'Was pick-up responsive and on time?', kind: 'score', weight: 3 },
  { text: '运输过程信息（节点）是否及时更新', textEn: 'Were shipment milestones updated promptly?', kind: 'score', weight: 2 },
  { text: '清关资料是否准确完整', textEn: 'Were customs documents accurate and complete?', kind: 'score', weight: 2 },
  { text: '本期是否发生货损或丢失', textEn: 'Was any cargo damaged or lost this period? (yes = none)', kind: 'yesno', weight: 2 },
  { text: '客服沟通是否顺畅', textEn: 'Was customer service easy to reach?', kind: 'score', weight: 1 },
];

export async function seedEvaluationsDemo(trx: Database, ids: DemoIds): Promise<void> {
  const staff = ids.users['20000004'] ?? null;
  const now = new Date();
  const templateId = await repo.insertTemplate(trx, {
    name: '货代季度评估',
    name_en: 'Quarterly forwarder evaluation',
    description: '每季度对货代的服务质量进行评估 Quarterly review of forwarder service quality',
    questions: JSON.stringify(DEMO_QUESTIONS),
    created_by: staff,
    created_at: now,
    updated_at: now,
  });
  const q = new Date(now.getFullYear(), Math.floor(now.getMonth() / 3) * 3, 1);
  const quarterStart = `${q.getFullYear()}-${String(q.getMonth() + 1).padStart(2, '0')}-01`;
  const qEnd = new Date(q.getFullYear(), q.getMonth() + 3, 0);
  const quarterEnd = `${qEnd.getFullYear()}-${String(qEnd.getMonth() + 1).padStart(2, '0')}-${String(qEnd.getDate()).padStart(2, '0')}`;
  const staffActor = { userId: staff, realName: '刘洋 Liu Yang', companyId: 2 };
  const fwdActor = { userId: ids.users['fwd_admin'] ?? null, realName: '周杰 Zhou Jie', companyId: ids.forwarder };
  const rows: { from: string; to: string; due: string; status: EvaluationStatus; answers: StoredAnswer[] }[] = [
    { from: day(-90), to: day(-1), due: day(-5), status: 'closed', answers: [5, 4, 4, 1, 5].map((v) => ({ value: v, comment: null })) },
    { from: day(-180), to: day(-91), due: day(-60), status: 'submitted', answers: [4, 3, 5, 1, 4].map((v, i) => ({ value: v, comment: i === 1 ? '部分节点延迟录入 Some milestones entered late' : null })) },
    { from: quarterStart, to: quarterEnd, due: quarterEnd, status: 'open', answers: DEMO_QUESTIONS.map(() => ({ value: null, comment: null })) },
  ];
  for (const r of rows) {
    const id = await repo.insertEvaluation(trx, {
      company_id: ids.forwarder,
      template_id: templateId,
      template_version: 1,
      title: '货代季度评估',
      title_en: 'Quarterly forwarder evaluation',
      questions: JSON.stringify(DEMO_QUESTIONS),
      answers: JSON.stringify(r.answers),
      period_from: r.from,
      period_to: r.to,
      due_date: r.due,
      status: r.status,
      initiated_by: staff,
      initiated_by_name: staffActor.realName,
      submitted_at: r.status === 'open' ? null : now,
      created_at: now,
      updated_at: now,
    });
    const subject = { type: EVALUATION_SUBJECT, id };
    await recordTimeline(trx, { subject, action: 'initiate', toStatus: 'open', actor: staffActor, at: now });
    if (r.status === 'open') continue;
    await recordTimeline(trx, { subject, action: 'submit', fromStatus: 'open', toStatus: 'submitted', actor: fwdActor, at: now });
    if (r.status !== 'closed') continue;
    const s = await measureScorecard(trx, { company_id: ids.forwarder, period_from: r.from, period_to: r.to, questions: DEMO_QUESTIONS, answers: r.answers }, DEFAULT_SCORE_WEIGHTS);
    await repo.updateEvaluation(trx, id, {
      questionnaire_score: s.questionnaire,
      on_time_rate: s.onTime,
      bill_accuracy: s.billAccuracy,
      total_score: s.total,
      measures: JSON.stringify(s.measures),
      close_comment: '服务良好 Good service',
      closed_at: now,
    });
    await recordTimeline(trx, { subject, action: 'close', fromStatus: 'submitted', toStatus: 'closed', note: '服务良好 Good service', actor: staffActor, at: now });
  }
}
