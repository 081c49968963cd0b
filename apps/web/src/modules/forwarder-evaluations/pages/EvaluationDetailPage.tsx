/**
 * One evaluation (old `/logistics/npd/evaluateAnswer`, `evaluateInitiate`): the questionnaire with
 * the forwarder's answers (the forwarder saves a draft and submits while it is open or returned),
 * the scorecard and the forwarder's score history (staff), the history; the actions the server allows.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Form, Input, Popconfirm, Radio, Rate, Space, Spin, Table, Tag, Timeline } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { forwarderEvaluationRoutes } from '@aerosupply/shared/forwarder-evaluations/routes';
import type { AnswerBody, EvaluationDetail, ScorecardRow } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { call } from '../../../lib/api/call';
import { companyName } from '../../../lib/company-name';
import { showSuccess } from '../../../lib/feedback';
import { clearEditedErrors, useSubmit } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { evaluationApi, evaluationKeys, FWD_EVALUATIONS, STAFF_EVALUATIONS, useEvaluation } from '../api';
import { bilingual, EVALUATION_COLORS, score } from '../components/labels';
import { ReturnDialog } from '../components/ReturnDialog';
import { ScorecardCard } from '../components/ScorecardCard';

interface AnswerValues {
  answers: { value: number | null; comment?: string | null }[];
  comment?: string | null;
}

function ScoreHistory({ forwarderId }: { forwarderId: number }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [...evaluationKeys.scorecards, 'history', forwarderId],
    queryFn: () => call(forwarderEvaluationRoutes.scorecards, { query: { forwarderId: String(forwarderId), sort: 'periodTo', order: 'desc', pageSize: '10' } }),
  });
  const f = (k: string) => t(`evaluations.fields.${k}`);
  return (
    <Card size="small" title={t('evaluations.detail.scoreHistory')} style={{ marginTop: 16 }}>
      <Table<ScorecardRow>
        rowKey="evaluationId"
        size="small"
        pagination={false}
        loading={history.isFetching}
        dataSource={history.data?.rows ?? []}
        locale={{ emptyText: t('evaluations.detail.noHistory') }}
        columns={[
          { key: 'number', title: f('number'), render: (_, r) => <Link to={`${STAFF_EVALUATIONS}/${r.evaluationId}`}>{r.number}</Link> },
          { key: 'period', title: f('period'), render: (_, r) => `${r.periodFrom} ~ ${r.periodTo}` },
          { key: 'questionnaire', title: t('evaluations.scorecard.questionnaire'), align: 'right', render: (_, r) => score(r.questionnaire) },
          { key: 'onTime', title: t('evaluations.scorecard.onTime'), align: 'right', render: (_, r) => score(r.onTime) },
          { key: 'billAccuracy', title: t('evaluations.scorecard.billAccuracy'), align: 'right', render: (_, r) => score(r.billAccuracy) },
          { key: 'total', title: t('evaluations.scorecard.total'), align: 'right', render: (_, r) => <strong>{score(r.total)}</strong> },
        ]}
      />
    </Card>
  );
}

function AnswerForm({ e, onDone }: { e: EvaluationDetail; onDone: (next: EvaluationDetail, text: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AnswerValues>();
  const editable = e.actions.includes('answer');
  useEffect(() => {
    form.setFieldsValue({ answers: e.answers.map((a) => ({ value: a.value, comment: a.comment ?? undefined })), comment: e.comment ?? undefined });
  }, [e, form]);
  const body = (v: AnswerValues): AnswerBody => ({ answers: (v.answers ?? []).map((a) => ({ value: a.value ?? null, comment: a.comment || undefined })), comment: v.comment || undefined });
  const save = useSubmit(async () => onDone(await evaluationApi.save(e.id, body(form.getFieldsValue(true) as AnswerValues)), t('evaluations.done.saved')), { form });
  const submit = useSubmit(async () => onDone(await evaluationApi.submit(e.id, body(form.getFieldsValue(true) as AnswerValues)), t('evaluations.done.submitted')), { form });
  return (
    <Card size="small" title={t('evaluations.detail.questions')} style={{ marginBottom: 16 }}>
      {(save.problem ?? submit.problem) && <Alert type="error" showIcon message={save.problem ?? submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="evaluation-answers" disabled={!editable} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        {e.questions.map((q, i) => (
          <div key={i} data-testid={`evaluation-question-${i}`}>
            <Form.Item
              name={['answers', i, 'value']}
              label={`${i + 1}. ${bilingual(q.text, q.textEn)} (${t('evaluations.detail.weight', { weight: q.weight })})`}
              getValueFromEvent={q.kind === 'score' ? (v: number) => (v === 0 ? null : v) : undefined}
            >
              {q.kind === 'score' ? (
                <Rate count={5} aria-label={t('evaluations.detail.scoreLabel')} />
              ) : (
                <Radio.Group
                  options={[
                    { value: 1, label: t('evaluations.detail.yes') },
                    { value: 0, label: t('evaluations.detail.no') },
                  ]}
                />
              )}
            </Form.Item>
            <Form.Item name={['answers', i, 'comment']} label={t('evaluations.fields.answerComment')}>
              <Input maxLength={500} />
            </Form.Item>
          </div>
        ))}
        <Form.Item name="comment" label={t('evaluations.fields.comment')}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
      {editable && (
        <Space>
          <Button onClick={() => void save.run()} loading={save.pending} data-testid="evaluation-save">
            {t('evaluations.actions.save')}
          </Button>
          <Popconfirm title={t('evaluations.confirm.submit')} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')} onConfirm={() => void submit.run()}>
            <Button type="primary" loading={submit.pending} data-testid="evaluation-submit">
              {t('evaluations.actions.submit')}
            </Button>
          </Popconfirm>
        </Space>
      )}
    </Card>
  );
}

export function EvaluationDetailPage({ side }: { side: 'forwarder' | 'staff' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: e, isLoading } = useEvaluation(id);
  const [returning, setReturning] = useState(false);
  if (isLoading || !e) return <Spin />;
  const base = side === 'forwarder' ? FWD_EVALUATIONS : STAFF_EVALUATIONS;
  const f = (k: string) => t(`evaluations.fields.${k}`);
  const done = async (next: EvaluationDetail, text?: string) => {
    qc.setQueryData(evaluationKeys.one(id), next);
    await qc.invalidateQueries({ queryKey: evaluationKeys.list });
    await qc.invalidateQueries({ queryKey: evaluationKeys.scorecards });
    if (text) showSuccess(text);
  };
  return (
    <PageContainer
      title={`${t('evaluations.detail.title')} ${e.number}`}
      extra={
        <RecordActions
          allowed={e.actions}
          defs={{
            close: { labelKey: 'evaluations.actions.close', confirmKey: 'evaluations.confirm.close', onClick: async () => done(await evaluationApi.close(e.id), t('evaluations.done.closed')) },
            return: { labelKey: 'evaluations.actions.return', danger: true, onClick: () => setReturning(true) },
            cancel: { labelKey: 'evaluations.actions.cancel', danger: true, confirmKey: 'evaluations.confirm.cancel', onClick: async () => done(await evaluationApi.cancel(e.id), t('evaluations.done.cancelled')) },
          }}
        />
      }
    >
      {e.status === 'returned' && e.returnReason && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('evaluations.detail.returned')} description={e.returnReason} />}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={f('number')}>{e.number}</Descriptions.Item>
        <Descriptions.Item label={f('status')}>
          <StatusTag value={e.status} prefix="evaluations.status" colors={EVALUATION_COLORS} />
        </Descriptions.Item>
        <Descriptions.Item label={f('forwarder')}>{companyName(e.forwarderName, e.forwarderNameEn)}</Descriptions.Item>
        <Descriptions.Item label={f('template')}>{`${bilingual(e.title, e.titleEn)} (${t('evaluations.detail.version', { version: e.templateVersion })})`}</Descriptions.Item>
        <Descriptions.Item label={f('period')}>{`${e.periodFrom} ~ ${e.periodTo}`}</Descriptions.Item>
        <Descriptions.Item label={f('dueDate')}>
          {e.dueDate} {e.overdue && <Tag color="error">{t('evaluations.overdue')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={f('initiatedBy')}>{e.initiatedBy ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('submittedAt')}>{e.submittedAt ? fmt.dateTime(e.submittedAt) : '-'}</Descriptions.Item>
        <Descriptions.Item label={f('closedAt')}>{e.closedAt ? fmt.dateTime(e.closedAt) : '-'}</Descriptions.Item>
        <Descriptions.Item label={f('remark')} span={3}>
          {e.remark ?? '-'}
        </Descriptions.Item>
        {e.closeComment && (
          <Descriptions.Item label={f('closeComment')} span={3}>
            {e.closeComment}
          </Descriptions.Item>
        )}
      </Descriptions>
      {e.scorecard && <ScorecardCard card={e.scorecard} />}
      <AnswerForm e={e} onDone={(next, text) => void done(next, text)} />
      {side === 'staff' && <ScoreHistory forwarderId={e.forwarderId} />}
      <Card size="small" title={t('evaluations.detail.history')} style={{ marginTop: 16 }}>
        <Timeline items={e.history.map((h) => ({ children: `${fmt.dateTime(h.at)} ${h.actorName ?? ''} ${t(`evaluations.history.${h.action}`, { defaultValue: h.action })}${h.note ? `: ${h.note}` : ''}` }))} />
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(base)}>{t('common.actions.back')}</Button>
      </Space>
      <ReturnDialog
        id={e.id}
        open={returning}
        onClose={() => setReturning(false)}
        onDone={(next) => {
          setReturning(false);
          void done(next);
        }}
      />
    </PageContainer>
  );
}

export default function StaffEvaluationDetailPage() {
  return <EvaluationDetailPage side="staff" />;
}
