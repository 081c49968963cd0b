/**
 * One supplier's review (supAuditing/pinggu): the chain's progress, the actions the server allows
 * now (each with comment and attachments), the assessment forms — pinggu1 pre-qualification,
 * pinggu2 qualification examination — the OA/QAUDIT approvals, the routed auditors and the timeline.
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button, Card, Descriptions, Empty, Form, Input, InputNumber, Modal, Result, Space, Spin, Steps, Table, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { findTransition, type ReviewTransition } from '@aerosupply/shared/supplier-review/workflow';
import { DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { supplierApi, useRefreshSuppliers, useReview, type AssessmentForm, type ReviewDetail } from '../api';
import { ActionDialog } from '../components/ActionDialog';
import { ReviewStatusTag } from '../components/StatusTags';
import { SupplierTimeline } from '../components/SupplierTimeline';
import { SupplierDataTab } from '../components/SupplierDataTab';
import { useCodeNames } from '../components/codeNames';
import { supplierName } from '../../../lib/company-name';

const SCORES = ['quality', 'technical', 'delivery', 'price', 'service'] as const;

/** Position of a record on the chain, for the progress bar. */
function chainStep(r: ReviewDetail): number {
  switch (r.reviewStatus) {
    case 'to_be_evaluated':
      return r.stage === 'assessment' ? 1 : 0;
    case 'pending_business_review':
      return 2;
    case 'approved':
    case 'oa_under_review':
    case 'oa_failed':
      return 3;
    case 'oa_approved':
    case 'qaudit_under_review':
    case 'qaudit_failed':
      return 4;
    case 'qaudit_passed':
      return 5;
    case 'synchronized_to_sap':
      return 6;
    default:
      return 0;
  }
}

function FormView({ form }: { form: AssessmentForm | null }) {
  const { t } = useTranslation();
  const names = useCodeNames();
  if (!form) return <Empty description={t('suppliers.assessment.none')} />;
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }} bordered>
      {SCORES.map((k) => (
        <Descriptions.Item key={k} label={t(`suppliers.assessment.${k}`)}>
          {form[k]}
        </Descriptions.Item>
      ))}
      <Descriptions.Item label={t('suppliers.fields.purchaseOrg')}>{names.org(form.purchaseOrg)}</Descriptions.Item>
      <Descriptions.Item label={t('suppliers.assessment.conclusion')} span={3}>
        {form.conclusion ?? '-'}
      </Descriptions.Item>
    </Descriptions>
  );
}

export default function ReviewDetailPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const names = useCodeNames();
  const id = Number(useParams().companyId);
  // The list this review was opened from (its path is /suppliers/<list>/<id>).
  const listPath = useLocation().pathname.replace(/\/[^/]+$/, '');
  const review = useReview(id);
  const refresh = useRefreshSuppliers();
  const [acting, setActing] = useState<ReviewTransition | null>(null);
  // The step just taken: the page shows what happens next until the reviewer goes back to the record.
  const [done, setDone] = useState<ReviewTransition | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const r = review.data;
  if (!r) return <Spin spinning={review.isLoading}>{review.isError ? <Empty /> : <div style={{ minHeight: 200 }} />}</Spin>;
  const transitions = r.actions.map((a) => findTransition(a)).filter((x): x is ReviewTransition => x !== undefined);
  if (done) {
    return (
      <PageContainer title={supplierName(r)}>
        <Result
          status="success"
          title={t('suppliers.stepDone.title', { action: t(`suppliers.reviewActions.${done.action}`) })}
          subTitle={t(`suppliers.stepDone.next.${done.async ? 'sync' : done.to}`, { name: supplierName(r) })}
          extra={[
            <Button key="record" type="primary" onClick={() => setDone(null)}>
              {t('suppliers.stepDone.backToRecord')}
            </Button>,
            <Link key="tasks" to={listPath}>
              {t('suppliers.stepDone.backToTasks')}
            </Link>,
          ]}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer
      title={supplierName(r)}
      description={
        <Space wrap>
          <ReviewStatusTag value={r.reviewStatus} />
          {r.stage && <Tag>{t(`suppliers.stage.${r.stage}`)}</Tag>}
          {r.vendorCode && <Tag color="green">{t('suppliers.fields.vendorCode')}: {r.vendorCode}</Tag>}
          {r.sapPending && <Tag color="processing">{t('suppliers.reviews.sapPending')}</Tag>}
        </Space>
      }
      extra={transitions.map((tr) => (
        <Button key={tr.action} type={tr.kind === 'pass' || tr.kind === 'submit' ? 'primary' : 'default'} danger={tr.kind === 'reject'} onClick={() => setActing(tr)}>
          {t(`suppliers.reviewActions.${tr.action}`)}
        </Button>
      ))}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        {/* Titles under the icons, each on one line: seven English stage names never wrap into fragments (issue 28 item 4). */}
        <Steps
          size="small"
          titlePlacement="vertical"
          className="as-chain-steps"
          current={chainStep(r)}
          status={['rejected', 'oa_failed', 'qaudit_failed'].includes(r.reviewStatus) ? 'error' : r.reviewStatus === 'returned' ? 'wait' : undefined}
          items={['prequalification', 'assessment', 'business', 'oa', 'qaudit', 'sap', 'official'].map((s) => ({ title: t(`suppliers.chain.${s}`) }))}
        />
      </Card>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('suppliers.fields.nameEn')}>{r.nameEn ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.taxId')}>{r.taxId ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.procurementType')}>{t(`suppliers.supplierType.${r.supplierType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.applicationNo')}>{r.applicationNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.preauditNo')}>{r.preauditNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.auditNo')}>{r.auditNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.purchaseOrg')}>{names.org(r.purchaseOrg)}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.categories')}>{r.categories.map(names.categoryPair).join(', ') || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.applicant')}>{r.applicant ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.inviter')}>{r.inviter ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.applicationDate')}>{f.dateTime(r.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('suppliers.fields.routedAuditors')}>
          {[...r.routedAuditors.prequalification.map((a) => `${a.name} (${t('suppliers.auditorType.prequalification')})`), ...r.routedAuditors.examination.map((a) => `${a.name} (${t('suppliers.auditorType.examination')})`)].join(', ') ||
            t('suppliers.reviews.anyAuditor')}
        </Descriptions.Item>
      </Descriptions>
      <Tabs
        items={[
          { key: 'timeline', label: t('suppliers.timeline.title'), children: <SupplierTimeline entries={r.timeline} /> },
          {
            key: 'assessment',
            label: t('suppliers.assessment.title'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Card size="small" title={t('suppliers.assessment.prequalification')}>
                  <FormView form={r.prequalificationForm} />
                </Card>
                <Card size="small" title={t('suppliers.assessment.examination')}>
                  <FormView form={r.assessmentForm} />
                </Card>
              </Space>
            ),
          },
          { key: 'data', label: t('suppliers.detail.data'), children: <SupplierDataTab companyId={r.companyId} /> },
          {
            key: 'approvals',
            label: t('suppliers.approvals.title'),
            children: (
              <Table
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={r.approvalTasks}
                locale={{ emptyText: t('common.table.empty') }}
                columns={[
                  { title: t('suppliers.approvals.system'), dataIndex: 'system' },
                  { title: t('suppliers.fields.status'), dataIndex: 'status', render: (v: string) => t(`suppliers.requestStatus.${v}`) },
                  { title: t('suppliers.approvals.submittedAt'), dataIndex: 'submittedAt', render: (v: string) => f.dateTime(v) },
                  { title: t('suppliers.approvals.decidedAt'), dataIndex: 'decidedAt', render: (v: string | null) => f.dateTime(v) },
                  { title: t('suppliers.fields.comment'), dataIndex: 'comment', render: (v: string | null) => v ?? '-' },
                ]}
              />
            ),
          },
        ]}
      />
      <ActionDialog
        open={acting !== null}
        title={acting ? t(`suppliers.reviewActions.${acting.action}`) : ''}
        commentRequired={acting?.kind === 'return' || acting?.kind === 'reject'}
        danger={acting?.kind === 'reject'}
        onCancel={() => setActing(null)}
        // Scores start empty: the reviewer gives each one (issue 11 item 3).
        initialValues={acting?.form ? { form: { purchaseOrg: r.purchaseOrg ?? undefined } } : undefined}
        // A passing or submitting step asks again; cancelling keeps the dialog open with what was entered.
        confirm={
          acting && (acting.kind === 'pass' || acting.kind === 'submit')
            ? async () =>
                await modal.confirm({
                  title: t('suppliers.confirmStep.title', { action: t(`suppliers.reviewActions.${acting.action}`) }),
                  content: t('suppliers.confirmStep.content', { name: supplierName(r) }),
                  okText: t('common.actions.confirm'),
                  cancelText: t('common.actions.cancel'),
                })
            : undefined
        }
        onSubmit={async (v) => {
          const step = acting!;
          const advancing = step.kind === 'pass' || step.kind === 'submit';
          const form = v.form as AssessmentForm | undefined;
          await supplierApi.reviewAction(r.companyId, step.action, { comment: v.comment, attachments: v.attachments, ...(step.form && form ? { form } : {}) });
          showSuccess(t('common.messages.saved', { defaultValue: t('suppliers.messages.done') }));
          setActing(null);
          if (advancing) setDone(step);
          await refresh();
        }}
      >
        {acting?.form && (
          <Card size="small" title={t(acting.form === 'prequalification' ? 'suppliers.assessment.prequalification' : 'suppliers.assessment.examination')} style={{ marginBottom: 12 }}>
            <Space wrap>
              {SCORES.map((k) => (
                <Form.Item key={k} name={['form', k]} label={t(`suppliers.assessment.${k}`)} rules={[{ required: true }]}>
                  <InputNumber min={0} max={100} precision={0} />
                </Form.Item>
              ))}
            </Space>
            <Form.Item name={['form', 'purchaseOrg']} label={t('suppliers.fields.purchaseOrg')}>
              <DictSelect domain="TC_SUPPLIER_ORG" allowClear />
            </Form.Item>
            <Form.Item name={['form', 'conclusion']} label={t('suppliers.assessment.conclusion')}>
              <Input maxLength={500} />
            </Form.Item>
          </Card>
        )}
      </ActionDialog>
      {modalHolder}
    </PageContainer>
  );
}
