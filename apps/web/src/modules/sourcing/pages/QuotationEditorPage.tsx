/**
 * The supplier's quotation editor (001 §2, old `/sup/supQuoted/edit`): header parameters and
 * validity, answers to the RFx's questions, the supplier's own questions, annexes, and one line
 * per RFx item (quote qty, unit price, currency, price unit, VAT rate, no-bid; the details row:
 * other fees, postponed date, alternative product, manufacturer, notes). Save as draft any time
 * before the deadline; submit seals it until the opening; revise when the RFx allows it.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Form, Input, InputNumber, Popconfirm, Row, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupplierQuotation } from '@aerosupply/shared/sourcing/responses';
import { QUOTE_VAT_RATES, RFX_TEXT_TYPES } from '@aerosupply/shared/sourcing/schemas';
import { DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { UploadField } from '../../../components/UploadField';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, useSubmit } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { UPLOAD_URL } from '../../../lib/upload';
import { sourcingApi, sourcingKeys } from '../api';
import { QUOTATION_COLORS, RFX_COLORS } from '../components/colors';
import { LineDetails } from '../components/quotation/LineDetails';
import { bodyOf, initialValues } from '../components/quotation/quotation-form';
import { QuotationContactsDialog } from '../components/QuotationContactsDialog';

type Line = SupplierQuotation['lines'][number];

export default function QuotationEditorPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const rfxId = Number(useParams().id);
  const [form] = Form.useForm();
  const [contactsOpen, setContactsOpen] = useState(false);
  const { data: q, isLoading } = useQuery({ queryKey: sourcingKeys.quotation(rfxId), queryFn: () => sourcingApi.getQuotation(rfxId) });
  useEffect(() => {
    if (q) form.setFieldsValue(initialValues(q));
  }, [q, form]);

  const after = async (saved: SupplierQuotation, message: string) => {
    qc.setQueryData(sourcingKeys.quotation(rfxId), saved);
    await qc.invalidateQueries({ queryKey: sourcingKeys.all });
    showSuccess(message);
  };
  const run = (submit: boolean) => async () => {
    try {
      const values = form.getFieldsValue(true) as Record<string, unknown>;
      const saved = submit ? await sourcingApi.submitQuotation(rfxId, bodyOf(values)) : await sourcingApi.saveQuotation(rfxId, bodyOf(values));
      await after(saved, t(submit ? 'sourcing.quote.submitted' : 'sourcing.quote.saved'));
    } catch (err) {
      applyFieldErrors(form, err);
      throw err;
    }
  };
  const save = useSubmit(run(false));
  const submit = useSubmit(run(true));
  const revise = useSubmit(async () => after(await sourcingApi.reviseQuotation(rfxId), t('sourcing.quote.revising')));

  if (isLoading || !q) return <Spin />;
  const f = (key: string) => t(`sourcing.quote.fields.${key}`);
  const editable = q.actions.includes('save');
  const questions = q.rfx.texts.map((x, i) => ({ ...x, index: i })).filter((x) => x.kind === 'question');
  const problem = save.problem ?? submit.problem ?? revise.problem;

  return (
    <PageContainer title={`${t('sourcing.quote.title')} ${q.rfx.number}`}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="quote-header">
          <Descriptions.Item label={t('sourcing.fields.number')}>{q.rfx.number}</Descriptions.Item>
          <Descriptions.Item label={t('sourcing.fields.status')}>
            <StatusTag value={q.rfx.status} prefix="sourcing.rfxStatus" colors={RFX_COLORS} />
          </Descriptions.Item>
          <Descriptions.Item label={f('status')}>
            <span data-testid="quote-status">
              <StatusTag value={q.status} prefix="sourcing.quoteStatus" colors={QUOTATION_COLORS} />
            </span>
            {q.version > 0 && <Tag>{t('sourcing.quote.version', { version: q.version })}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={t('sourcing.fields.description')} span={3}>{q.rfx.description}</Descriptions.Item>
          <Descriptions.Item label={t('sourcing.fields.deadlineAt')}>{q.rfx.deadlineAt ? fmt.dateTime(q.rfx.deadlineAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('sourcing.fields.openingAt')}>{q.rfx.openingAt ? fmt.dateTime(q.rfx.openingAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label={f('number')}>{q.number ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('sourcing.fields.flags')} span={3}>
            <Space wrap>
              {(['mustQuoteAll', 'allowRevision', 'acceptAlternatives', 'showBudgetPrice'] as const).map((flag) => (
                <Tag key={flag} color={q.rfx[flag] ? 'blue' : undefined}>{`${t(`sourcing.fields.${flag}`)}: ${q.rfx[flag] ? t('sourcing.fields.yes') : t('sourcing.fields.no')}`}</Tag>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        {q.status === 'submitted' && <Alert type="success" showIcon message={t('sourcing.quote.sealedNote')} />}
        {problem && <Alert type="error" showIcon message={problem} />}
        <Form form={form} name="quote" layout="vertical" disabled={!editable} data-testid="quote-form">
          <Card size="small" title={f('header')}>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item name="validityDays" label={f('validityDays')}>
                  <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} data-testid="quote-validityDays" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="currency" label={f('currency')}>
                  <DictSelect domain="TC_CURRENCY" allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="incoterms" label={t('sourcing.fields.incoterms')}>
                  <DictSelect domain="TC_ICT_TYPE" allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="deliveryLocation" label={t('sourcing.fields.deliveryLocation')}>
                  <DictSelect domain="TC_SITE_TYPE" allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="paymentTerm" label={t('sourcing.fields.paymentTerm')}>
                  <DictSelect domain="TC_PAY_PERIOD" allowClear />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="paymentNote" label={t('sourcing.fields.paymentNote')}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={24}>
                <Form.Item name="remark" label={f('remark')}>
                  <Input.TextArea maxLength={1000} rows={2} />
                </Form.Item>
              </Col>
            </Row>
          </Card>
          <Card size="small" title={f('items')} style={{ marginTop: 16 }}>
            <Form.List name="items">
              {(rows) => (
                <Table<Line>
                  rowKey="rfxItemId"
                  size="small"
                  pagination={false}
                  scroll={{ x: 1100 }}
                  dataSource={q.lines}
                  data-testid="quote-lines"
                  expandable={{
                    expandedRowRender: (_, n) => <LineDetails index={rows[n]?.name ?? n} maxFees={q.maxOtherFees} />,
                  }}
                  columns={[
                    { key: 'lineNo', title: t('sourcing.fields.lineNo'), dataIndex: 'lineNo', width: 60 },
                    { key: 'materialPn', title: t('sourcing.fields.materialPn'), dataIndex: 'materialPn' },
                    { key: 'description', title: t('sourcing.fields.description'), dataIndex: 'description', ellipsis: true },
                    { key: 'quantity', title: t('sourcing.fields.quantity'), render: (_, l) => `${l.quantity} ${l.unit}` },
                    ...(q.rfx.showBudgetPrice || q.lines.some((l) => l.budgetPrice !== null)
                      ? [{ key: 'budget', title: t('sourcing.fields.budgetPrice'), render: (_: unknown, l: Line) => (l.budgetPrice === null ? '-' : `${fmt.amount(l.budgetPrice)} ${l.budgetCurrency ?? ''}`) }]
                      : []),
                    {
                      key: 'noBid', title: f('noBid'), width: 70,
                      render: (_, __, n) => (
                        <Form.Item name={[n, 'noBid']} valuePropName="checked" noStyle>
                          <Checkbox aria-label={f('noBid')} data-testid={`quote-noBid-${n}`} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'quoteQty', title: f('quoteQty'), width: 120,
                      render: (_, __, n) => (
                        <Form.Item name={[n, 'quoteQty']} style={{ margin: 0 }}>
                          <InputNumber min={0} aria-label={f('quoteQty')} style={{ width: '100%' }} data-testid={`quote-qty-${n}`} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'unitPrice', title: f('unitPrice'), width: 130,
                      render: (_, __, n) => (
                        <Form.Item name={[n, 'unitPrice']} style={{ margin: 0 }}>
                          <InputNumber min={0} aria-label={f('unitPrice')} style={{ width: '100%' }} data-testid={`quote-price-${n}`} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'currency', title: f('currency'), width: 120,
                      render: (_, __, n) => (
                        <Form.Item name={[n, 'currency']} style={{ margin: 0 }}>
                          <DictSelect domain="TC_CURRENCY" aria-label={f('currency')} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'priceUnit', title: f('priceUnit'), width: 90,
                      render: (_, __, n) => (
                        <Form.Item name={[n, 'priceUnit']} style={{ margin: 0 }}>
                          <InputNumber min={1} max={10000} precision={0} aria-label={f('priceUnit')} style={{ width: '100%' }} />
                        </Form.Item>
                      ),
                    },
                    {
                      key: 'vatRate', title: f('vatRate'), width: 100,
                      render: (_, __, n) => (
                        <Form.Item name={[n, 'vatRate']} style={{ margin: 0 }}>
                          <Select aria-label={f('vatRate')} allowClear options={QUOTE_VAT_RATES.map((v) => ({ value: v, label: `${v}%` }))} />
                        </Form.Item>
                      ),
                    },
                  ]}
                />
              )}
            </Form.List>
          </Card>
          {questions.length > 0 && (
            <Card size="small" title={f('answers')} style={{ marginTop: 16 }}>
              {questions.map((x) => (
                <Form.Item key={x.index} name={['answers', String(x.index)]} label={`${t(`sourcing.textType.${x.type}`)} · ${x.text}`}>
                  <Input.TextArea maxLength={1000} rows={2} data-testid={`quote-answer-${x.index}`} />
                </Form.Item>
              ))}
            </Card>
          )}
          <Card size="small" title={f('supplierQuestions')} style={{ marginTop: 16 }}>
            <Form.List name="supplierQuestions">
              {(rows, { add, remove }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {rows.map((row) => (
                    <Space key={row.key} align="start" wrap>
                      <Form.Item name={[row.name, 'type']} rules={[{ required: true, message: t('sourcing.quote.typeRequired') }]} style={{ minWidth: 160, margin: 0 }}>
                        <Select aria-label={t('sourcing.fields.textType')} options={RFX_TEXT_TYPES.map((v) => ({ value: v, label: t(`sourcing.textType.${v}`) }))} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'text']} style={{ minWidth: 360, margin: 0 }}>
                        <Input maxLength={1000} aria-label={t('sourcing.fields.text')} />
                      </Form.Item>
                      <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('sourcing.actions.remove')} onClick={() => remove(row.name)} />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ type: 'commercial', text: '' })}>
                    {t('sourcing.quote.addQuestion')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Card>
          <Card size="small" title={f('annexes')} style={{ marginTop: 16 }}>
            <Form.Item name="attachments" noStyle>
              <UploadField action={UPLOAD_URL} disabled={!editable} />
            </Form.Item>
          </Card>
        </Form>
        {q.versions.length > 0 && (
          <Card size="small" title={f('versions')}>
            <Table
              rowKey="version"
              size="small"
              pagination={false}
              dataSource={q.versions}
              columns={[
                { key: 'version', title: f('version'), dataIndex: 'version' },
                { key: 'submittedAt', title: f('submittedAt'), dataIndex: 'submittedAt', render: (v: string) => fmt.dateTime(v) },
                { key: 'submittedBy', title: f('submittedBy'), dataIndex: 'submittedBy' },
                { key: 'sealHash', title: f('sealHash'), dataIndex: 'sealHash', render: (v: string) => <Typography.Text code>{v.slice(0, 16)}…</Typography.Text> },
              ]}
            />
          </Card>
        )}
        <Space wrap>
          <Button onClick={() => void navigate(`/sup/rfx/${rfxId}`)}>{t('common.actions.back')}</Button>
          <Button onClick={() => setContactsOpen(true)} data-testid="quote-contacts-open">
            {t('sourcing.contacts.open')}
          </Button>
          {q.actions.includes('save') && (
            <Button onClick={() => void save.run()} loading={save.pending} data-testid="quote-save">
              {t('sourcing.quote.saveDraft')}
            </Button>
          )}
          {q.actions.includes('submit') && (
            <Popconfirm title={t('sourcing.quote.confirmSubmit')} onConfirm={() => void submit.run()} okButtonProps={{ 'data-testid': 'quote-submit-ok' } as never}>
              <Button type="primary" loading={submit.pending} data-testid="quote-submit">
                {t('sourcing.quote.submit')}
              </Button>
            </Popconfirm>
          )}
          {q.actions.includes('revise') && (
            <Button onClick={() => void revise.run()} loading={revise.pending} data-testid="quote-revise">
              {t('sourcing.quote.revise')}
            </Button>
          )}
        </Space>
      </Space>
      <QuotationContactsDialog rfxId={rfxId} open={contactsOpen} onClose={() => setContactsOpen(false)} />
    </PageContainer>
  );
}
