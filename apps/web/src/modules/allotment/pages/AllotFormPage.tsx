/**
 * Create or save an allotment demand (old `/pdInternalAllot/demand/edit`): from and to base,
 * required date, priority (AOG, urgent, routine), reason, remark and the part lines (P/N,
 * description, quantity, unit). The server checks everything again and answers field paths.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Spin } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { ALLOT_BASES, ALLOT_PRIORITIES, ALLOT_UNITS } from '@aerosupply/shared/allotment/codes';
import { allotmentRoutes } from '@aerosupply/shared/allotment/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { PageContainer } from '../../../components/PageContainer';
import { SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { ALLOT_BASE, allotApi, allotKeys, stageOf, useAllotment } from '../api';
import { useBaseName } from '../components/labels';

type AllotInput = BodyOf<typeof allotmentRoutes.create>;
type Values = Omit<AllotInput, 'requiredDate'> & { requiredDate?: Dayjs };

export default function AllotFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const baseName = useBaseName();
  const params = useParams();
  const stage = stageOf(params.stage);
  const id = params.id ? Number(params.id) : null;
  const existing = useAllotment(id);
  const [form] = Form.useForm<Values>();
  const submit = useSubmit(
    async (v: Values) => {
      const body: AllotInput = { ...v, requiredDate: v.requiredDate ? v.requiredDate.format('YYYY-MM-DD') : '', remark: v.remark || undefined, lines: (v.lines ?? []).map((l) => ({ ...l, description: l.description || undefined })) };
      const saved = id ? await allotApi.update(id, body) : await allotApi.create(body);
      await qc.invalidateQueries({ queryKey: allotKeys.all });
      void navigate(`${ALLOT_BASE}/${stage}/${saved.id}`);
    },
    { form, success: true },
  );

  useEffect(() => {
    const a = existing.data;
    if (a) form.setFieldsValue({ ...a, remark: a.remark ?? undefined, requiredDate: dayjs(a.requiredDate), lines: a.lines.map((l) => ({ partNumber: l.partNumber, description: l.description ?? undefined, quantity: l.quantity, unit: l.unit as AllotInput['lines'][number]['unit'] })) });
    else if (!id) form.setFieldsValue({ priority: 'routine', lines: [{ partNumber: '', quantity: 1, unit: 'EA' }] });
  }, [existing.data, id, form]);

  if (id && existing.isLoading) return <Spin />;
  const f = (key: string) => t(`allotment.fields.${key}`);
  const required = (key: string) => [{ required: true, message: t('allotment.form.required', { field: f(key) }) }];
  const bases = ALLOT_BASES.map((b) => ({ value: b.code, label: baseName(b.code) }));
  return (
    <PageContainer title={id ? `${t('allotment.form.editTitle')} ${existing.data?.number ?? ''}` : t('allotment.form.createTitle')}>
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="allot-demand" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onFinish={() => void validateThen(form, submit.run)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="fromBase" label={f('fromBase')} rules={required('fromBase')}>
              <Select options={bases} data-testid="allot-fromBase" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="toBase" label={f('toBase')} rules={required('toBase')}>
              <Select options={bases} data-testid="allot-toBase" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="requiredDate" label={f('requiredDate')} rules={required('requiredDate')}>
              <DatePicker style={{ width: '100%' }} data-testid="allot-requiredDate" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="priority" label={f('priority')} rules={required('priority')}>
              <Select options={ALLOT_PRIORITIES.map((p) => ({ value: p, label: t(`allotment.priority.${p}`) }))} data-testid="allot-priority" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="reason" label={f('reason')} rules={[{ required: true, whitespace: true, message: t('allotment.form.required', { field: f('reason') }) }]}>
              <Input maxLength={200} data-testid="allot-reason" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={f('remark')}>
              <Input.TextArea rows={2} maxLength={500} data-testid="allot-remark" />
            </Form.Item>
          </Col>
        </Row>
        <Card size="small" title={t('allotment.detail.lines')}>
          <Form.List name="lines">
            {(items, { add, remove }) => (
              <>
                {items.map((item, i) => (
                  <Row gutter={8} key={item.key} align="top">
                    <Col xs={24} md={6}>
                      <Form.Item name={[item.name, 'partNumber']} label={f('partNumber')} rules={[{ required: true, whitespace: true, message: t('allotment.form.required', { field: f('partNumber') }) }]}>
                        <Input maxLength={40} data-testid={`allot-line-${i}-partNumber`} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={9}>
                      <Form.Item name={[item.name, 'description']} label={f('description')}>
                        <Input maxLength={200} data-testid={`allot-line-${i}-description`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[item.name, 'quantity']} label={f('quantity')} rules={required('quantity')}>
                        <InputNumber min={0.001} precision={3} style={{ width: '100%' }} data-testid={`allot-line-${i}-quantity`} />
                      </Form.Item>
                    </Col>
                    <Col xs={8} md={4}>
                      <Form.Item name={[item.name, 'unit']} label={f('unit')} rules={required('unit')}>
                        <Select options={ALLOT_UNITS.map((u) => ({ value: u, label: u }))} data-testid={`allot-line-${i}-unit`} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2} style={{ paddingTop: 30 }}>
                      {items.length > 1 && <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('allotment.form.removeLine')} onClick={() => remove(item.name)} />}
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ partNumber: '', quantity: 1, unit: 'EA' })} data-testid="allot-add-line">
                  {t('allotment.form.addLine')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={submit.pending} data-testid="allot-save">
            {t('allotment.form.save')}
          </Button>
          <Button onClick={() => void navigate(id ? `${ALLOT_BASE}/${stage}/${id}` : `${ALLOT_BASE}/${stage}`)}>{t('common.actions.cancel')}</Button>
        </Space>
      </Form>
    </PageContainer>
  );
}
