/** Create or edit a purchase requirement (issue 12 item 1): material, quantity (default unit EA), dates, plant and organisation, budget, manufacturer. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Row, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import type { RequirementInput } from '@aerosupply/shared/sourcing/schemas';
import { CodeSelect, DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { sourcingApi, sourcingKeys, useRequirement } from '../api';
import { cleanValues } from '../components/forms';

export default function RequirementFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { id } = useParams();
  const reqId = id ? Number(id) : null;
  const existing = useRequirement(reqId);
  const [form] = Form.useForm<Record<string, unknown>>();
  const submit = useSubmit(
    async (values: Record<string, unknown>) => {
      const body = cleanValues(values) as unknown as RequirementInput;
      const saved = reqId ? await sourcingApi.updateRequirement(reqId, body) : await sourcingApi.createRequirement(body);
      await qc.invalidateQueries({ queryKey: sourcingKeys.all });
      void navigate(`/sourcing/requirements/${saved.id}`);
    },
    { form, success: true },
  );

  useEffect(() => {
    const r = existing.data;
    if (r) form.setFieldsValue({ ...r, requiredDate: r.requiredDate ? dayjs(r.requiredDate) : undefined });
    else if (!reqId) form.setFieldsValue({ unit: 'EA' });
  }, [existing.data, reqId, form]);

  if (reqId && existing.isLoading) return <Spin />;
  const text = (name: string, max = 60, required = false) => (
    <Form.Item name={name} label={t(`sourcing.fields.${name}`)} required={required}>
      <Input maxLength={max} data-testid={`requirement-${name}`} />
    </Form.Item>
  );
  const dict = (name: string, domain: string) => (
    <Form.Item name={name} label={t(`sourcing.fields.${name}`)}>
      <DictSelect domain={domain} data-testid={`requirement-${name}`} />
    </Form.Item>
  );
  return (
    <PageContainer title={reqId ? t('sourcing.requirements.editTitle') : t('sourcing.requirements.createTitle')}>
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="sourcing-requirement" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>{text('materialPn', 60, true)}</Col>
          <Col xs={24} md={16}>{text('description', 200, true)}</Col>
          <Col xs={24} md={8}>
            <Form.Item name="materialType" label={t('sourcing.fields.materialType')}>
              <CodeSelect table="materialClass" data-testid="requirement-materialType" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="quantity" label={t('sourcing.fields.quantity')} required>
              <InputNumber min={0} precision={3} style={{ width: '100%' }} data-testid="requirement-quantity" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            {/* The units the server checks (D-560). */}
            <Form.Item name="unit" label={t('sourcing.fields.unit')}>
              <CodeSelect table="unit" data-testid="requirement-unit" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="requiredDate" label={t('sourcing.fields.requiredDate')}>
              <DatePicker style={{ width: '100%' }} data-testid="requirement-requiredDate" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>{dict('plant', 'TC_FACTORY_TYPE')}</Col>
          <Col xs={24} md={8}>{dict('deliveryLocation', 'TC_SITE_TYPE')}</Col>
          <Col xs={24} md={8}>{dict('purchaseOrg', 'TC_SUPPLIER_ORG')}</Col>
          <Col xs={24} md={8}>{dict('purchaseGroup', 'TC_GROUP_TYPE')}</Col>
          <Col xs={12} md={4}>
            <Form.Item name="budgetPrice" label={t('sourcing.fields.budgetPrice')}>
              <InputNumber min={0} precision={4} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>{dict('currency', 'TC_CURRENCY')}</Col>
          <Col xs={24} md={8}>{text('manufacturerCode')}</Col>
          <Col xs={24} md={8}>{text('manufacturerName')}</Col>
          <Col xs={24}>
            <Form.Item name="remark" label={t('sourcing.fields.remark')}>
              <Input.TextArea maxLength={500} rows={3} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Space>
        <Button onClick={() => void navigate('/sourcing/requirements')}>{t('common.actions.back')}</Button>
        <Button type="primary" loading={submit.pending} onClick={() => void validateThen(form, submit.run)} data-testid="requirement-save">
          {t('common.actions.save')}
        </Button>
      </Space>
    </PageContainer>
  );
}
