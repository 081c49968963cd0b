/**
 * Create or edit an agreement (issue 13 item 4): supplier, title, currency, Incoterms and place,
 * payment terms, validity, lines and contract clauses. Editing a sent, confirmed or refused
 * agreement makes a new version (the page says so). Server field errors land on the fields.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { AGREEMENT_CATEGORIES, AGREEMENT_UNITS, CONTRACT_TYPES, VERSIONED_EDIT_STATES, type AgreementInput } from '@aerosupply/shared/agreements/schemas';
import { DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { companyName } from '../../../lib/company-name';
import { useSubmit, validateThen } from '../../../lib/forms';
import { agreementApi, agreementKeys, useAgreement } from '../api';
import { ChargesEditor, OFFER_FIELDS, OfferFields } from '../components/ChargesEditor';

interface LineValues {
  lineNo: number;
  partNumber: string;
  description?: string;
  category: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  leadTimeDays?: number | null;
  /** The awarded offer's fields (kept through an edit). */
  replacesPn?: string | null;
  manufacturerPn?: string | null;
  manufacturerCode?: string | null;
  manufacturerName?: string | null;
  conditionCode?: string | null;
  certificate?: string | null;
  postponedDate?: string | null;
}

interface Values {
  companyId: number;
  title: string;
  currency: string;
  incoterms: string;
  incotermsPlace?: string;
  paymentTerms: string;
  validity: [Dayjs, Dayjs];
  remark?: string;
  lines: LineValues[];
  clauses: AgreementInput['clauses'];
  charges?: { lineNo?: number | null; name: string; amount: number }[];
}

const DATE = 'YYYY-MM-DD';

export default function AgreementEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const { data: existing, isLoading } = useAgreement('staff', id);
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const suppliers = useQuery({ queryKey: ['agreements', 'suppliers', search], queryFn: () => agreementApi.suppliers(search) });
  const supplierOptions = useMemo(() => {
    const opts = (suppliers.data ?? []).map((s) => ({ value: s.id, label: `${companyName(s.name, s.nameEn)}${s.vendorCode ? ` (${s.vendorCode})` : ''}` }));
    if (existing && !opts.some((o) => o.value === existing.companyId)) opts.unshift({ value: existing.companyId, label: companyName(existing.supplierName, existing.supplierNameEn) });
    return opts;
  }, [suppliers.data, existing]);

  useEffect(() => {
    if (existing) {
      form.setFieldsValue({
        companyId: existing.companyId,
        title: existing.title,
        currency: existing.currency,
        incoterms: existing.incoterms,
        incotermsPlace: existing.incotermsPlace ?? undefined,
        paymentTerms: existing.paymentTerms,
        validity: [dayjs(existing.validFrom), dayjs(existing.validTo)],
        remark: existing.remark ?? undefined,
        lines: existing.lines.map((l) => ({ ...l, description: l.description ?? undefined })),
        clauses: existing.clauses,
        charges: existing.charges,
      });
    }
  }, [existing, form]);

  const submit = useSubmit(
    async (v: Values) => {
      const body: AgreementInput = {
        companyId: v.companyId,
        title: v.title,
        currency: v.currency,
        incoterms: v.incoterms,
        incotermsPlace: v.incotermsPlace || undefined,
        paymentTerms: v.paymentTerms,
        validFrom: v.validity?.[0]?.format(DATE) ?? '',
        validTo: v.validity?.[1]?.format(DATE) ?? '',
        remark: v.remark || undefined,
        lines: (v.lines ?? []).map((l) => ({
          lineNo: l.lineNo,
          partNumber: l.partNumber ?? '',
          description: l.description || undefined,
          category: l.category as AgreementInput['lines'][number]['category'],
          quantity: l.quantity,
          unit: l.unit as AgreementInput['lines'][number]['unit'],
          unitPrice: l.unitPrice,
          leadTimeDays: l.leadTimeDays ?? undefined,
          ...Object.fromEntries(OFFER_FIELDS.map((k) => [k, l[k] || undefined])),
        })),
        clauses: v.clauses ?? [],
        charges: (v.charges ?? []).map((c) => ({ lineNo: c.lineNo ?? undefined, name: c.name, amount: c.amount })),
      };
      const saved = id ? await agreementApi.update(id, body) : await agreementApi.create(body);
      qc.setQueryData(agreementKeys.one('staff', saved.id), saved);
      void qc.invalidateQueries({ queryKey: agreementKeys.list('staff') });
      void navigate(`/agreements/${saved.id}`);
    },
    { form, success: true },
  );

  if (id && (isLoading || !existing)) return <Spin />;
  const required = [{ required: true, message: t('agreements.validation.required') }];
  const title = id ? t('agreements.edit.title', { no: existing?.agreementNo ?? '' }) : t('agreements.create.title');
  const nextLineNo = () => {
    const lines = (form.getFieldValue('lines') as LineValues[] | undefined) ?? [];
    return (lines.reduce((m, l) => Math.max(m, l?.lineNo ?? 0), 0) || 0) + 10;
  };
  return (
    <PageContainer title={title}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="agreement"
        aria-label={title}
        initialValues={{ currency: 'CNY', incoterms: 'DAP', paymentTerms: 'N60', validity: [dayjs().startOf('day'), dayjs().startOf('day').add(1, 'year').subtract(1, 'day')], lines: [{ lineNo: 10, unit: 'EA', category: 'expendable' }], clauses: [], charges: [] }}
      >
        {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
        {existing && VERSIONED_EDIT_STATES.includes(existing.status) && <Alert type="info" showIcon message={t('agreements.edit.newVersion', { version: existing.version + 1 })} style={{ marginBottom: 16 }} />}
        <Card size="small" title={t('agreements.detail.header')}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="companyId" label={t('agreements.fields.supplier')} rules={required}>
                <Select showSearch filterOption={false} onSearch={setSearch} options={supplierOptions} loading={suppliers.isFetching} data-testid="agreement-supplier" placeholder={t('common.placeholders.select')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="title" label={t('agreements.fields.title')} rules={required}>
                <Input maxLength={100} data-testid="agreement-title" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="currency" label={t('agreements.fields.currency')} rules={required}>
                <DictSelect domain="TC_CURRENCY" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="incoterms" label={t('agreements.fields.incoterms')} rules={required}>
                <DictSelect domain="TC_ICT_TYPE" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="incotermsPlace" label={t('agreements.fields.incotermsPlace')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="paymentTerms" label={t('agreements.fields.paymentTerms')} rules={required}>
                <DictSelect domain="TC_PAY_PERIOD" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="validity" label={t('agreements.fields.validity')} rules={required}>
                <DatePicker.RangePicker style={{ width: '100%' }} data-testid="agreement-validity" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="remark" label={t('agreements.fields.remark')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('agreements.detail.lines')} style={{ marginTop: 16 }}>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, n) => (
                  <Row gutter={8} key={f.key} align="bottom">
                    <Col xs={12} md={2}>
                      <Form.Item name={[f.name, 'lineNo']} label={t('agreements.fields.lineNo')} rules={required}>
                        <InputNumber min={1} max={99999} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[f.name, 'partNumber']} label={t('agreements.fields.partNumber')} rules={required}>
                        <Input maxLength={60} data-testid={`agreement-line-${n}-pn`} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[f.name, 'description']} label={t('agreements.fields.description')}>
                        <Input maxLength={200} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[f.name, 'category']} label={t('agreements.fields.category')} rules={required}>
                        <Select options={AGREEMENT_CATEGORIES.map((c) => ({ value: c, label: t(`agreements.category.${c}`) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[f.name, 'quantity']} label={t('agreements.fields.quantity')} rules={required}>
                        <InputNumber min={0.001} precision={3} style={{ width: '100%' }} data-testid={`agreement-line-${n}-qty`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[f.name, 'unit']} label={t('agreements.fields.unit')} rules={required}>
                        <Select options={AGREEMENT_UNITS.map((u) => ({ value: u, label: u }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[f.name, 'unitPrice']} label={t('agreements.fields.unitPrice')} rules={required}>
                        <InputNumber min={0} precision={4} style={{ width: '100%' }} data-testid={`agreement-line-${n}-price`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[f.name, 'leadTimeDays']} label={t('agreements.fields.leadTimeDays')}>
                        <InputNumber min={0} max={999} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <OfferFields name={f.name} />
                      <Form.Item>
                        <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('agreements.edit.removeLine')} onClick={() => remove(f.name)} disabled={fields.length === 1} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ lineNo: nextLineNo(), unit: 'EA', category: 'expendable' })}>
                  {t('agreements.edit.addLine')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <ChargesEditor />
        <Card size="small" title={t('agreements.detail.clauses')} style={{ marginTop: 16 }}>
          <Form.List name="clauses">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Row gutter={8} key={f.key} align="bottom">
                    <Col xs={12} md={4}>
                      <Form.Item name={[f.name, 'contractType']} label={t('agreements.fields.contractType')} rules={required}>
                        <Select options={CONTRACT_TYPES.map((c) => ({ value: c, label: t(`agreements.contractType.${c}`) }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[f.name, 'contractNo']} label={t('agreements.fields.contractNo')} rules={required}>
                        <Input maxLength={30} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4}>
                      <Form.Item name={[f.name, 'contractName']} label={t('agreements.fields.contractName')} rules={required}>
                        <Input maxLength={100} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[f.name, 'clauseNo']} label={t('agreements.fields.clauseNo')} rules={required}>
                        <Input maxLength={20} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={9}>
                      <Form.Item name={[f.name, 'clauseText']} label={t('agreements.fields.clauseText')} rules={required}>
                        <Input.TextArea maxLength={4000} autoSize={{ minRows: 1, maxRows: 4 }} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={2}>
                      <Form.Item>
                        <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('agreements.edit.removeClause')} onClick={() => remove(f.name)} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ contractType: 'framework' })}>
                  {t('agreements.edit.addClause')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={submit.pending} onClick={() => void validateThen(form, submit.run)} data-testid="agreement-save">
            {t('agreements.edit.save')}
          </Button>
          <Button onClick={() => void navigate(id ? `/agreements/${id}` : '/agreements')}>{t('common.actions.cancel')}</Button>
        </Space>
      </Form>
    </PageContainer>
  );
}
