/**
 * Comparison and award of an opened RFx (staff; issue 13 items 1-3): the bidders' answers side by
 * side, per item every offer on one basis (landed unit cost in the chosen currency, rate shown,
 * VAT apart, cheapest and fastest marked), Excel export, the award (quantities per supplier, a
 * reason when the cheapest is not chosen, the reviewing approver) and the awards with their review.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Empty, Form, Input, Modal, Popconfirm, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { COMPARISON_CURRENCIES, type AwardView } from '@aerosupply/shared/sourcing/award';
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { useSubmit, validateThen } from '../../../lib/forms';
import { currentLang } from '../../../lib/i18n';
import { sourcingKeys } from '../api';
import { awardApi, useAwardState, useComparison, useRounds } from '../award-api';
import { AwardPlans } from '../components/AwardPlans';
import { ComparisonItemCard } from '../components/award/ComparisonItemCard';
import { NewRoundButton } from '../components/award/NewRoundButton';
import { BidderScore, useBidderScores } from '../../supplier-scorecard';
import { PARTICIPATION_COLORS, QUOTATION_COLORS } from '../components/colors';

const AWARD_COLORS = { pending: 'processing', approved: 'success', rejected: 'error' };
type Bidder = { companyId: number; vendorCode: string | null; name: string; nameEn: string | null; participation: string; declineReason: string | null; quotationStatus: string | null; total: number | null };

export default function AwardPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const [currency, setCurrency] = useState('CNY');
  const [sort, setSort] = useState<'landed' | 'lead'>('landed');
  const [qty, setQty] = useState<Record<string, number | null>>({});
  const [approverId, setApproverId] = useState<number | undefined>();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState<AwardView | null>(null);
  // Awards open with what their agreements carry (D-473), also when they arrive after the first render.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [rejectForm] = Form.useForm<{ comment: string }>();
  const rounds = useRounds(id);
  const comparison = useComparison(id, currency, sort);
  const state = useAwardState(id);
  // The newest month score beside each bidder and offer (issue 31 item 3).
  const scores = useBidderScores(comparison.data?.bidders.map((b) => b.companyId) ?? []);
  const f = (key: string) => t(`award.fields.${key}`);
  const nameOf = (x: { name: string; nameEn: string | null }) => (currentLang() === 'en' && x.nameEn ? x.nameEn : x.name);
  const refresh = () => void qc.invalidateQueries({ queryKey: sourcingKeys.all });

  const submit = useSubmit(async () => {
    const lines = Object.entries(qty)
      .filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0)
      .map(([key, quantity]) => {
        const [rfxItemId, companyId] = key.split(':').map(Number);
        return { rfxItemId: rfxItemId!, companyId: companyId!, quantity };
      });
    await awardApi.submit(id, { lines, approverId: approverId ?? 0, reason: reason.trim() || undefined });
    showSuccess(t('award.submitted'));
    setQty({});
    refresh();
  });
  const reject = useSubmit(
    async (values: { comment: string }) => {
      await awardApi.reject(rejecting!.id, values.comment);
      showSuccess(t('award.rejected'));
      setRejecting(null);
      refresh();
    },
    { form: rejectForm },
  );

  if (comparison.isLoading || state.isLoading) return <Spin />;
  if (comparison.error || !comparison.data || !state.data) {
    return (
      <PageContainer title={t('award.title')}>
        <Alert type="warning" showIcon message={t('award.notOpened')} />
        <Button style={{ marginTop: 16 }} onClick={() => void navigate(`/sourcing/rfx/${id}`)}>{t('common.actions.back')}</Button>
      </PageContainer>
    );
  }
  const c = comparison.data;
  const s = state.data;
  const money = (v: number | null) => (v === null ? '-' : fmt.amount(v));

  /** Fills every item with its cheapest offer's full quantity (the whole RFx to the cheapest). */
  const fillCheapest = () => {
    const next: Record<string, number | null> = {};
    for (const item of c.items) {
      const best = item.offers.find((o) => o.cheapest);
      if (best) next[`${item.rfxItemId}:${best.companyId}`] = Math.min(item.quantity, best.quoteQty ?? item.quantity);
    }
    setQty(next);
  };


  return (
    <PageContainer title={`${t('award.title')} ${c.rfxNumber}`}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {(rounds.data?.length ?? 0) > 1 && (
          <Space wrap data-testid="award-rounds">
            <Typography.Text type="secondary">{t('award.round.title')}</Typography.Text>
            {rounds.data!.map((r) =>
              r.current ? (
                <Tag key={r.id} color="blue">{t('award.round.label', { round: r.round, number: r.number })}</Tag>
              ) : (
                <Button key={r.id} size="small" type="link" onClick={() => void navigate(r.status === 'completed' ? `/sourcing/rfx/${r.id}/award` : `/sourcing/rfx/${r.id}`)}>
                  {t('award.round.label', { round: r.round, number: r.number })}
                </Button>
              ),
            )}
          </Space>
        )}
        <Card size="small" title={t('award.board')} extra={s.canAward && <NewRoundButton rfxId={id} comparison={c} nameOf={nameOf} onStarted={refresh} />}>
          <Table<Bidder>
            rowKey="companyId"
            size="small"
            pagination={false}
            dataSource={c.bidders}
            data-testid="award-bidders"
            columns={[
              { key: 'vendorCode', title: f('vendorCode'), dataIndex: 'vendorCode' },
              { key: 'name', title: f('supplier'), render: (_, b) => nameOf(b) },
              { key: 'score', title: t('scorecard.bidder.score'), render: (_, b) => <BidderScore companyId={b.companyId} scores={scores.data} /> },
              {
                key: 'participation',
                title: f('answer'),
                render: (_, b) => (
                  <Space direction="vertical" size={0}>
                    <StatusTag value={b.participation} prefix="sourcing.participation" colors={PARTICIPATION_COLORS} />
                    {b.declineReason && <Typography.Text type="secondary">{b.declineReason}</Typography.Text>}
                  </Space>
                ),
              },
              { key: 'quotation', title: f('quotation'), render: (_, b) => (b.quotationStatus ? <StatusTag value={b.quotationStatus} prefix="sourcing.quoteStatus" colors={QUOTATION_COLORS} /> : t('award.notQuoted')) },
              { key: 'total', title: `${f('total')} (${c.currency})`, render: (_, b) => money(b.total) },
            ]}
          />
        </Card>

        <Card
          size="small"
          title={t('award.comparison')}
          extra={
            <Space wrap>
              <Select aria-label={f('currency')} value={currency} onChange={setCurrency} style={{ width: 100 }} options={COMPARISON_CURRENCIES.map((v) => ({ value: v, label: v }))} />
              <Select
                aria-label={f('sort')}
                value={sort}
                onChange={setSort}
                style={{ width: 170 }}
                options={[{ value: 'landed', label: t('award.sort.landed') }, { value: 'lead', label: t('award.sort.lead') }]}
              />
              <ExportButton route={sourcingRoutes.comparisonExport} pathParams={{ id }} params={{ currency, sort }} fallbackName="comparison.xlsx" testId="comparison-export" />
            </Space>
          }
        >
          <Typography.Paragraph type="secondary">{t('award.basis', { currency: c.currency, date: c.rateDate })}</Typography.Paragraph>
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {c.items.length ? c.items.map((item) => <ComparisonItemCard key={item.rfxItemId} item={item} currency={c.currency} scores={scores.data} canAward={s.canAward} qty={qty} setQty={setQty} nameOf={nameOf} />) : <Empty />}
          </Space>
        </Card>

        {s.canAward && (
          <Card size="small" title={t('award.newAward')} data-testid="award-form">
            <Space direction="vertical" style={{ width: '100%' }}>
              {submit.problem && <Alert type="error" showIcon message={submit.problem} />}
              {s.approvers.length === 0 && <Alert type="warning" showIcon message={t('award.noApprovers')} />}
              <Space wrap>
                <Button onClick={fillCheapest}>{t('award.fillCheapest')}</Button>
                <Button onClick={() => setQty({})}>{t('award.clear')}</Button>
              </Space>
              <Form layout="vertical" style={{ maxWidth: 600 }}>
                <Form.Item label={f('approver')} required>
                  <Select aria-label={f('approver')} value={approverId} onChange={setApproverId} options={s.approvers.map((a) => ({ value: a.userId, label: a.name }))} placeholder={t('award.chooseApprover')} />
                </Form.Item>
                <Form.Item label={f('reason')} extra={t('award.reasonHint')}>
                  <Input.TextArea aria-label={f('reason')} value={reason} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
                </Form.Item>
              </Form>
              <Popconfirm title={t('award.confirmSubmit')} onConfirm={() => void submit.run()}>
                <Button type="primary" loading={submit.pending} data-testid="award-submit">{t('award.submit')}</Button>
              </Popconfirm>
            </Space>
          </Card>
        )}

        <Card size="small" title={t('award.awards')}>
          <Table<AwardView>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={s.awards}
            data-testid="award-list"
            locale={{ emptyText: <Typography.Text>{t('award.noAwards')}</Typography.Text> }}
            expandable={{
              expandedRowKeys: s.awards.map((a) => a.id).filter((x) => !collapsed.has(x)),
              onExpand: (open, a) => setCollapsed((c) => new Set(open ? [...c].filter((x) => x !== a.id) : [...c, a.id])),
              expandedRowRender: (a) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                <Table
                  rowKey={(l) => `${l.rfxItemId}:${l.companyId}`}
                  size="small"
                  pagination={false}
                  dataSource={a.lines}
                  columns={[
                    { key: 'lineNo', title: f('lineNo'), dataIndex: 'lineNo' },
                    { key: 'materialPn', title: f('materialPn'), dataIndex: 'materialPn' },
                    { key: 'supplier', title: f('supplier'), dataIndex: 'supplierName' },
                    { key: 'quantity', title: f('quantity'), dataIndex: 'quantity' },
                    { key: 'unitPrice', title: f('unitPrice'), render: (_, l) => `${fmt.amount(l.unitPrice)} ${l.currency}` },
                    { key: 'agreementNo', title: f('agreementNo'), render: (_, l) => l.agreementNo ?? '-' },
                  ]}
                />
                <AwardPlans plans={a.plans} />
                </Space>
              ),
            }}
            columns={[
              { key: 'status', title: f('status'), render: (_, a) => <StatusTag value={a.status} prefix="award.status" colors={AWARD_COLORS} /> },
              { key: 'submittedBy', title: f('submittedBy'), render: (_, a) => `${a.submittedBy} · ${fmt.dateTime(a.submittedAt)}` },
              { key: 'approver', title: f('approver'), dataIndex: 'approverName' },
              { key: 'reason', title: f('reason'), render: (_, a) => a.reason ?? '-' },
              { key: 'comment', title: f('comment'), render: (_, a) => a.comment ?? '-' },
              {
                key: 'actions',
                title: t('common.table.actions'),
                render: (_, a) => (
                  <RecordActions
                    allowed={a.actions}
                    defs={{
                      approve: {
                        labelKey: 'award.actions.approve',
                        confirmKey: 'award.confirmApprove',
                        onClick: async () => {
                          await awardApi.approve(a.id);
                          showSuccess(t('award.approved'));
                          refresh();
                        },
                      },
                      reject: {
                        labelKey: 'award.actions.reject',
                        danger: true,
                        onClick: () => {
                          rejectForm.resetFields();
                          reject.reset();
                          setRejecting(a);
                        },
                      },
                    }}
                  />
                ),
              },
            ]}
          />
        </Card>
        <Space>
          <Button onClick={() => void navigate(`/sourcing/rfx/${id}`)}>{t('common.actions.back')}</Button>
        </Space>
      </Space>
      <Modal
        open={rejecting !== null}
        title={t('award.rejectTitle')}
        okText={t('award.actions.reject')}
        okButtonProps={{ danger: true, loading: reject.pending }}
        onOk={() => void validateThen(rejectForm, reject.run)}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        {reject.problem && <Alert type="error" showIcon message={reject.problem} style={{ marginBottom: 12 }} />}
        <Form form={rejectForm} layout="vertical">
          <Form.Item name="comment" label={f('comment')} rules={[{ required: true, whitespace: true, message: t('award.commentRequired') }]}>
            <Input.TextArea maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
